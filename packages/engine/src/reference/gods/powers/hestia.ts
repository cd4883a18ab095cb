/**
 * Hestia (rules §21): after the build, the same worker may build once more, on any space that is not
 * on the perimeter (the same space allowed).
 */
import { isPerimeter } from '../model.js';
import { type Ply, baseNext, normalBuilds } from '../ply.js';
import type { Power } from '../power.js';

function secondBuilds(ply: Ply): Ply[] {
  if (ply.lastMover === null) return [];
  return normalBuilds(ply, ply.lastMover, 'end').filter((p) => {
    const second = p.events[p.events.length - 1];
    return second?.kind === 'build' && !isPerimeter(second.sq);
  });
}

export const HESTIA: Power = {
  name: 'hestia',
  next: (ply) =>
    ply.phase === 'built'
      ? secondBuilds(ply)
      : baseNext(ply, { builds: (p, builder) => normalBuilds(p, builder, 'built') }),
};
