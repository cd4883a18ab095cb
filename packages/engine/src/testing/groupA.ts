import { applyTurnText, nextSteps } from '../apply.js';
import type { GodName } from '../gods/names.js';
import { formatPosition, parsePosition, positionKey, positionToJson, type PlayerJson } from '../json.js';
import { formatStep, parseTurn } from '../notation.js';
import { NONE, type Position } from '../position.js';
import { finishTurn, legalTurns, turnRecords } from '../turns.js';
import { mulberry32 } from './random.js';

/** Test helpers for the movement powers (group A: Apollo, Artemis, Minotaur, Pan, Prometheus, Hermes, Charon, Triton). */

export interface Seat {
  readonly god: GodName | null;
  readonly workers: readonly string[];
  readonly memory?: Partial<PlayerJson>;
}

export const seat = (god: GodName | null, workers: readonly string[], memory?: Partial<PlayerJson>): Seat =>
  memory === undefined ? { god, workers } : { god, workers, memory };

export interface Setup {
  readonly seats: readonly Seat[];
  /** Rank 5 first, as in the JSON; flat when absent. */
  readonly levels?: readonly string[];
  readonly domes?: readonly string[];
  readonly toMove?: number;
}

/** A position from the JSON of spec §2; throws with the parser's message when it is invalid. */
export function position(setup: Setup): Position {
  const result = parsePosition({
    players: setup.seats.map((s) => ({ god: s.god, workers: [...s.workers], ...s.memory })),
    levels: [...(setup.levels ?? ['00000', '00000', '00000', '00000', '00000'])],
    domes: [...(setup.domes ?? [])],
    toMove: setup.toMove ?? 0,
  });
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
}

/** The texts of the listed turns, sorted. */
export const texts = (pos: Position): string[] =>
  legalTurns(pos)
    .map((turn) => turn.text)
    .sort();

/** The listed turn with this text; throws when it is not listed. */
export function listed(pos: Position, text: string): ReturnType<typeof legalTurns>[number] {
  const found = legalTurns(pos).find((turn) => turn.text === text);
  if (found === undefined) throw new Error(`"${text}" is not listed`);
  return found;
}

/** What `nextSteps` offers after the steps of `prefix` ('' for none): step texts, sorted, and `canEnd`. */
export function offered(pos: Position, prefix: string): { steps: string[]; canEnd: boolean } {
  const parsed = prefix === '' ? [] : parseTurn(prefix);
  const steps = Array.isArray(parsed) ? parsed : parsed.ok ? parsed.value : undefined;
  if (steps === undefined) throw new Error(`bad prefix ${prefix}`);
  let mover: number | undefined;
  for (const step of steps) if (step.kind === 'move') mover = step.to;
  const options = nextSteps(pos, steps);
  return { steps: options.steps.map((step) => formatStep(step, mover)).sort(), canEnd: options.canEnd };
}

/** A seat's workers as the JSON writes them (slot order). */
export const workers = (pos: Position, seatIndex: number): (string | null)[] =>
  positionToJson(pos).players[seatIndex]?.workers ?? [];

/** The board rows as the JSON writes them (rank 5 first). */
export const rows = (pos: Position): string[] => positionToJson(pos).levels;

/** The canonical key of a position (spec §2.1): equal keys, same position. */
export const key = (pos: Position): string => positionKey(pos);

export interface RandomCheck {
  readonly positions: number;
  readonly finished: number;
  readonly problems: string[];
}

/** Why a position breaks the board invariants (levels 0–3, no worker on a dome, workers distinct), or null. */
function boardProblem(pos: Position): string | null {
  if ((pos.l2 & ~pos.l1) !== 0 || (pos.l3 & ~pos.l2) !== 0) return 'levels are not cumulative';
  const squares = pos.workerSquares.filter((sq) => sq !== NONE);
  if (new Set(squares).size !== squares.length) return 'two workers share a square';
  if (squares.some((sq) => pos.domeAt(sq))) return 'a worker stands on a dome';
  const seen = squares.reduce((set, sq) => set | (1 << sq), 0);
  const sides = pos.sideWorkers.reduce((set, side) => set | side, 0);
  if (seen !== sides) return 'worker squares and worker sets disagree';
  return null;
}

/**
 * Plays `games` random games for each line-up of gods from the empty board (placement included),
 * at most `maxTurns` turns each, and checks every position reached: the board invariants, listed
 * turns giving distinct positions, and (on every `fullEvery`-th position after placement, about
 * `sample` of the listed turns at random, and always the turn played) each listed turn applying as
 * listed to its listed position.
 */
export function randomGames(
  lineups: readonly (readonly (GodName | null)[])[],
  games: number,
  maxTurns: number,
  seed: number,
  fullEvery = 10,
  sample = Infinity,
): RandomCheck {
  const problems: string[] = [];
  let positions = 0;
  let finished = 0;
  lineups.forEach((gods, lineup) => {
    for (let game = 0; game < games; game++) {
      const random = mulberry32(seed + lineup * 7919 + game);
      let pos = position({ seats: gods.map((god) => seat(god, [])) });
      for (let turn = 0; turn <= maxTurns; turn++) {
        positions++;
        const where = () => `${gods.join('/')} game ${game} turn ${turn}: ${formatPosition(pos)}`;
        const board = boardProblem(pos);
        if (board !== null) problems.push(`${board} in ${where()}`);
        const turns = legalTurns(pos);
        if (turns.length === 0) {
          if (pos.winner === null) problems.push(`no turn and no winner in ${where()}`);
          finished++;
          break;
        }
        if (new Set(turns.map((t) => key(t.position))).size !== turns.length)
          problems.push(`two listed turns give the same position in ${where()}`);
        const chosen = turns[Math.floor(random() * turns.length)] ?? turns[0];
        if (chosen === undefined) break;
        const full = turn % fullEvery === 0 && !pos.inPlacement;
        const some = turns.length <= sample ? turns : turns.filter(() => random() * turns.length < sample);
        for (const t of full ? [...some, chosen] : [chosen]) {
          const applied = applyTurnText(pos, t.text);
          if (!applied.ok) problems.push(`"${t.text}" rejected (${applied.error.message}) in ${where()}`);
          else if (key(applied.value) !== key(t.position))
            problems.push(`"${t.text}" applies to another position in ${where()}`);
        }
        if (problems.length > 5) return;
        pos = chosen.position;
      }
    }
  });
  return { positions, finished, problems };
}

/**
 * Listed turns whose spelling is longer (more steps) than another complete legal turn to the same
 * position: `moves` should list a shortest one (spec §3).
 */
export function longerThanNeeded(pos: Position): string[] {
  const shortest = new Map<string, number>();
  for (const record of turnRecords(pos)) {
    const at = key(finishTurn(record));
    shortest.set(at, Math.min(shortest.get(at) ?? Infinity, record.turn.length));
  }
  return legalTurns(pos)
    .filter((turn) => turn.turn.length > (shortest.get(key(turn.position)) ?? Infinity))
    .map((turn) => turn.text);
}

export { playTurns as play, illegalReason as rejection } from './turns.js';
