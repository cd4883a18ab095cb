import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { CliIo } from '../cliIo.js';
import { play } from '../play.js';
import { parseGodsChoice, type GodsChoice } from '../play/godsChoice.js';
import { loadGame, type LoadedGame } from '../play/savedGame.js';
import { parseSeatKind, parseSeatList, SEAT_CHOICES, type SeatKind } from '../play/seats.js';
import { godsChoiceProblem } from '../play/table.js';
import { randomSeed, seededRandom } from '../random.js';
import { UsageError } from '../usage.js';
import { EXIT_MALFORMED, fail, type Command } from './command.js';

/**
 * `santorini play [--players N] [--seats K,K..] [--vs K] [--gods G] [--seed N] [--load FILE]`: games
 * in the terminal. What the flags leave open is asked; contradictory flags are bad arguments.
 */
export const playCommand: Command = async (args: readonly string[], io: CliIo) => {
  const { values } = parseArgs({
    args: [...args],
    options: {
      vs: { type: 'string' },
      seats: { type: 'string' },
      players: { type: 'string' },
      gods: { type: 'string' },
      seed: { type: 'string' },
      load: { type: 'string' },
    },
    strict: true,
  });
  const seats = parseSeats(values.vs, values.seats);
  const players = values.players === undefined ? undefined : parsePlayers(values.players);
  const gods = values.gods === undefined ? undefined : parseGods(values.gods);
  checkAgreement(players, seats, gods);
  const seed = values.seed === undefined ? randomSeed() : parseSeed(values.seed);
  let load: LoadedGame | undefined;
  if (values.load !== undefined) {
    if (players !== undefined || gods !== undefined)
      throw new UsageError('--load continues a saved game: its players and gods come from the record');
    const loaded = await loadFile(values.load);
    if (!loaded.ok) return fail(io, 'play', `cannot load ${values.load}: ${loaded.error}`, EXIT_MALFORMED);
    load = loaded.value;
    const count = load.savedSeats.length;
    if (seats !== undefined && seats.length !== count)
      throw new UsageError(`the saved game has ${count} players, but --seats lists ${seats.length}`);
  }
  return play({
    input: io.stdin,
    output: io.stdout,
    ...(players === undefined ? {} : { players }),
    ...(seats === undefined ? {} : { seats }),
    ...(gods === undefined ? {} : { gods }),
    ...(load === undefined ? {} : { load }),
    random: seededRandom(seed),
    color: io.stdout.isTTY === true && io.env?.NO_COLOR === undefined,
    echoInput: !io.stdinIsTTY,
  });
};

/** `--vs K` is the 2-player shorthand for `--seats human,K`. */
function parseSeats(vs: string | undefined, list: string | undefined): SeatKind[] | undefined {
  if (vs !== undefined && list !== undefined) throw new UsageError('give --vs or --seats, not both');
  if (vs !== undefined) {
    const kind = parseSeatKind(vs);
    if (kind === undefined) throw new UsageError(`--vs must be ${SEAT_CHOICES}, got '${vs}'`);
    return ['human', kind];
  }
  if (list === undefined) return undefined;
  const parsed = parseSeatList(list);
  if (!parsed.ok) throw new UsageError(parsed.error);
  return parsed.value;
}

function parsePlayers(text: string): number {
  if (!/^[234]$/.test(text)) throw new UsageError(`--players must be 2, 3 or 4, got '${text}'`);
  return Number(text);
}

function parseGods(text: string): GodsChoice {
  const parsed = parseGodsChoice(text);
  if (!parsed.ok) throw new UsageError(`--gods: ${parsed.error}`);
  return parsed.value;
}

/** The flags that fix the number of players must agree, and the gods must suit it (R13, R14). */
function checkAgreement(
  players: number | undefined,
  seats: readonly SeatKind[] | undefined,
  gods: GodsChoice | undefined,
): void {
  if (players !== undefined && seats !== undefined && seats.length !== players)
    throw new UsageError(`--players ${players} but ${seats.length} seats given (--seats or --vs)`);
  const count = players ?? seats?.length ?? (gods?.kind === 'list' ? gods.gods.length : undefined);
  if (gods === undefined || count === undefined) return;
  const problem = godsChoiceProblem(gods, count);
  if (problem !== null) throw new UsageError(`--gods: ${problem}`);
}

function parseSeed(text: string): number {
  if (!/^\d{1,10}$/.test(text) || Number(text) > 0xffffffff) {
    throw new UsageError(`--seed must be a whole number from 0 to 4294967295, got '${text}'`);
  }
  return Number(text);
}

async function loadFile(path: string): Promise<ReturnType<typeof loadGame>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  return loadGame(text);
}
