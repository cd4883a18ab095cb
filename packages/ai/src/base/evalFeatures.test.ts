import { BaseStack, type Position } from '@santorini/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseGamePositions } from '../testing/games.js';
import { dot, evalFeatures } from './evalFeatures.js';
import { DEFAULT_WEIGHTS, Evaluator, type EvalWeights } from './evaluate.js';
import { PARAMETER_COUNT, weightsFromVector, weightVector } from './weightVector.js';

const positions = baseGamePositions(11, 40);
const stack = new BaseStack(1);
const at = (index: number): Position => positions[index % positions.length] as Position;

/** The search's evaluation of a position, through the kernel's frame as the search reads it. */
function searchEvaluation(weights: EvalWeights, index: number): number {
  stack.load(0, at(index));
  return new Evaluator(weights).evaluate(stack.frames, 0);
}

describe('the evaluation as a weight vector', () => {
  it('round-trips the default weights exactly', () => {
    expect(positions.length).toBeGreaterThan(500);
    expect(weightsFromVector(weightVector(DEFAULT_WEIGHTS))).toEqual(DEFAULT_WEIGHTS);
  });

  it('the default vector gives the current evaluation on every sampled position', () => {
    const vector = weightVector();
    for (let i = 0; i < positions.length; i++)
      expect(dot(vector, evalFeatures(at(i)))).toBe(searchEvaluation(DEFAULT_WEIGHTS, i));
  });

  it('any integer vector gives the evaluation of its weights (features are the linear view)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1000, max: 1000 }), {
          minLength: PARAMETER_COUNT,
          maxLength: PARAMETER_COUNT,
        }),
        fc.nat(),
        (vector, index) => {
          expect(dot(vector, evalFeatures(at(index)))).toBe(
            searchEvaluation(weightsFromVector(vector), index),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
