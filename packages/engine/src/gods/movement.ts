import { NONE, type Position } from '../core/position.js';
import { refusal, type Refusal } from '../core/refusal.js';
import { onBoard, squareAt, squareFile, squareRank, type Square } from '../core/square.js';
import { areNeighbours, FULL } from '../core/squareSet.js';
import { build, type Step } from '../core/steps.js';
import type { TurnBuilder } from './power.js';
import { buildTargets, forEachSquare } from './shape.js';

/**
 * Helpers shared by the movement powers (Apollo, Artemis, Minotaur, Pan, Prometheus, Hermes, Charon,
 * Triton): geometry, level masks, the closing build, and the reasons their explanations give.
 */

/** The square just past `over` seen from `from` (`2·over − from`), or NONE off the board. */
export function beyond(from: Square, over: Square): Square {
  const file = 2 * squareFile(over) - squareFile(from);
  const rank = 2 * squareRank(over) - squareRank(from);
  return onBoard(file, rank) ? squareAt(file, rank) : NONE;
}

/** The squares whose level is exactly `level` (domes included: callers mask occupied squares). */
export function levelSquares(pos: Position, level: number): number {
  switch (level) {
    case 0:
      return FULL & ~pos.l1;
    case 1:
      return pos.l1 & ~pos.l2;
    case 2:
      return pos.l2 & ~pos.l3;
    default:
      return pos.l3;
  }
}

/** The squares at most at `level`: where a worker on that level may go without moving up. */
export function notAbove(pos: Position, level: number): number {
  switch (level) {
    case 0:
      return FULL & ~pos.l1;
    case 1:
      return FULL & ~pos.l2;
    case 2:
      return FULL & ~pos.l3;
    default:
      return FULL;
  }
}

/** Ends the turn with each normal build of the worker on `builder` (the base game's last step). */
export function buildAndEnd(b: TurnBuilder, builder: Square): void {
  forEachSquare(buildTargets(b.pos, builder), (at) => {
    b.step(build(at, builder), () => {
      b.end();
    });
  });
}

/** The moves among `done`, in order. */
export const movesOf = (done: readonly Step[]): Extract<Step, { kind: 'move' }>[] =>
  done.filter((step): step is Extract<Step, { kind: 'move' }> => step.kind === 'move');

/** Whether `done` (the steps so far) already holds a build. */
export const hasBuilt = (done: readonly Step[]): boolean => done.some((step) => step.kind === 'build');

/**
 * Why `seat`'s worker on `from` cannot make a normal move to `to` (base rules: its own worker, a
 * neighbouring square, no dome, no worker, at most one level up), or null when it can.
 */
export function moveProblem(pos: Position, seat: number, from: Square, to: Square): Refusal | null {
  const side = pos.sideAt(from);
  if (side === NONE) return refusal('noWorker', { squares: [from] });
  if (side !== pos.sideOf(seat)) return refusal('notYours', { squares: [from] });
  return stepProblem(pos, from, to);
}

/** Why the worker on `from` cannot step to `to` by the base rules (next to it, free, at most one up), or null. */
export function stepProblem(pos: Position, from: Square, to: Square): Refusal | null {
  if (!areNeighbours(from, to)) return refusal('notNeighbour', { squares: [to, from] });
  if (pos.domeAt(to)) return refusal('domed', { squares: [to] });
  if (pos.sideAt(to) !== NONE) return refusal('occupied', { squares: [to] });
  return climbProblem(pos, from, to);
}

/** Why a worker on `from` cannot step up to `to` (more than one level up), or null. */
export function climbProblem(pos: Position, from: Square, to: Square): Refusal | null {
  if (pos.levelAt(to) - pos.levelAt(from) <= 1) return null;
  return refusal('tooHigh', { squares: [from, to], levels: [pos.levelAt(from), pos.levelAt(to)] });
}

/** Why the worker on `builder` cannot make a normal build on `at` (`dome`: a `D` below level 3), or null. */
export function buildProblem(pos: Position, builder: Square, at: Square, dome: boolean): Refusal | null {
  if (at === builder) return refusal('buildUnderSelf');
  if (!areNeighbours(builder, at)) return refusal('notNextToBuilder', { squares: [at, builder] });
  if (pos.domeAt(at)) return refusal('buildOnDome', { squares: [at] });
  if (pos.sideAt(at) !== NONE) return refusal('occupied', { squares: [at] });
  if (dome) return refusal('lowDome', { squares: [at], levels: [pos.levelAt(at)] });
  return null;
}
