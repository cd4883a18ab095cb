import { A0, A1, B0, B1, DOMES, L1, L2, L3, NEIGHBOURS } from '@santorini/engine';
import { climbable, heightAt, popcount } from './bits.js';
import { TUNED_WEIGHTS } from './tunedWeights.js';

/**
 * Static evaluation of a base-game position (2 players, no powers) for the side to move, in
 * centi-units. Terms (engine-notes.md): worker height (non-linear), squares a worker can step up to,
 * mobility, trapped workers, centre, and win threats — a worker on level 2 next to a free level 3.
 * The side to move never has a threat here: the search takes such a win before it evaluates.
 */
export interface EvalWeights {
  /** By worker height 0–3. */
  height: readonly number[];
  /** Per free neighbour one level up, by the worker's height 0–2. */
  stepUp: readonly number[];
  /** Per free neighbour the worker can step onto. */
  mobility: number;
  /** A worker with nowhere to step. */
  trapped: number;
  /** Per free level-2 neighbour of a level-2 worker: one build from a threat. */
  threatPotential: number;
  /** The opponent of the side to move threatens one win square, or two or more. */
  threat: number;
  doubleThreat: number;
  /** By square: the centre is worth more. */
  centre: readonly number[];
  /** The side to move's bonus. */
  tempo: number;
}

/**
 * The hand-set weights: the general evaluation's (every power, 3–4 players), and the base game's
 * until the Texel-tuned ones measured better (README "Training").
 */
export const DEFAULT_WEIGHTS: EvalWeights = {
  height: [0, 120, 300, 300],
  stepUp: [25, 90, 0],
  mobility: 6,
  trapped: -160,
  threatPotential: 80,
  threat: 220,
  doubleThreat: 900,
  centre: [
    0,
    4,
    6,
    4,
    0, //
    4,
    12,
    16,
    12,
    4,
    6,
    16,
    24,
    16,
    6,
    4,
    12,
    16,
    12,
    4,
    0,
    4,
    6,
    4,
    0,
  ],
  tempo: 50,
};

/** The base-game search's weights: Texel-tuned (`tunedWeights.ts`), +119 and +168 Elo over the hand-set ones. */
export const BASE_GAME_WEIGHTS: EvalWeights = TUNED_WEIGHTS.weights;

/** The weights as a flat table the hot loop reads. */
export class Evaluator {
  private readonly height: Int32Array;
  private readonly stepUp: Int32Array;
  private readonly centre: Int32Array;
  private readonly mobility: number;
  private readonly trapped: number;
  private readonly threatPotential: number;
  private readonly threat: number;
  private readonly doubleThreat: number;
  private readonly tempo: number;

  constructor(weights: EvalWeights = BASE_GAME_WEIGHTS) {
    this.height = Int32Array.from(weights.height);
    this.stepUp = Int32Array.from(weights.stepUp);
    this.centre = Int32Array.from(weights.centre);
    this.mobility = weights.mobility;
    this.trapped = weights.trapped;
    this.threatPotential = weights.threatPotential;
    this.threat = weights.threat;
    this.doubleThreat = weights.doubleThreat;
    this.tempo = weights.tempo;
  }

  /**
   * The score of the side to move in a frame of the base-game kernel's stack (the frame at
   * `frames[at]`: its mover's workers a0 and a1, the opponent's b0 and b1).
   */
  evaluate(frames: Int32Array, at: number): number {
    const l1 = frames[at + L1] ?? 0;
    const l2 = frames[at + L2] ?? 0;
    const l3 = frames[at + L3] ?? 0;
    const a0 = frames[at + A0] ?? 0;
    const a1 = frames[at + A1] ?? 0;
    const b0 = frames[at + B0] ?? 0;
    const b1 = frames[at + B1] ?? 0;
    const free = ~((frames[at + DOMES] ?? 0) | (1 << a0) | (1 << a1) | (1 << b0) | (1 << b1));
    const mine = this.worker(l1, l2, l3, free, a0) + this.worker(l1, l2, l3, free, a1);
    const theirs = this.worker(l1, l2, l3, free, b0) + this.worker(l1, l2, l3, free, b1);
    const threats = popcount(
      (this.threatsOf(l2, l3, free, l1, b0) | this.threatsOf(l2, l3, free, l1, b1)) >>> 0,
    );
    const threatScore = threats === 0 ? 0 : threats === 1 ? this.threat : this.doubleThreat;
    return mine - theirs - threatScore + this.tempo;
  }

  private threatsOf(l2: number, l3: number, free: number, l1: number, sq: number): number {
    return heightAt(l1, l2, l3, sq) === 2 ? (NEIGHBOURS[sq] ?? 0) & free & l3 : 0;
  }

  private worker(l1: number, l2: number, l3: number, free: number, sq: number): number {
    const h = heightAt(l1, l2, l3, sq);
    const around = (NEIGHBOURS[sq] ?? 0) & free;
    const reach = around & climbable(l2, l3, h);
    let score = (this.height[h] ?? 0) + (this.centre[sq] ?? 0);
    if (reach === 0) return score + this.trapped;
    score += this.mobility * popcount(reach);
    if (h === 0) score += (this.stepUp[0] ?? 0) * popcount(reach & l1 & ~l2);
    else if (h === 1) score += (this.stepUp[1] ?? 0) * popcount(reach & l2 & ~l3);
    else if (h === 2) score += this.threatPotential * popcount(around & l2 & ~l3);
    return score;
  }
}
