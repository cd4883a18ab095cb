/**
 * Triton (rules §7.29): each time his worker moves onto a perimeter space it may move again, the same
 * worker, as long as the chain continues (revisits allowed); the moved worker builds after its last
 * move. Wins are checked after every move (the core; a win Hera cancels does not stop the chain).
 * Phases: start → chain (on the perimeter: move again or build) | build → end.
 */
import { type Square, isPerimeter } from '../model.js';
import { type Ply, cycleMergeKey, moveStep, normalBuilds, normalMoveTargets, ownWorkers } from '../ply.js';
import type { Power } from '../power.js';

function movesFrom(ply: Ply, from: Square): Ply[] {
  return normalMoveTargets(ply.state, from).map((to) =>
    moveStep(ply, from, to, isPerimeter(to) ? 'chain' : 'build', false),
  );
}

export const TRITON: Power = {
  name: 'triton',
  next: (ply) => {
    const mover = ply.lastMover;
    if (ply.phase === 'start') return ownWorkers(ply).flatMap((w) => movesFrom(ply, w));
    if (mover === null) return [];
    if (ply.phase === 'chain') return [...movesFrom(ply, mover), ...normalBuilds(ply, mover, 'end')];
    return ply.phase === 'build' ? normalBuilds(ply, mover, 'end') : [];
  },
  mergeKey: cycleMergeKey,
};
