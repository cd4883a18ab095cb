import { WIN } from '@santorini/ai';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forcedIn, SCORE_SCALE, winPercent, winProbability } from './winProbability.js';

const estimate = fc.integer({ min: -900_000, max: 900_000 });

describe('a score as a chance to win', () => {
  it('is even at 0 and 73% one scale up', () => {
    expect(winProbability(0)).toBe(0.5);
    expect(winPercent(SCORE_SCALE)).toBe(73);
    expect(winPercent(-SCORE_SCALE)).toBe(27);
  });

  it('is certain for forced results', () => {
    expect(winProbability(WIN - 3)).toBe(1);
    expect(winProbability(-(WIN - 2))).toBe(0);
    expect(winPercent(WIN - 1)).toBe(100);
    expect(winPercent(-(WIN - 1))).toBe(0);
    expect(forcedIn(WIN - 3)).toEqual({ win: true, turns: 3 });
    expect(forcedIn(-(WIN - 2))).toEqual({ win: false, turns: 2 });
    expect(forcedIn(120)).toBeNull();
  });

  it('grows with the score, and the two sides add up to one', () => {
    fc.assert(
      fc.property(estimate, estimate, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(winProbability(low)).toBeLessThanOrEqual(winProbability(high));
        expect(winPercent(low)).toBeLessThanOrEqual(winPercent(high));
        expect(winProbability(a) + winProbability(-a)).toBeCloseTo(1, 12);
      }),
    );
  });

  it('never says 0% or 100% for an estimate', () => {
    fc.assert(
      fc.property(estimate, (score) => {
        const percent = winPercent(score);
        expect(percent).toBeGreaterThanOrEqual(1);
        expect(percent).toBeLessThanOrEqual(99);
      }),
    );
  });
});
