import { NONE, type Position } from '../position.js';
import { onBoard, squareAt, squareFile, squareName, squareRank, type Square } from '../square.js';
import { areNeighbours, FULL } from '../squareSet.js';
import { build, type Step } from '../steps.js';
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
export function moveProblem(pos: Position, seat: number, from: Square, to: Square): string | null {
  const side = pos.sideAt(from);
  if (side === NONE) return `there is no worker on ${squareName(from)}`;
  if (side !== pos.sideOf(seat)) return `the worker on ${squareName(from)} is not yours`;
  if (!areNeighbours(from, to)) return `${squareName(to)} is not next to ${squareName(from)}`;
  if (pos.domeAt(to)) return `${squareName(to)} has a dome`;
  if (pos.sideAt(to) !== NONE) return `${squareName(to)} is occupied by a worker`;
  return climbProblem(pos, from, to);
}

/** Why a worker on `from` cannot step up to `to` (more than one level up), or null. */
export function climbProblem(pos: Position, from: Square, to: Square): string | null {
  if (pos.levelAt(to) - pos.levelAt(from) <= 1) return null;
  return `${squareName(from)} is on level ${pos.levelAt(from)} and ${squareName(to)} on level ${pos.levelAt(to)}: a worker moves up at most one level`;
}

/** Why the worker on `builder` cannot make a normal build on `at` (`dome`: a `D` below level 3), or null. */
export function buildProblem(pos: Position, builder: Square, at: Square, dome: boolean): string | null {
  if (at === builder) return 'a worker cannot build under itself';
  if (!areNeighbours(builder, at))
    return `${squareName(at)} is not next to the builder on ${squareName(builder)}`;
  if (pos.domeAt(at)) return `${squareName(at)} has a dome: nothing is built on a dome`;
  if (pos.sideAt(at) !== NONE) return `${squareName(at)} is occupied by a worker`;
  if (dome)
    return `${squareName(at)} is on level ${pos.levelAt(at)}: only a God Power (Atlas, Selene) builds a dome below level 3`;
  return null;
}
