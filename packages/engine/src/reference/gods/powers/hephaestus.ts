/**
 * Hephaestus (rules §7.6): after the build, the same worker may add one more BLOCK on the same space —
 * only when the first build made level 1 or 2 (never a dome).
 */
import { type Ply, baseNext, buildStep, normalBuilds } from '../ply.js';
import type { Power } from '../power.js';

function secondBlock(ply: Ply): Ply[] {
  const first = ply.events[ply.events.length - 1];
  if (ply.lastMover === null || first?.kind !== 'build' || first.dome || first.level > 2) return [];
  return [buildStep(ply, ply.lastMover, first.sq, false, 'end', true)];
}

export const HEPHAESTUS: Power = {
  name: 'hephaestus',
  next: (ply) =>
    ply.phase === 'built'
      ? secondBlock(ply)
      : baseNext(ply, { builds: (p, builder) => normalBuilds(p, builder, 'built') }),
};
