import type { TurnEvent } from '../../core/events.js';
import { NONE, type Position } from '../../core/position.js';
import { has, NEIGHBOURS, PERIMETER, type SquareSet } from '../../core/squareSet.js';

/**
 * The six restricting powers written a second time, straight from the rules text (rules.md §7 and
 * Part A), to test the engine's restrictions against: each predicate judges one complete turn of an
 * opponent by what the turn did (its events), never by asking the engine's restriction code.
 */

export const RESTRICTING_GODS = ['athena', 'aphrodite', 'hera', 'hypnus', 'limus', 'persephone'] as const;
export type RestrictingGod = (typeof RESTRICTING_GODS)[number];

/** One complete turn of the mover, as the mover's own power made it (no opponent restriction applied). */
export interface JudgedTurn {
  readonly events: readonly TurnEvent[];
  /** The seat that won during the turn (before end-of-turn effects and the hand-over), or null. */
  readonly winner: number | null;
}

/** The facts a restriction is judged by, for one turn of `mover` against `holder`'s power. */
export interface Restriction {
  /** The position the mover's turn starts from. */
  readonly before: Position;
  readonly mover: number;
  readonly holder: number;
  /**
   * Whether the holder's power binds this turn: not while Circe holds it (rules.md §7, 17), and not
   * during a Dionysus extra turn, which in 2 players always moves the holder's own worker (R19).
   */
  readonly binds: boolean;
  /** Athena: one of her workers moved up during her last turn while she held her power (R3, R21). */
  readonly athenaMovedUp: boolean;
  /** Rule switch R6: Limus lets opponents build any dome next to him, not only one completing a tower. */
  readonly limusAnyDome: boolean;
}

type MoveEvent = Extract<TurnEvent, { kind: 'move' }>;

const sideWorkers = (pos: Position, seat: number): SquareSet => pos.sideWorkers[pos.sideOf(seat)] ?? 0;
const neighbourOf = (sq: number, set: SquareSet): boolean => ((NEIGHBOURS[sq] ?? 0) & set) !== 0;

/** A move (not a forced relocation: R3) that ends higher than it started. */
const isClimb = (event: TurnEvent): event is MoveEvent =>
  event.kind === 'move' && event.toLevel > event.fromLevel;

/** Whether the turn moves one of the mover's workers up (forced climbs and Zeus's lift are no moves). */
export function movesUp(r: Restriction, turn: JudgedTurn): boolean {
  const side = r.before.sideOf(r.mover);
  return turn.events.some((event) => isClimb(event) && event.worker >> 1 === side);
}

/** Athena: if one of her workers moved up on her last turn, no opposing worker moves up this turn. */
export const athenaAllows = (r: Restriction, turn: JudgedTurn): boolean =>
  !r.binds || !r.athenaMovedUp || !movesUp(r, turn);

/**
 * Hypnus: the mover's worker strictly higher than all the mover's other workers, by its slot index
 * (side * 2 + slot), or NONE on a tie. A lone worker is higher than all (no) others: R8.
 */
export function hypnusFrozen(pos: Position, mover: number): number {
  const side = pos.sideOf(mover);
  const slots = [side * 2, side * 2 + 1].filter((slot) => (pos.workerSquares[slot] ?? NONE) !== NONE);
  const level = (slot: number): number => pos.levelAt(pos.workerSquares[slot] ?? NONE);
  const highest = slots.filter((slot) =>
    slots.every((other) => other === slot || level(slot) > level(other)),
  );
  return highest[0] ?? NONE;
}

/** Hypnus: the frozen worker (judged at the start of the turn) makes no move; it may still be forced. */
export function hypnusAllows(r: Restriction, turn: JudgedTurn): boolean {
  if (!r.binds) return true;
  const frozen = hypnusFrozen(r.before, r.mover);
  return frozen === NONE || !turn.events.some((event) => event.kind === 'move' && event.worker === frozen);
}

