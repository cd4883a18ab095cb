import { NEIGHBOURS, type Position } from '@santorini/engine';
import { climbable, heightAt, popcount } from './bits.js';
import { NEIGHBOUR_STATES } from './weights.js';
import {
  CENTRE_CLASS,
  CENTRE_PARAMETER,
  LADDER_PARAMETER,
  NEIGHBOUR_PARAMETER,
  PARAMETER_COUNT,
} from './weightVector.js';

/**
 * The base-game evaluation as a sum of weight × feature (`weightVector.ts`): for the side to move of
 * an unfinished base-game position, each parameter's count — the mover's workers count +1, the
 * opponent's −1, the opponent's threats −1 on `threat` or `doubleThreat`, tempo 1; a worker's
 * neighbours by state and its ladders' first rungs as the Evaluator counts them. The vector's dot
 * product with the weights is `Evaluator.evaluate` of the position (tested); the tuner fits weights
 * to these counts instead of calling the evaluation.
 */
export function evalFeatures(pos: Position, out = new Float64Array(PARAMETER_COUNT)): Float64Array {
  out.fill(0);
  const { l1, l2, l3, domes } = pos;
  const free = ~(pos.workers | domes);
  const mover = pos.turn;
  const nearLevel2 = neighbourSquares(free & l2 & ~l3);
  const nearLevel3 = neighbourSquares(free & l3);
  let threats = 0;
  for (let slot = 0; slot < 4; slot++) {
    const sq = pos.workerSquares[slot] ?? 0;
    const side = slot >> 1 === mover ? 1 : -1;
    const h = heightAt(l1, l2, l3, sq);
    const around = (NEIGHBOURS[sq] ?? 0) & free;
    const reach = around & climbable(l2, l3, h);
    if (h === 1 || h === 2) out[h - 1] = (out[h - 1] ?? 0) + side;
    const centre = CENTRE_CLASS[sq] ?? 0;
    if (centre > 0) out[CENTRE_PARAMETER + centre - 1] = (out[CENTRE_PARAMETER + centre - 1] ?? 0) + side;
    if (side < 0 && h === 2) threats |= around & l3;
    if (h < 3) {
      const row = NEIGHBOUR_PARAMETER + h * NEIGHBOUR_STATES;
      const states = [
        around & ~l1,
        around & l1 & ~l2,
        around & l2 & ~l3,
        around & l3,
        (NEIGHBOURS[sq] ?? 0) & domes,
      ];
      states.forEach((set, state) => {
        out[row + state] = (out[row + state] ?? 0) + side * popcount(set);
      });
    }
    if (h === 0)
      out[LADDER_PARAMETER] = (out[LADDER_PARAMETER] ?? 0) + side * popcount(reach & l1 & ~l2 & nearLevel2);
    if (h === 1)
      out[LADDER_PARAMETER + 1] =
        (out[LADDER_PARAMETER + 1] ?? 0) + side * popcount(reach & l2 & ~l3 & nearLevel3);
    if (reach === 0) {
      out[5] = (out[5] ?? 0) + side;
      continue;
    }
    out[4] = (out[4] ?? 0) + side * popcount(reach);
    if (h === 0) out[2] = (out[2] ?? 0) + side * popcount(reach & l1 & ~l2);
    else if (h === 1) out[3] = (out[3] ?? 0) + side * popcount(reach & l2 & ~l3);
    else if (h === 2) out[6] = (out[6] ?? 0) + side * popcount(around & l2 & ~l3);
  }
  const count = popcount(threats >>> 0);
  if (count === 1) out[7] = -1;
  else if (count > 1) out[8] = -1;
  out[9] = 1;
  return out;
}

/** The squares next to any square of a set. */
function neighbourSquares(set: number): number {
  let near = 0;
  for (let sq = 0; sq < 25; sq++) if (((set >>> sq) & 1) !== 0) near |= NEIGHBOURS[sq] ?? 0;
  return near;
}

/** The dot product of a weight vector and a feature vector: the evaluation they stand for. */
export function dot(weights: ArrayLike<number>, features: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < features.length; i++) sum += (weights[i] ?? 0) * (features[i] ?? 0);
  return sum;
}
