import type { Position } from '@santorini/engine';
import { activeFeatures, statusFeatures, TERRITORY_MAX_ACTIVE, territoryFeatures } from './features.js';
import { networkOutput, outputBucket, outputBucketsOf, piecesOnBoard, type Network } from './network.js';

/**
 * Both perspectives' feature-transformer sums for one position: side 0's, then side 1's. Built
 * from scratch by `refresh`, or kept up to date feature by feature (`add`, `remove`) as turns are
 * made and unmade, which costs `hidden` additions a feature instead of 31 × `hidden`.
 */
export class Accumulator {
  readonly sums: Int32Array;
  private readonly features = new Int32Array(TERRITORY_MAX_ACTIVE);

  constructor(readonly network: Network) {
    this.sums = new Int32Array(2 * network.hidden);
  }

  refresh(pos: Position): void {
    for (let side = 0; side < 2; side++) {
      let count = activeFeatures(pos, side, this.features);
      if (this.network.workerStatus === true)
        count = statusFeatures(pos, side, this.features, count, this.network.workerOutlook === true);
      if (this.network.territory === true) count = territoryFeatures(pos, side, this.features, count);
      const base = side * this.network.hidden;
      const { featureBias } = this.network;
      for (let i = 0; i < this.network.hidden; i++) this.sums[base + i] = featureBias[i] ?? 0;
      for (let f = 0; f < count; f++) this.add(side, this.features[f] ?? 0);
    }
  }

  /** Turns `feature` on in `side`'s perspective. */
  add(side: number, feature: number): void {
    const { hidden, featureWeights } = this.network;
    const base = side * hidden;
    const row = feature * hidden;
    for (let i = 0; i < hidden; i++)
      this.sums[base + i] = (this.sums[base + i] ?? 0) + (featureWeights[row + i] ?? 0);
  }

  /** Turns `feature` off in `side`'s perspective. */
  remove(side: number, feature: number): void {
    const { hidden, featureWeights } = this.network;
    const base = side * hidden;
    const row = feature * hidden;
    for (let i = 0; i < hidden; i++)
      this.sums[base + i] = (this.sums[base + i] ?? 0) - (featureWeights[row + i] ?? 0);
  }

  /**
   * The network's score for `toMove`, in centi-units (rounded), through the output layer of
   * `pieces` blocks and domes on the board (`outputBucket`; any count for a one-bucket network).
   */
  score(toMove: number, pieces = 0): number {
    const { network } = this;
    const { hidden } = network;
    const bucket = outputBucket(outputBucketsOf(network), pieces);
    return networkOutput(network, this.sums, toMove * hidden, (1 - toMove) * hidden, bucket);
  }

  /** The network's score of `pos` (whose sums these are) for its side to move. */
  scoreOf(pos: Position): number {
    return this.score(pos.toMove, piecesOnBoard(pos.l1, pos.l2, pos.l3, pos.domes));
  }
}
