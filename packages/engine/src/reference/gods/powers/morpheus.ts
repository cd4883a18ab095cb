/**
 * Morpheus (rules §7.25): gains one coin at the start of each of his turns; he cannot build normally,
 * instead the moved worker makes as many normal builds as he spends coins (zero included; the same
 * space again allowed). `coins` lives on the seat that holds the power (Circe keeps her own, R21).
 * Phases: start → build (the turn may end; one build per coin left) → build …
 */
import { player, withPlayer } from '../model.js';
import {
  type Ply,
  unorderedBuildsMergeKey,
  moveStep,
  normalBuilds,
  normalMoveTargets,
  ownWorkers,
} from '../ply.js';
import type { Power } from '../power.js';

function spendCoin(ply: Ply): Ply {
  const seat = ply.ctx.seat;
  return { ...ply, state: withPlayer(ply.state, seat, { coins: player(ply.state, seat).coins - 1 }) };
}

function builds(ply: Ply): Ply[] {
  if (ply.lastMover === null || player(ply.state, ply.ctx.seat).coins === 0) return [];
  return normalBuilds(ply, ply.lastMover, 'build').map(spendCoin);
}

export const MORPHEUS: Power = {
  name: 'morpheus',
  startOfTurn: (state, seat) => withPlayer(state, seat, { coins: player(state, seat).coins + 1 }),
  next: (ply) => {
    if (ply.phase === 'build') return builds(ply);
    if (ply.phase !== 'start') return [];
    return ownWorkers(ply).flatMap((from) =>
      normalMoveTargets(ply.state, from).map((to) => moveStep(ply, from, to, 'build', true)),
    );
  },
  mergeKey: unorderedBuildsMergeKey,
};
