/*
 * Static evaluation of a base-game position (2 players, no powers) for the side to move, in
 * centi-units. Terms (engine-notes.md): worker height (non-linear), squares a worker can step up to,
 * mobility, trapped workers, centre, and win threats — a worker on level 2 next to a free level 3.
 * The side to move never has a threat here: the search takes such a win before it evaluates.
 */
import { A0, A1, B0, B1, DOMES, L1, L2, L3, NEIGHBOURS } from '@santorini/engine';
import { climbable, heightAt, lowest, popcount } from './bits.js';
import { TUNED_WEIGHTS } from './tunedWeights.js';
import { NEIGHBOUR_STATES, type EvalWeights } from './weights.js';

/**
 * The hand-set weights: the general evaluation's (every power, 3–4 players), and the base game's
 * until the Texel-tuned ones measured better (docs/experiments.md, "Texel tuning, the first round").
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
  neighbour: new Array<number>(3 * NEIGHBOUR_STATES).fill(0),
  ladder: [0, 0],
};

/** The base-game search's weights: Texel-tuned (`tunedWeights.ts`), +119 and +168 Elo over the hand-set ones. */
export const BASE_GAME_WEIGHTS: EvalWeights = TUNED_WEIGHTS.weights;

/**
 * The weights as flat tables the hot loop reads. Mobility, the step-ups and the threat potential
 * count free neighbours of one level by the worker's height, so they are folded into one table of
 * neighbour weights by worker height (0–3) and neighbour state with `neighbour`'s own.
 */
export class Evaluator {
  private readonly height: Int32Array;
  private readonly centre: Int32Array;
  private readonly around: Int32Array;
  private readonly trapped: number;
  private readonly threat: number;
  private readonly doubleThreat: number;
  private readonly tempo: number;
  private readonly ladderFrom0: number;
  private readonly ladderFrom1: number;
  private readonly ladders: boolean;

  constructor(weights: EvalWeights = BASE_GAME_WEIGHTS) {
    this.height = Int32Array.from(weights.height);
    this.centre = Int32Array.from(weights.centre);
    this.around = Int32Array.from({ length: 4 * NEIGHBOUR_STATES }, (_, i) => {
      const h = Math.floor(i / NEIGHBOUR_STATES);
      const state = i % NEIGHBOUR_STATES;
      let w = h < 3 ? (weights.neighbour[i] ?? 0) : 0;
      if (state <= h + 1 && state < 4) w += weights.mobility;
      if (state === h + 1 && h < 2) w += weights.stepUp[h] ?? 0;
      if (h === 2 && state === 2) w += weights.threatPotential;
      return w;
    });
    this.trapped = weights.trapped;
    this.threat = weights.threat;
    this.doubleThreat = weights.doubleThreat;
    this.tempo = weights.tempo;
    this.ladderFrom0 = weights.ladder[0] ?? 0;
    this.ladderFrom1 = weights.ladder[1] ?? 0;
    this.ladders = this.ladderFrom0 !== 0 || this.ladderFrom1 !== 0;
  }

  /**
   * The score of the side to move in a frame of the base-game kernel's stack (the frame at
   * `frames[at]`: its mover's workers a0 and a1, the opponent's b0 and b1).
   */
  evaluate(frames: Int32Array, at: number): number {
    const l1 = frames[at + L1] ?? 0;
    const l2 = frames[at + L2] ?? 0;
    const l3 = frames[at + L3] ?? 0;
    const domes = frames[at + DOMES] ?? 0;
    const a0 = frames[at + A0] ?? 0;
    const a1 = frames[at + A1] ?? 0;
    const b0 = frames[at + B0] ?? 0;
    const b1 = frames[at + B1] ?? 0;
    const free = ~(domes | (1 << a0) | (1 << a1) | (1 << b0) | (1 << b1));
    // The squares next to a free level 2 (not 3), and next to a free level 3: a ladder's next rung.
    const nearLevel2 = this.ladders ? neighbours(free & l2 & ~l3) : 0;
    const nearLevel3 = this.ladders ? neighbours(free & l3) : 0;
    const mine =
      this.worker(l1, l2, l3, domes, free, nearLevel2, nearLevel3, a0) +
      this.worker(l1, l2, l3, domes, free, nearLevel2, nearLevel3, a1);
    const theirs =
      this.worker(l1, l2, l3, domes, free, nearLevel2, nearLevel3, b0) +
      this.worker(l1, l2, l3, domes, free, nearLevel2, nearLevel3, b1);
    const threats = popcount(
      (this.threatsOf(l2, l3, free, l1, b0) | this.threatsOf(l2, l3, free, l1, b1)) >>> 0,
    );
    const threatScore = threats === 0 ? 0 : threats === 1 ? this.threat : this.doubleThreat;
    return mine - theirs - threatScore + this.tempo;
  }

  private threatsOf(l2: number, l3: number, free: number, l1: number, sq: number): number {
    return heightAt(l1, l2, l3, sq) === 2 ? (NEIGHBOURS[sq] ?? 0) & free & l3 : 0;
  }

  private worker(
    l1: number,
    l2: number,
    l3: number,
    domes: number,
    free: number,
    nearLevel2: number,
    nearLevel3: number,
    sq: number,
  ): number {
    const h = heightAt(l1, l2, l3, sq);
    const next = NEIGHBOURS[sq] ?? 0;
    const around = next & free;
    const row = h * NEIGHBOUR_STATES;
    const table = this.around;
    let score =
      (this.height[h] ?? 0) +
      (this.centre[sq] ?? 0) +
      (table[row] ?? 0) * popcount(around & ~l1) +
      (table[row + 1] ?? 0) * popcount(around & l1 & ~l2) +
      (table[row + 2] ?? 0) * popcount(around & l2 & ~l3) +
      (table[row + 3] ?? 0) * popcount(around & l3) +
      (table[row + 4] ?? 0) * popcount(next & domes);
    if ((around & climbable(l2, l3, h)) === 0) score += this.trapped;
    else if (h === 0) score += this.ladderFrom0 * popcount(around & l1 & ~l2 & nearLevel2);
    else if (h === 1) score += this.ladderFrom1 * popcount(around & l2 & ~l3 & nearLevel3);
    return score;
  }
}

const FULL_BOARD = (1 << 25) - 1;

/** The squares next to any square of a set. */
function neighbours(set: number): number {
  let near = 0;
  for (let rest = set & FULL_BOARD; rest !== 0; rest &= rest - 1) near |= NEIGHBOURS[lowest(rest)] ?? 0;
  return near;
}
