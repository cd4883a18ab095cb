import { NEIGHBOURS, NONE, type Position } from '@santorini/engine';
import { climbable, heightAt, popcount } from '../base/bits.js';
import { DEFAULT_WEIGHTS, type EvalWeights } from '../base/evaluate.js';

/**
 * Static evaluation of any position (every power, 2–4 players) for one side, in centi-units: the
 * base game's terms per worker, win threats (stronger for the side about to move), plus terms where
 * a power changes what matters — Pan wins by dropping two levels, Chronus by complete towers.
 * `side` is a seat in 2–3 players and a team (seat & 1) in 4 players; the score is that side's
 * worth minus its opponents' average.
 */
export function evaluateFor(pos: Position, side: number, weights: EvalWeights = DEFAULT_WEIGHTS): number {
  const moverSide = pos.sideOf(pos.turn);
  let own = 0;
  let others = 0;
  let opponents = 0;
  for (let s = 0; s < pos.sideCount; s++) {
    if (pos.playerCount === 3 && pos.isOut(s)) continue;
    const worth = sideWorth(pos, s, s === moverSide, weights);
    if (s === side) own = worth;
    else {
      others += worth;
      opponents++;
    }
  }
  return own - (opponents === 0 ? 0 : others / opponents);
}

const CHRONUS_TOWER = 160;

function sideHolds(pos: Position, side: number, god: string): boolean {
  return pos.godOf(side) === god || (pos.playerCount === 4 && pos.godOf(side + 2) === god);
}

function sideWorth(pos: Position, side: number, toMove: boolean, weights: EvalWeights): number {
  const { l1, l2, l3, domes } = pos;
  const free = ~(pos.workers | domes);
  const pan = sideHolds(pos, side, 'pan');
  let worth = 0;
  let threats = 0;
  for (let slot = side * 2; slot < side * 2 + 2; slot++) {
    const sq = pos.workerSquares[slot] ?? NONE;
    if (sq === NONE) continue;
    const h = heightAt(l1, l2, l3, sq);
    const around = (NEIGHBOURS[sq] ?? 0) & free;
    const reach = around & climbable(l2, l3, h);
    worth += (weights.height[h] ?? 0) + (weights.centre[sq] ?? 0);
    if (reach === 0) {
      worth += weights.trapped;
      continue;
    }
    worth += weights.mobility * popcount(reach);
    if (h === 0) worth += (weights.stepUp[0] ?? 0) * popcount(reach & l1 & ~l2);
    else if (h === 1) worth += (weights.stepUp[1] ?? 0) * popcount(reach & l2 & ~l3);
    else if (h === 2) {
      worth += weights.threatPotential * popcount(around & l2 & ~l3);
      threats |= reach & l3;
    }
    if (pan && h >= 2) {
      const drop = reach & (h === 2 ? ~l1 : ~l2);
      if (drop !== 0) threats |= drop;
    }
  }
  const threatCount = popcount(threats);
  if (threatCount > 0)
    worth += toMove ? weights.doubleThreat : threatCount === 1 ? weights.threat : weights.doubleThreat;
  if (sideHolds(pos, side, 'chronus')) worth += CHRONUS_TOWER * popcount(l3 & domes);
  return worth + (toMove ? weights.tempo : 0);
}
