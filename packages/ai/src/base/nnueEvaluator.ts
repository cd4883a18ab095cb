import { A0, A1, B0, B1, DOMES, L1, L2, L3 } from '@santorini/engine';
import { boardFeature, DOME_STATE, powerFeature, SQUARE_STATES, workerFeature } from '../nnue/features.js';
import { ACTIVATION_MAX, OUTPUT_ONE, type Network } from '../nnue/network.js';
import { heightAt } from './bits.js';

/** The shape the base search asks of an evaluation: the side to move's score in a kernel frame. */
export interface BaseEvaluation {
  evaluate(frames: Int32Array, at: number): number;
}

const NO_POWER_OWN = powerFeature(true, null);
const NO_POWER_OTHER = powerFeature(false, null);
const FULL_BOARD = (1 << 25) - 1;

/**
 * The learned evaluation on the base-game kernel's frames: both perspectives' accumulators built
 * from the frame's bitboards (the mover's workers a0 and a1 are "own" in the mover's perspective,
 * "other" in the opponent's), then the network's output for the mover, added to `base`'s score
 * when given (the network then learnt a correction of it). Allocation-free.
 */
export class NnueBaseEvaluator implements BaseEvaluation {
  private readonly mover: Int32Array;
  private readonly opponent: Int32Array;
  private readonly shared: Int32Array;
  /** The bias plus every square at level 0 and no powers: what an empty base-game board sums to. */
  private readonly emptyBoard: Int32Array;
  /** Per square and state: its row less the square's level-0 row (only built squares cost). */
  private readonly boardDelta: Int32Array;

  constructor(
    readonly network: Network,
    readonly base: BaseEvaluation | null = null,
  ) {
    const { hidden, featureBias, featureWeights } = network;
    const row = (feature: number, i: number) => featureWeights[feature * hidden + i] ?? 0;
    this.mover = new Int32Array(hidden);
    this.opponent = new Int32Array(hidden);
    this.shared = new Int32Array(hidden);
    this.emptyBoard = Int32Array.from({ length: hidden }, (_, i) => {
      let sum = (featureBias[i] ?? 0) + row(NO_POWER_OWN, i) + row(NO_POWER_OTHER, i);
      for (let sq = 0; sq < 25; sq++) sum += row(boardFeature(sq, 0), i);
      return sum;
    });
    this.boardDelta = new Int32Array(25 * SQUARE_STATES * hidden);
    for (let sq = 0; sq < 25; sq++)
      for (let state = 0; state < SQUARE_STATES; state++)
        for (let i = 0; i < hidden; i++)
          this.boardDelta[(sq * SQUARE_STATES + state) * hidden + i] =
            row(boardFeature(sq, state), i) - row(boardFeature(sq, 0), i);
  }

  evaluate(frames: Int32Array, at: number): number {
    const l1 = frames[at + L1] ?? 0;
    const l2 = frames[at + L2] ?? 0;
    const l3 = frames[at + L3] ?? 0;
    const domes = frames[at + DOMES] ?? 0;
    const { shared, boardDelta } = this;
    const { hidden } = this.network;
    shared.set(this.emptyBoard);
    let built = (l1 | domes) & FULL_BOARD;
    while (built !== 0) {
      const sq = 31 - Math.clz32(built & -built);
      built &= built - 1;
      const state = (domes >>> sq) & 1 ? DOME_STATE : heightAt(l1, l2, l3, sq);
      const delta = (sq * SQUARE_STATES + state) * hidden;
      for (let i = 0; i < hidden; i++) shared[i] = (shared[i] ?? 0) + (boardDelta[delta + i] ?? 0);
    }
    this.mover.set(shared);
    this.opponent.set(shared);
    for (let w = 0; w < 4; w++) {
      const sq = frames[at + (w === 0 ? A0 : w === 1 ? A1 : w === 2 ? B0 : B1)] ?? 0;
      const level = heightAt(l1, l2, l3, sq);
      const moverOwns = w < 2;
      this.add(this.mover, workerFeature(moverOwns, sq, level));
      this.add(this.opponent, workerFeature(!moverOwns, sq, level));
    }
    return this.output() + (this.base === null ? 0 : this.base.evaluate(frames, at));
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
    // `+ 0` turns a rounded -0 into 0.
    return Math.round((total * scale) / (ACTIVATION_MAX * OUTPUT_ONE)) + 0;
  }
}
