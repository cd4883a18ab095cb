import type { Position } from '@santorini/engine';
import { expect } from 'vitest';
import { Accumulator } from '../nnue/accumulator.js';
import { activeFeatures, statusFeatures, TERRITORY_MAX_ACTIVE, territoryFeatures } from '../nnue/features.js';
import { featureCountOf, quantise, type FloatNetwork } from '../nnue/network.js';
import { PositionScorer } from '../nnue/positionScorer.js';
import { mulberry32 } from './random.js';

/** The inputs a test network has beyond the common ones. */
export interface Inputs {
  readonly workerStatus?: boolean;
  readonly workerOutlook?: boolean;
  /** The territory inputs, after the outlook ones (asked for too). */
  readonly territory?: boolean;
}

/** A float network with seeded random weights of a trained network's size, with `inputs`. */
export function randomFloatNetwork(seed: number, hidden = 16, inputs: Inputs = {}): FloatNetwork {
  const random = mulberry32(seed);
  const spread = (n: number, size: number) => Array.from({ length: n }, () => (random() * 2 - 1) * size);
  return {
    hidden,
    ...(inputs.workerStatus === true ? { workerStatus: true } : {}),
    ...(inputs.workerOutlook === true ? { workerOutlook: true } : {}),
    ...(inputs.territory === true ? { territory: true } : {}),
    featureWeights: spread(featureCountOf(inputs) * hidden, 0.12),
    featureBias: spread(hidden, 0.2),
    outputWeights: spread(2 * hidden, 1.5),
    outputBias: 0.05,
    scale: 400,
  };
}

/** The active features of a 2-player position from `side`, with the workers' `inputs` when asked. */
export function featuresOf(pos: Position, side: number, inputs: Inputs = {}): number[] {
  const out = new Int32Array(TERRITORY_MAX_ACTIVE);
  let count = activeFeatures(pos, side, out);
  if (inputs.workerStatus === true)
    count = statusFeatures(pos, side, out, count, inputs.workerOutlook === true);
  if (inputs.territory === true) count = territoryFeatures(pos, side, out, count);
  return Array.from(out.subarray(0, count));
}

/** The float network's score for the side to move, straight from the definition. */
export function floatScore(net: FloatNetwork, pos: Position): number {
  const half = (side: number) => {
    const sums = Array.from({ length: net.hidden }, (_, i) => net.featureBias[i] ?? 0);
    for (const f of featuresOf(pos, side, net))
      for (let i = 0; i < net.hidden; i++)
        sums[i] = (sums[i] ?? 0) + (net.featureWeights[f * net.hidden + i] ?? 0);
    return sums.map((sum) => Math.min(1, Math.max(0, sum)));
  };
  const both = [...half(pos.toMove), ...half(1 - pos.toMove)];
  return (
    (both.reduce((total, h, i) => total + h * (net.outputWeights[i] ?? 0), 0) + net.outputBias) * net.scale
  );
}

/**
 * Checks a random network with `inputs` on `positions`: the accumulator scores as the float network
 * by definition, the position scorer as the accumulator, and the rows beyond those of `fewer` (the
 * inputs a network had before these) change the score of most positions.
 */
export function expectNewRowsScored(
  positions: readonly Position[],
  seed: number,
  inputs: Inputs,
  fewer: Inputs,
): void {
  const hidden = 16;
  const float = randomFloatNetwork(seed, hidden, inputs);
  const network = quantise(float);
  const accumulator = new Accumulator(network);
  const scorer = new PositionScorer(network);
  const without = new Accumulator({
    ...network,
    workerStatus: fewer.workerStatus === true,
    workerOutlook: fewer.workerOutlook === true,
    territory: fewer.territory === true,
    featureWeights: network.featureWeights.subarray(0, featureCountOf(fewer) * hidden),
  });
  let differs = 0;
  for (const pos of positions) {
    accumulator.refresh(pos);
    const score = accumulator.scoreOf(pos);
    expect(Math.abs(score - floatScore(float, pos))).toBeLessThan(0.1 * float.scale);
    expect(scorer.score(pos)).toBe(score);
    without.refresh(pos);
    if (without.scoreOf(pos) !== score) differs++;
  }
  expect(differs).toBeGreaterThan(positions.length / 2);
}
