import { boardFeature, SQUARE_STATES } from './features.js';
import type { Network } from './network.js';

/**
 * The feature bias plus every square's level-0 row and the rows of `alwaysOn`: what an empty board
 * sums to, so that only built squares cost when a position's sums are made.
 */
export function emptyBoardSums(network: Network, alwaysOn: readonly number[] = []): Int32Array {
  const { hidden, featureBias, featureWeights } = network;
  const row = (feature: number, i: number) => featureWeights[feature * hidden + i] ?? 0;
  return Int32Array.from({ length: hidden }, (_, i) => {
    let sum = featureBias[i] ?? 0;
    for (const feature of alwaysOn) sum += row(feature, i);
    for (let sq = 0; sq < 25; sq++) sum += row(boardFeature(sq, 0), i);
    return sum;
  });
}

/** Per square and state (`(square × SQUARE_STATES + state) × hidden`): its row less the square's level-0 row. */
export function boardDeltas(network: Network): Int32Array {
  const { hidden, featureWeights } = network;
  const row = (feature: number, i: number) => featureWeights[feature * hidden + i] ?? 0;
  const deltas = new Int32Array(25 * SQUARE_STATES * hidden);
  for (let sq = 0; sq < 25; sq++)
    for (let state = 0; state < SQUARE_STATES; state++)
      for (let i = 0; i < hidden; i++)
        deltas[(sq * SQUARE_STATES + state) * hidden + i] =
          row(boardFeature(sq, state), i) - row(boardFeature(sq, 0), i);
  return deltas;
}