/** Where `holder`'s workers stand after `event`, from `workers` before it (swaps, pushes, Charon, Bia). */
function holderAfter(event: TurnEvent, workers: SquareSet, side: number): SquareSet {
  if (event.kind === 'move') return event.workersAfter[side] ?? 0;
  if (event.kind === 'force' && has(workers, event.from))
    return (workers & ~(1 << event.from)) | (1 << event.to);
  if (event.kind === 'removeWorker') return workers & ~(1 << event.at);
  return workers;
}

/**
 * Limus: no opposing build on a space neighbouring a Limus worker (where his workers stand at that
 * build), except a dome on level 3 — any dome with `limusAnyDome` (R6). Every build counts: extra
 * builds, Prometheus's first build, Zeus's block under himself. Medusa's petrification and Ares's
 * removal are no builds (R12).
 */
export function limusAllows(r: Restriction, turn: JudgedTurn): boolean {
  if (!r.binds) return true;
  const side = r.before.sideOf(r.holder);
  let limus = sideWorkers(r.before, r.holder);
  for (const event of turn.events) {
    if (event.kind === 'build' && neighbourOf(event.at, limus)) {
      const excepted = event.dome && (event.levelBefore === 3 || r.limusAnyDome);
      if (!excepted) return false;
    }
    limus = holderAfter(event, limus, side);
  }
  return true;
}

/**
 * Aphrodite: each of the mover's workers that starts the turn neighbouring an Aphrodite worker, if
 * it moves, makes its last move to a space neighbouring one of her workers — where they stand right
 * after that move and its consequences (an Apollo swap with her worker ends next to it). Earlier
 * moves of the same worker may stray; a worker that does not move, or is only forced, is free.
 */
export function aphroditeAllows(r: Restriction, turn: JudgedTurn): boolean {
  if (!r.binds) return true;
  const aphroditeSide = r.before.sideOf(r.holder);
  const aphrodite = sideWorkers(r.before, r.holder);
  const side = r.before.sideOf(r.mover);
  for (const worker of [side * 2, side * 2 + 1]) {
    const start = r.before.workerSquares[worker] ?? NONE;
    if (start === NONE || !neighbourOf(start, aphrodite)) continue;
    const last = turn.events.findLast(
      (event): event is MoveEvent => event.kind === 'move' && event.worker === worker,
    );
    if (last !== undefined && !neighbourOf(last.to, last.workersAfter[aphroditeSide] ?? 0)) return false;
  }
  return true;
}

/**
 * Hera: an opponent cannot win by moving into a perimeter space. True when the turn, as the mover's
 * power alone makes it, ends in a win by a move (level 3, Pan, Eros) onto the perimeter: under Hera
 * that win does not happen and the turn would go on. Chronus's towers are no move and stand.
 */
export function heraCancels(r: Restriction, turn: JudgedTurn): boolean {
  if (!r.binds || turn.winner !== r.mover) return false;
  // The win ends the turn at the step that makes it: the last event (after Bia's removals).
  const last = turn.events.findLast((event) => event.kind !== 'removeWorker');
  return last?.kind === 'move' && has(PERIMETER, last.to);
}

/**
 * Whether `god`'s power allows one turn of the mover. Persephone judges the whole set (R10):
 * `climbPossible` says whether any complete turn the mover's power makes moves a worker up; if so,
 * only such turns are allowed. Hera's "allows" means the turn does not win by a move onto the
 * perimeter (under her the turn would go on instead: see `heraCancels`).
 */
export function allows(
  god: RestrictingGod,
  r: Restriction,
  turn: JudgedTurn,
  climbPossible: boolean,
): boolean {
  switch (god) {
    case 'athena':
      return athenaAllows(r, turn);
    case 'hypnus':
      return hypnusAllows(r, turn);
    case 'limus':
      return limusAllows(r, turn);
    case 'aphrodite':
      return aphroditeAllows(r, turn);
    case 'hera':
      return !heraCancels(r, turn);
    case 'persephone':
      return !r.binds || !climbPossible || movesUp(r, turn);
  }
}
