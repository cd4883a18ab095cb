import type { Position } from '@santorini/engine';
import { activeFeatures, OUTLOOK_MAX_ACTIVE, statusFeatures } from '../nnue/features.js';
import { featureCountOf, type FloatNetwork } from '../nnue/network.js';
import { mulberry32 } from './random.js';

/** The inputs a test network has beyond the common ones. */
export interface Inputs {
  readonly workerStatus?: boolean;
  readonly workerOutlook?: boolean;
}

/** A float network with seeded random weights of a trained network's size, with `inputs`. */
export function randomFloatNetwork(seed: number, hidden = 16, inputs: Inputs = {}): FloatNetwork {
  const random = mulberry32(seed);
  const spread = (n: number, size: number) => Array.from({ length: n }, () => (random() * 2 - 1) * size);
  return {
    hidden,
    ...(inputs.workerStatus === true ? { workerStatus: true } : {}),
    ...(inputs.workerOutlook === true ? { workerOutlook: true } : {}),
    featureWeights: spread(featureCountOf(inputs) * hidden, 0.12),
    featureBias: spread(hidden, 0.2),
    outputWeights: spread(2 * hidden, 1.5),
    outputBias: 0.05,
    scale: 400,
  };
}

/** The active features of a 2-player position from `side`, with the workers' `inputs` when asked. */
export function featuresOf(pos: Position, side: number, inputs: Inputs = {}): number[] {
  const out = new Int32Array(OUTLOOK_MAX_ACTIVE);
  const count = activeFeatures(pos, side, out);
  if (inputs.workerStatus !== true) return Array.from(out.subarray(0, count));
  return Array.from(out.subarray(0, statusFeatures(pos, side, out, count, inputs.workerOutlook === true)));
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
