import { describe, expect, it } from 'vitest';
import { ratingChart, ratingSummary } from './ratingChart.js';

const box = { width: 220, height: 120, pad: 10 };
const point = (value: number, deviation = 0) => ({ gameId: `g${value}`, at: 0, value, deviation });

describe('the rating chart', () => {
  it('spaces the games evenly and puts the best rating highest', () => {
    const shape = ratingChart([point(1500), point(1600), point(1550)], box);
    expect(shape?.points.map((p) => p.x)).toEqual([10, 110, 210]);
    const [a, b, c] = shape?.points.map((p) => p.y) ?? [];
    expect(b).toBeLessThan(c ?? 0);
    expect(c).toBeLessThan(a ?? 0);
    // A tenth of the range either side: 1490 to 1610 fill the 100 units between the pads.
    expect([shape?.low, shape?.high]).toEqual([1490, 1610]);
    expect(a).toBeCloseTo(10 + (100 * 110) / 120, 1);
    expect(shape?.line).toMatch(/^M10 [\d.]+ L110 [\d.]+ L210 [\d.]+$/);
  });

  it('widens a flat history to a span of at least 50 and centres a lone game', () => {
    const shape = ratingChart([point(1500)], box);
    expect(shape?.points).toEqual([{ x: 110, y: 60 }]);
    expect((shape?.high ?? 0) - (shape?.low ?? 0)).toBeGreaterThanOrEqual(50);
  });

  it('keeps the deviation band inside the chart', () => {
    const shape = ratingChart([point(1500, 350), point(1520, 300)], box);
    const ys = [...(shape?.band.matchAll(/[ML][\d.]+ ([\d.]+)/g) ?? [])].map((match) => Number(match[1]));
    expect(ys).toHaveLength(4);
    for (const y of ys) {
      expect(y).toBeGreaterThanOrEqual(10);
      expect(y).toBeLessThanOrEqual(110);
    }
  });

  it('draws nothing without games, and says so', () => {
    expect(ratingChart([], box)).toBeNull();
    expect(ratingSummary([])).toBe('No rated games yet.');
  });

  it('sums the history up in words', () => {
    expect(ratingSummary([point(1500.4), point(1650), point(1480), point(1623.2)])).toBe(
      'Rating over 4 rated games: from 1500 to 1623, highest 1650, lowest 1480.',
    );
    expect(ratingSummary([point(1500)])).toMatch(/^Rating over 1 rated game:/);
  });
});
