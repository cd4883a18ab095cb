/**
 * Apollo (rules §7.1): may also move into a neighbouring opponent worker's space (normal height rule);
 * that worker is forced into the space Apollo's worker left. Apollo's worker moved (it can win, and it
 * counts for Athena); the swapped worker was forced (R3).
 */
import { type Square, levelOf, neighbours, otherSeat, workerAt } from '../model.js';
import { type Ply, baseNext, doForceWorker, finishStep, moveStepText, normalMoves, doMove } from '../ply.js';
import type { Power } from '../power.js';

function swaps(ply: Ply, from: Square): Ply[] {
  const opponent = otherSeat(ply.ctx.seat);
  return neighbours(from).flatMap((to) => {
    const victim = workerAt(ply.state, to);
    if (victim?.seat !== opponent || levelOf(ply.state, to) > levelOf(ply.state, from) + 1) return [];
    const swapped = doForceWorker(doMove(ply, from, to), victim, from);
    return [finishStep(ply, swapped, moveStepText(from, to), 'build', false)];
  });
}

export const APOLLO: Power = {
  name: 'apollo',
  next: (ply) => baseNext(ply, { moves: (p, from) => [...normalMoves(p, from, 'build'), ...swaps(p, from)] }),
};
