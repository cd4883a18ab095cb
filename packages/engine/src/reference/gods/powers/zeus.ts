/**
 * Zeus (rules §7.30, R3): as the turn's build, the moved worker may build a block under itself when its
 * space is level 0–2 (written `+` its own square), lifting it one level. The lift is forced, not a move,
 * so it is only a build event here: the core's win check reads move events and never sees it, and a
 * later 3→3 move does not win either (the check needs a climb).
 */
import { type Square, levelOf } from '../model.js';
import { type Ply, baseNext, buildStep, normalBuilds } from '../ply.js';
import type { Power } from '../power.js';

function buildUnder(ply: Ply, worker: Square): Ply[] {
  return levelOf(ply.state, worker) < 3 ? [buildStep(ply, worker, worker, false, 'end', true)] : [];
}

export const ZEUS: Power = {
  name: 'zeus',
  next: (ply) =>
    baseNext(ply, {
      builds: (p, builder) => [...normalBuilds(p, builder, 'end'), ...buildUnder(p, builder)],
    }),
};
