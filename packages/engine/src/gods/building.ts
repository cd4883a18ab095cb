import { NONE, type Position } from '../core/position.js';
import { type Square } from '../core/square.js';
import { move, type Step } from '../core/steps.js';
import type { TurnBuilder } from './power.js';
import { forEachSquare, moveTargets, workerSquares } from './shape.js';

/** Helpers shared by the building powers (Atlas, Demeter, Hephaestus, Hestia, Zeus, Poseidon, Ares, Selene). */

/**
 * Each normal move of one of `b.seat`'s workers, one square at most one level up; `then(to, from)`
 * continues the turn from the position after it (a winning move has already ended the turn).
 */
export function eachMove(b: TurnBuilder, then: (to: Square, from: Square) => void): void {
  for (const from of workerSquares(b.pos, b.seat)) {
    forEachSquare(moveTargets(b.pos, from), (to) => {
      b.step(move(from, to), () => {
        then(to, from);
      });
    });
  }
}

/**
 * The square of `seat`'s worker other than the one on `moved` (the turn's unmoved worker), or NONE
 * when the side has only that worker left.
 */
export function otherWorker(pos: Position, seat: number, moved: Square): Square {
  const other = workerSquares(pos, seat).find((sq) => sq !== moved);
  return other ?? NONE;
}

/** The square of the worker in `slot` of `seat`'s side (0 male, 1 female: R15), or NONE. */
export const slotSquare = (pos: Position, seat: number, slot: 0 | 1): Square =>
  pos.workerSquares[pos.sideOf(seat) * 2 + slot] ?? NONE;

export { buildProblem } from './movement.js';

/** The builds among `done`, in order. */
export const buildsOf = (done: readonly Step[]): Extract<Step, { kind: 'build' }>[] =>
  done.filter((step): step is Extract<Step, { kind: 'build' }> => step.kind === 'build');

/** The square of the turn's last mover after `done`, or NONE before any move. */
export function lastMoverOf(done: readonly Step[]): Square {
  let mover: Square = NONE;
  for (const step of done) if (step.kind === 'move') mover = step.to;
  return mover;
}
