import type { Position } from '@santorini/engine';
import { DEFAULT_WEIGHTS } from '../base/evaluate.js';
import type { EvalWeights } from '../base/weights.js';
import { NEIGHBOUR_PARAMETER, PARAMETER_COUNT, weightsFromVector } from '../base/weightVector.js';
import { GeneralEvaluator } from './evaluate.js';

/**
 * The parameters the general evaluation reads: the first 15 of the weight vector (heights,
 * step-ups, mobility, trapped, threat potential, threats, tempo, centre); the neighbour and ladder
 * terms are the base game's only.
 */
export const GENERAL_PARAMETER_COUNT = NEIGHBOUR_PARAMETER;

/** A position's general evaluation as `offset` + weights · `features`. */
export interface GeneralFeatureRow {
  readonly features: Float64Array;
  /** What the powers' terms (and the constants outside the vector) add whatever the weights. */
  readonly offset: number;
}

/**
 * The general evaluation (every power, 2–4 players) as a linear function of the weight vector, for
 * tuning with powers: given a position, the powers' bonuses do not depend on the weights, and every
 * other term is a weight times a count. Each count is read off the evaluator itself, as its score
 * with one weight at 1 less its score with all at 0, so the features cannot drift from the
 * evaluation the search plays.
 */
export class GeneralFeatures {
  private readonly zero: GeneralEvaluator;
  private readonly units: GeneralEvaluator[];

  /** `base`: what the vector does not hold (height 0 and 3, the corner), as `weightsFromVector` takes it. */
  constructor(base: EvalWeights = DEFAULT_WEIGHTS) {
    const vector = (unit: number): number[] =>
      Array.from({ length: PARAMETER_COUNT }, (_, i) => (i === unit ? 1 : 0));
    this.zero = new GeneralEvaluator(weightsFromVector(vector(-1), base));
    this.units = Array.from(
      { length: GENERAL_PARAMETER_COUNT },
      (_, j) => new GeneralEvaluator(weightsFromVector(vector(j), base)),
    );
  }

  /** The row of `pos` for `side` (default: the side to move); the features are PARAMETER_COUNT long, 0 past the general ones. */
  of(pos: Position, side: number = pos.sideOf(pos.turn)): GeneralFeatureRow {
    const offset = this.zero.evaluate(pos, side);
    const features = new Float64Array(PARAMETER_COUNT);
    for (let j = 0; j < GENERAL_PARAMETER_COUNT; j++)
      features[j] = (this.units[j] as GeneralEvaluator).evaluate(pos, side) - offset;
    return { features, offset };
  }
}
