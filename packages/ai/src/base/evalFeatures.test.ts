import { BaseStack, type Position } from '@santorini/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyWeightVector } from '../testing/weights.js';
import { baseGamePositions } from '../testing/games.js';
import { dot, evalFeatures } from './evalFeatures.js';
import { DEFAULT_WEIGHTS, Evaluator } from './evaluate.js';
import type { EvalWeights } from './weights.js';
import { position } from '../testing/position.js';
import {
  LADDER_PARAMETER,
  NEIGHBOUR_PARAMETER,
  PARAMETER_NAMES,
  weightsFromVector,
  weightVector,
} from './weightVector.js';

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
      fc.property(anyWeightVector(), fc.nat(), (vector, index) => {
        expect(dot(vector, evalFeatures(at(index)))).toBe(searchEvaluation(weightsFromVector(vector), index));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the neighbour and ladder features', () => {
  // The mover's a1 (level 0) can step up to b1 (level 1), next to a free level 2 at c1; e5 (level 1)
  // can step up to d5 (level 2), next to a free level 3 at c5: one ladder from each level.
  const ladders = {
    players: [{ workers: ['a1', 'e5'] }, { workers: ['a3', 'e3'] }],
    levels: ['00321', '00000', '00000', '00000', '01200'],
    domes: ['b4'],
    toMove: 0,
  };
  const named = (features: Float64Array): Record<string, number> =>
    Object.fromEntries(PARAMETER_NAMES.map((name, i) => [name, features[i] ?? 0]));

  it('counts each worker’s neighbours by state and its ladders, the mover’s + and the other’s −', () => {
    const features = named(evalFeatures(position(ladders)));
    expect(features.ladderFrom0).toBe(1);
    expect(features.ladderFrom1).toBe(1);
    // a1: a2 b2 on level 0, b1 on level 1; e5: d4 e4 on level 0, d5 on level 2; a3 and e3: five
    // neighbours each, all free on level 0 but a3's b4, a dome.
    expect(features['neighbour.h0.level0']).toBe(2 - 4 - 5);
    expect(features['neighbour.h0.level1']).toBe(1);
    expect(features['neighbour.h0.dome']).toBe(-1);
    expect(features['neighbour.h1.level0']).toBe(2);
    expect(features['neighbour.h1.level2']).toBe(1);
    expect(NEIGHBOUR_PARAMETER).toBe(PARAMETER_NAMES.indexOf('neighbour.h0.level0'));
    expect(LADDER_PARAMETER).toBe(PARAMETER_NAMES.indexOf('ladderFrom0'));
  });

  it('counts the same ladders against the side to move when the other side holds them', () => {
    const features = named(evalFeatures(position({ ...ladders, toMove: 1 })));
    expect(features.ladderFrom0).toBe(-1);
    expect(features.ladderFrom1).toBe(-1);
  });

  it('counts no ladder once its top rung is domed', () => {
    const features = named(evalFeatures(position({ ...ladders, domes: ['b4', 'c1', 'c5'] })));
    expect(features.ladderFrom0).toBe(0);
    expect(features.ladderFrom1).toBe(0);
  });
});
