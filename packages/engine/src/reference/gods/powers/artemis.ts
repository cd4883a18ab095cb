/**
 * Artemis (rules §7.2): the moved worker may move once more, but not back to the space where it
 * started the turn. A win on the first move ends the turn. The worker builds after its last move.
 * Phases: start → moved (build, or a second move) → build → end.
 */
import { type Ply, baseNext, movesOf, normalBuilds, normalMoves } from '../ply.js';
import type { Power } from '../power.js';

function afterFirstMove(ply: Ply): Ply[] {
  const mover = ply.lastMover;
  const startedOn = movesOf(ply)[0]?.from;
  if (mover === null || startedOn === undefined) return [];
  const again = normalMoves(ply, mover, 'build').filter((p) => p.lastMover !== startedOn);
  return [...normalBuilds(ply, mover, 'end'), ...again];
}

export const ARTEMIS: Power = {
  name: 'artemis',
  next: (ply) =>
    ply.phase === 'moved'
      ? afterFirstMove(ply)
      : baseNext(ply, { moves: (p, from) => normalMoves(p, from, 'moved') }),
};
