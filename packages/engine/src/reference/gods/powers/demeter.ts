/** Demeter (rules §7.5): after the build, the same worker may build once more, not on the same space. */
import { type Ply, baseNext, normalBuilds } from '../ply.js';
import type { Power } from '../power.js';

function secondBuilds(ply: Ply): Ply[] {
  const first = ply.events[ply.events.length - 1];
  if (ply.lastMover === null || first?.kind !== 'build') return [];
  return normalBuilds(ply, ply.lastMover, 'end').filter((p) => {
    const second = p.events[p.events.length - 1];
    return second?.kind === 'build' && second.sq !== first.sq;
  });
}

export const DEMETER: Power = {
  name: 'demeter',
  next: (ply) =>
    ply.phase === 'built'
      ? secondBuilds(ply)
      : baseNext(ply, { builds: (p, builder) => normalBuilds(p, builder, 'built') }),
};
