import { err, ok, type Result } from '@santorini/engine';
import { MAX_LEVEL, MIN_LEVEL } from '@santorini/ai';
import { MAX_GO_LIMIT } from '../engine/protocolCommand.js';
import { wholeNumberIn } from '../wholeNumber.js';
import { commandWords } from './commandWords.js';

/** Limits a player's search may be given per turn, beyond the match's time per turn. */
export interface PlayerLimits {
  /** Milliseconds per turn; the match's `--time` when absent. */
  readonly timeMs?: number;
  readonly depth?: number;
  readonly nodes?: number;
}

/**
 * The evaluation an in-process level plays with: the hand-set weights, the Texel-tuned sets, or
 * the learned network (`BASE_NETWORK`) on the tuned sets.
 */
export type WeightSet = 'hand' | 'tuned' | 'nnue';

/** One side of a match: an in-process AI level, or an external engine speaking the protocol. */
export type PlayerSpec =
  | (PlayerLimits & {
      readonly kind: 'level';
      readonly level: number;
      readonly text: string;
      /** Absent: the package's defaults (the tuned weights in the base game, the hand-set ones with powers). */
      readonly weights?: WeightSet;
      /** A network weight file (JSON) played instead of the committed network (`network:FILE`). */
      readonly networkFile?: string;
    })
  | (PlayerLimits & { readonly kind: 'command'; readonly argv: readonly string[]; readonly text: string });

const LIMIT_KEYS = { time: 'timeMs', depth: 'depth', nodes: 'nodes' } as const;

/** The longest time a turn may be given (an hour), in a spec's `time:` as in `--time`. */
export const MAX_TURN_TIME_MS = 3_600_000;

/** The largest value of each limit: no match would wait longer, nor search deeper. */
const LIMIT_MAX: Readonly<Record<keyof typeof LIMIT_KEYS, number>> = {
  time: MAX_TURN_TIME_MS,
  depth: 999,
  nodes: MAX_GO_LIMIT,
};

/**
 * Reads `level:N`, `level:N,time:MS`, `level:N,depth:D,nodes:K` or `cmd:<command line>` (for
 * example `cmd:node engine.js --level 3`); limits may come before `cmd:`, which takes the rest of
 * the text: `time:200,cmd:./my-engine`. A level plays with the default evaluation (the learned
 * network, `BASE_NETWORK`, on the Texel-tuned weights, in 2-player games with powers too, reading
 * the board as if no one held a power); `weights:tuned` takes the
 * Texel-tuned sets alone (`TUNED_WEIGHTS` and with powers `TUNED_POWER_WEIGHTS`, no network),
 * `weights:hand` the hand-set `DEFAULT_WEIGHTS` everywhere, `weights:nnue` the network on the tuned
 * sets (with 3–4 players too, where the default has the hand-set weights). `network:FILE` plays a
 * network weight file (JSON, as `train:nnue --out X.json` writes) instead of the committed one.
 */
export function parsePlayerSpec(text: string): Result<PlayerSpec, string> {
  let rest = text.trim();
  let level: number | undefined;
  let weights: WeightSet | undefined;
  let networkFile: string | undefined;
  const limits: { timeMs?: number; depth?: number; nodes?: number } = {};
  while (rest !== '') {
    if (/^cmd:/i.test(rest)) {
      if (level !== undefined) return err(`give level:N or cmd:COMMAND, not both (in '${text}')`);
      if (weights !== undefined) return err(`weights: is for a level, not an engine command (in '${text}')`);
      if (networkFile !== undefined)
        return err(`network: is for a level, not an engine command (in '${text}')`);
      const words = commandWords(rest.slice(4));
      if (!words.ok) return err(`${words.error} (in '${text}')`);
      return ok({ kind: 'command', argv: words.value, text, ...limits });
    }
    const comma = rest.indexOf(',');
    const item = (comma < 0 ? rest : rest.slice(0, comma)).trim();
    rest = comma < 0 ? '' : rest.slice(comma + 1).trim();
    const named = /^weights:(hand|tuned|nnue)$/i.exec(item);
    if (named !== null) {
      weights = (named[1] ?? '').toLowerCase() as WeightSet;
      continue;
    }
    const file = /^network:(.+)$/i.exec(item);
    if (file !== null) {
      networkFile = file[1] ?? '';
      continue;
    }
    const match = /^([a-z]+):(\d+)$/i.exec(item);
    const key = match?.[1]?.toLowerCase();
    const value = Number(match?.[2]);
    if (key === 'level') {
      if (value < MIN_LEVEL || value > MAX_LEVEL)
        return err(`the level is ${MIN_LEVEL} to ${MAX_LEVEL}, got ${value} (in '${text}')`);
      level = value;
    } else if (key !== undefined && Object.hasOwn(LIMIT_KEYS, key) && value > 0) {
      const limit = key as keyof typeof LIMIT_KEYS;
      const checked = wholeNumberIn(match?.[2] ?? '', { what: limit, min: 1, max: LIMIT_MAX[limit] });
      if (!checked.ok) return err(`${checked.error} (in '${text}')`);
      limits[LIMIT_KEYS[limit]] = checked.value;
    } else {
      return err(
        `expected level:N or cmd:COMMAND, with time:MS, depth:D or nodes:N (whole numbers above 0), got '${item}' in '${text}'`,
      );
    }
  }
  if (level === undefined) return err(`a player is level:N or cmd:COMMAND, got '${text}'`);
  if (networkFile !== undefined && (weights === 'hand' || weights === 'tuned'))
    return err(`weights:${weights} plays without a network: leave out network: or weights: (in '${text}')`);
  return ok({
    kind: 'level',
    level,
    text,
    ...limits,
    ...(weights === undefined ? {} : { weights }),
    ...(networkFile === undefined ? {} : { networkFile }),
  });
}

const INTERPRETERS = new Set(['node', 'python', 'python3', 'deno', 'bun', 'java', 'sh', 'bash']);

const baseName = (path: string): string => path.split(/[/\\]/).pop() ?? path;

/** A level's name: `level 8`, with its weights and network file's name when given. */
export const levelLabel = (level: number, weights?: WeightSet, networkFile?: string): string =>
  `level ${level}${weights === undefined ? '' : ` ${weights}`}${networkFile === undefined ? '' : ` ${baseName(networkFile)}`}`;

/** A short name until the engine gives its own: `level 8`, or the program's file name. */
export function specLabel(spec: PlayerSpec): string {
  if (spec.kind === 'level') return levelLabel(spec.level, spec.weights, spec.networkFile);
  const [program = 'engine', script] = spec.argv;
  return INTERPRETERS.has(baseName(program)) && script !== undefined ? baseName(script) : baseName(program);
}
