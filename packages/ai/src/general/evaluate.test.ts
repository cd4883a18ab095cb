import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS } from '../base/evaluate.js';
import { godGamePositions } from '../testing/games.js';
import { GeneralEvaluator } from './evaluate.js';

const other = { ...DEFAULT_WEIGHTS, height: [0, 500, 900, 300], mobility: 40 };

describe('the general evaluation by player count', () => {
  const two = godGamePositions(['apollo', 'pan'], 3, 2);
  const three = godGamePositions(['apollo', 'pan', 'athena'], 4, 2);
  const split = new GeneralEvaluator(other, undefined, DEFAULT_WEIGHTS);

  it('judges 2-player games by its weights', () => {
    const alone = new GeneralEvaluator(other);
    expect(two.length).toBeGreaterThan(10);
    for (const pos of two) expect(split.evaluate(pos, 0)).toBe(alone.evaluate(pos, 0));
  });

  it('judges 3 players by the many-player weights', () => {
    const hand = new GeneralEvaluator(DEFAULT_WEIGHTS);
    expect(three.length).toBeGreaterThan(10);
    expect(three.every((pos) => pos.playerCount === 3)).toBe(true);
    for (const pos of three) expect(split.evaluate(pos, 1)).toBe(hand.evaluate(pos, 1));
    expect(three.some((pos) => new GeneralEvaluator(other).evaluate(pos, 1) !== hand.evaluate(pos, 1))).toBe(
      true,
    );
  });
});
