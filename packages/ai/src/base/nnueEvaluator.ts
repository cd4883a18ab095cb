import { A0, A1, B0, B1, DOMES, L1, L2, L3 } from '@santorini/engine';
import { boardFeature, DOME_STATE, powerFeature, workerFeature } from '../nnue/features.js';
import { ACTIVATION_MAX, OUTPUT_ONE, type Network } from '../nnue/network.js';
import { heightAt } from './bits.js';

/** The shape the base search asks of an evaluation: the side to move's score in a kernel frame. */
export interface BaseEvaluation {
  evaluate(frames: Int32Array, at: number): number;
}

const NO_POWER_OWN = powerFeature(true, null);
const NO_POWER_OTHER = powerFeature(false, null);

/**
 * The learned evaluation on the base-game kernel's frames: both perspectives' accumulators built
 * from the frame's bitboards (the mover's workers a0 and a1 are "own" in the mover's perspective,
 * "other" in the opponent's), then the network's output for the mover. Allocation-free.
 */
export class NnueBaseEvaluator implements BaseEvaluation {
  private readonly mover: Int32Array;
  private readonly opponent: Int32Array;

  constructor(readonly network: Network) {
    this.mover = new Int32Array(network.hidden);
    this.opponent = new Int32Array(network.hidden);
  }

  evaluate(frames: Int32Array, at: number): number {
    const l1 = frames[at + L1] ?? 0;
    const l2 = frames[at + L2] ?? 0;
    const l3 = frames[at + L3] ?? 0;
    const domes = frames[at + DOMES] ?? 0;
    const { mover, opponent, network } = this;
    const { hidden, featureBias } = network;
    for (let i = 0; i < hidden; i++) {
      mover[i] = featureBias[i] ?? 0;
      opponent[i] = featureBias[i] ?? 0;
    }
    for (let sq = 0; sq < 25; sq++) {
      const state = (domes >>> sq) & 1 ? DOME_STATE : heightAt(l1, l2, l3, sq);
      this.addBoth(boardFeature(sq, state));
    }
    for (let w = 0; w < 4; w++) {
      const sq = frames[at + (w === 0 ? A0 : w === 1 ? A1 : w === 2 ? B0 : B1)] ?? 0;
      const level = heightAt(l1, l2, l3, sq);
      const moverOwns = w < 2;
      this.add(mover, workerFeature(moverOwns, sq, level));
      this.add(opponent, workerFeature(!moverOwns, sq, level));
    }
    this.add(mover, NO_POWER_OWN);
    this.add(mover, NO_POWER_OTHER);
    this.add(opponent, NO_POWER_OWN);
    this.add(opponent, NO_POWER_OTHER);
    return this.output();
  }

  private addBoth(feature: number): void {
    const { hidden, featureWeights } = this.network;
    const row = feature * hidden;
    for (let i = 0; i < hidden; i++) {
      const weight = featureWeights[row + i] ?? 0;
      this.mover[i] = (this.mover[i] ?? 0) + weight;
      this.opponent[i] = (this.opponent[i] ?? 0) + weight;
    }
  }

  private add(sums: Int32Array, feature: number): void {
    const { hidden, featureWeights } = this.network;
    const row = feature * hidden;
    for (let i = 0; i < hidden; i++) sums[i] = (sums[i] ?? 0) + (featureWeights[row + i] ?? 0);
  }

  private output(): number {
    const { hidden, outputWeights, outputBias, scale } = this.network;
    let total = outputBias;
    for (let i = 0; i < hidden; i++) {
      const own = this.mover[i] ?? 0;
      const other = this.opponent[i] ?? 0;
      total += (own < 0 ? 0 : own > ACTIVATION_MAX ? ACTIVATION_MAX : own) * (outputWeights[i] ?? 0);
      total +=
        (other < 0 ? 0 : other > ACTIVATION_MAX ? ACTIVATION_MAX : other) * (outputWeights[hidden + i] ?? 0);
    }
    return Math.round((total * scale) / (ACTIVATION_MAX * OUTPUT_ONE));
  }
}
