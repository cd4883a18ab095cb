/**
 * Ares (rules §12): at the end of his turn, after the build, he may remove the top block (never a
 * dome) of one unoccupied space neighbouring his unmoved worker, written `-sq`. With one worker left
 * there is no unmoved worker. Phases: start → build → built (may end, or remove) → end.
 */
import { type Square, isOccupied, levelOf, neighbours, player } from '../model.js';
import { type Ply, baseNext, doUnbuild, finishStep, movesOf, normalBuilds, unbuildStepText } from '../ply.js';
import type { Power } from '../power.js';

function removals(ply: Ply): Ply[] {
  const seat = ply.ctx.seat;
  const moved = new Set(movesOf(ply).flatMap((e) => (e.seat === seat ? [e.slot] : [])));
  const unmoved = player(ply.state, seat).workers.filter(
    (w, slot): w is Square => w !== null && !moved.has(slot),
  );
  // Unoccupied: no worker and no dome on it (a block under a dome cannot be removed).
  const targets = new Set(
    unmoved.flatMap((w) =>
      neighbours(w).filter((sq) => levelOf(ply.state, sq) > 0 && !isOccupied(ply.state, sq)),
    ),
  );
  return [...targets].map((sq) => finishStep(ply, doUnbuild(ply, sq), unbuildStepText(sq), 'end', true));
}

export const ARES: Power = {
  name: 'ares',
  next: (ply) =>
    ply.phase === 'built'
      ? removals(ply)
      : baseNext(ply, { builds: (p, builder) => normalBuilds(p, builder, 'built') }),
};
