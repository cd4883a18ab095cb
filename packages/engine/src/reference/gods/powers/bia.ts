/**
 * Bia (rules §13, R7): places her workers before every other player, both on perimeter spaces. After
 * each of her moves from A to B, an opponent worker on the space straight beyond B (2B − A), at any
 * height, is removed from the game (part of the move step, not written). A player left without
 * workers has no turn (R2; turns.ts).
 */
import { type Square, isPerimeter, otherSeat, workerAt } from '../model.js';
import { type Ply, baseNext, doRemoveWorker, moveStep, normalMoveTargets } from '../ply.js';
import type { Power } from '../power.js';

/** The square beyond `to` seen from `from`, or null off the board. */
export function straightBeyond(from: Square, to: Square): Square | null {
  const file = 2 * (to % 5) - (from % 5);
  const rank = 2 * Math.floor(to / 5) - Math.floor(from / 5);
  return file >= 0 && file < 5 && rank >= 0 && rank < 5 ? file + 5 * rank : null;
}

function removeBeyond(from: Square, to: Square, opponent: number): (moved: Ply) => Ply {
  return (moved) => {
    const target = straightBeyond(from, to);
    if (target === null || workerAt(moved.state, target)?.seat !== opponent) return moved;
    return doRemoveWorker(moved, target);
  };
}

function moves(ply: Ply, from: Square): Ply[] {
  const opponent = otherSeat(ply.ctx.seat);
  return normalMoveTargets(ply.state, from).map((to) =>
    moveStep(ply, from, to, 'build', false, removeBeyond(from, to, opponent)),
  );
}

export const BIA: Power = {
  name: 'bia',
  next: (ply) => baseNext(ply, { moves }),
  placement: (squares) => squares.every(isPerimeter),
  placesFirst: true,
};
