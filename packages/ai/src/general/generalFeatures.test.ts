import type { GodName, Position } from '@santorini/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyWeightVector } from '../testing/weights.js';
import { dot } from '../base/evalFeatures.js';
import { DEFAULT_WEIGHTS } from '../base/evaluate.js';
import { PARAMETER_COUNT, weightsFromVector, weightVector } from '../base/weightVector.js';
import { godGamePositions } from '../testing/games.js';
import { GeneralEvaluator } from './evaluate.js';
import { GENERAL_PARAMETER_COUNT, GeneralFeatures } from './generalFeatures.js';

const LINEUPS: readonly (GodName | null)[][] = [
  ['artemis', 'pan'],
  ['hypnus', 'chronus'],
  ['athena', null],
  ['limus', 'minotaur'],
];
const positions = LINEUPS.flatMap((gods, i) => godGamePositions(gods, 30 + i, 4));
const at = (index: number): Position => positions[index % positions.length] as Position;
const features = new GeneralFeatures();

describe('the general evaluation as offset + weights · features', () => {
  it('gives the evaluation of the default weights on every sampled position, from either side', () => {
    expect(positions.length).toBeGreaterThan(100);
    const vector = weightVector(DEFAULT_WEIGHTS);
    const evaluator = new GeneralEvaluator(DEFAULT_WEIGHTS);
    for (const pos of positions)
      for (const side of [0, 1]) {
        const row = features.of(pos, side);
        expect(row.offset + dot(vector, row.features)).toBeCloseTo(evaluator.evaluate(pos, side), 6);
      }
  });

  it('any integer vector gives the general evaluation of its weights', () => {
    fc.assert(
      fc.property(anyWeightVector(), fc.nat(), (vector, index) => {
        const pos = at(index);
        const row = features.of(pos);
        const expected = new GeneralEvaluator(weightsFromVector(vector)).evaluate(pos, pos.sideOf(pos.turn));
        expect(row.offset + dot(vector, row.features)).toBeCloseTo(expected, 6);
      }),
      { numRuns: 200 },
    );
  });

  it('counts nothing past the general parameters, and something for most of them', () => {
    const used = new Set<number>();
    for (const pos of positions) {
      const row = features.of(pos);
      for (let j = 0; j < PARAMETER_COUNT; j++) {
        if (row.features[j] === 0) continue;
        expect(j).toBeLessThan(GENERAL_PARAMETER_COUNT);
        used.add(j);
      }
    }
    expect(used.size).toBeGreaterThanOrEqual(12);
  });
});
