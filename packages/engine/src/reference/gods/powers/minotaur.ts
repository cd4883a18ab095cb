/**
 * Minotaur (rules §7.8): may also move into a neighbouring opponent worker's space (normal height rule)
 * if the next space straight beyond it is on the board and unoccupied, at any level; that worker is
 * forced there (R3). Minotaur's worker moved.
 */
import { type Square, isOccupied, levelOf, neighbours, otherSeat, workerAt } from '../model.js';
import { type Ply, baseNext, doForce, doMove, finishStep, moveStepText, normalMoves } from '../ply.js';
import type { Power } from '../power.js';

/** The square beyond `to` seen from `from`, or null off the board. */
function beyond(from: Square, to: Square): Square | null {
  const file = 2 * (to % 5) - (from % 5);
  const rank = 2 * Math.floor(to / 5) - Math.floor(from / 5);
  return file >= 0 && file < 5 && rank >= 0 && rank < 5 ? file + 5 * rank : null;
}

function pushes(ply: Ply, from: Square): Ply[] {
  return neighbours(from).flatMap((to) => {
    const target = beyond(from, to);
    const victim = workerAt(ply.state, to);
    if (victim?.seat !== otherSeat(ply.ctx.seat) || target === null || isOccupied(ply.state, target))
      return [];
    if (levelOf(ply.state, to) > levelOf(ply.state, from) + 1) return [];
    // The push happens first so that the pushed worker's square is free for the move.
    const pushed = doMove(doForce(ply, to, target), from, to);
    return [finishStep(ply, pushed, moveStepText(from, to), 'build', false)];
  });
}

export const MINOTAUR: Power = {
  name: 'minotaur',
  next: (ply) =>
    baseNext(ply, { moves: (p, from) => [...normalMoves(p, from, 'build'), ...pushes(p, from)] }),
};
