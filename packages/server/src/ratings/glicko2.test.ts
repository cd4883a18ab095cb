import { describe, expect, it } from 'vitest';
import { NEW_RATING, updateRating } from './glicko2.js';

describe('Glicko-2', () => {
  it('gives the worked example of Glickman’s paper', () => {
    const player = { value: 1500, deviation: 200, volatility: 0.06 };
    const after = updateRating(player, [
      { opponent: { value: 1400, deviation: 30, volatility: 0.06 }, score: 1 },
      { opponent: { value: 1550, deviation: 100, volatility: 0.06 }, score: 0 },
      { opponent: { value: 1700, deviation: 300, volatility: 0.06 }, score: 0 },
    ]);
    expect(after.value).toBeCloseTo(1464.06, 1);
    expect(after.deviation).toBeCloseTo(151.52, 1);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });

  it('moves the winner up and the loser down by the same amount between equals', () => {
    const winner = updateRating(NEW_RATING, [{ opponent: NEW_RATING, score: 1 }]);
    const loser = updateRating(NEW_RATING, [{ opponent: NEW_RATING, score: 0 }]);
    expect(winner.value).toBeGreaterThan(1500);
    expect(winner.value - 1500).toBeCloseTo(1500 - loser.value, 6);
    expect(winner.deviation).toBeLessThan(350);
  });
});
