/**
 * The shapes of the evaluation's weights: the weights object the evaluators read (`evaluate.ts`,
 * `general/evaluate.ts`) and a tuned set as `npm run train:tune` writes it (`tunedWeights.ts`,
 * `general/tunedPowerWeights.ts`). Types and constants only, so that every file can import them.
 */

/** The base-game and general evaluations' weights. */
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
  /**
   * Per neighbour of a worker, by the worker's height 0–2 and what the neighbour is (index
   * height × 5 + state): a free square on level 0–3 (states 0–3) or a dome (4). Base game only: the
   * general evaluation (powers, 3–4 players) does not read it.
   */
  neighbour: readonly number[];
  /**
   * Per free neighbour one level up from a worker on level 0 or 1 that has a free neighbour one
   * level higher again: a ladder towards level 3. Base game only.
   */
  ladder: readonly number[];
}

/** The states of a worker's neighbour that `EvalWeights.neighbour` weighs: free on level 0–3, or a dome. */
export const NEIGHBOUR_STATES = 5;

/** A tuned weight set as `npm run train:tune` writes it: the weights, and the recipe that made them. */
export interface TunedWeights {
  readonly version: number;
  /** Each data file: its name, the command that makes it again, its recipe (header), games and positions. */
  readonly data: readonly {
    file: string;
    command: string;
    recipe: unknown;
    games: number;
    positions: number;
  }[];
  readonly tune: { command: string; lambda: number; iterations: number; rate: number };
  /** K, the quiet positions used, and the loss of the current and tuned weights (fitted and held-out games). */
  readonly fit: Readonly<Record<string, number>>;
  readonly weights: EvalWeights;
}
