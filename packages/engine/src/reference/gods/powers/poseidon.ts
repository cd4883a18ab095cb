/**
 * Poseidon (rules §7.27): after the normal build, if his unmoved worker is on the ground, it may build up
 * to 3 more times on neighbouring spaces (each a normal build, the same space again allowed; written
 * with its prefix). No power with one worker left. Phases: start → build → extra 0..3.
 */
import { levelOf } from '../model.js';
import { type Ply, baseNext, unorderedBuildsMergeKey, normalBuilds, ownWorkers } from '../ply.js';
import type { Power } from '../power.js';

const EXTRA = 'extra ';
const MAX_EXTRA_BUILDS = 3;

function extraBuilds(ply: Ply): Ply[] {
  const done = Number(ply.phase.slice(EXTRA.length));
  const unmoved = ownWorkers(ply).filter((w) => w !== ply.lastMover);
  const worker = unmoved[0];
  if (done >= MAX_EXTRA_BUILDS || unmoved.length !== 1 || worker === undefined) return [];
  if (levelOf(ply.state, worker) !== 0) return [];
  return normalBuilds(ply, worker, `${EXTRA}${done + 1}`);
}

export const POSEIDON: Power = {
  name: 'poseidon',
  next: (ply) =>
    ply.phase.startsWith(EXTRA)
      ? extraBuilds(ply)
      : baseNext(ply, { builds: (p, builder) => normalBuilds(p, builder, `${EXTRA}0`) }),
  mergeKey: unorderedBuildsMergeKey,
};
