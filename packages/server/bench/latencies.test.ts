import { describe, expect, it } from 'vitest';
import { percentile, summarise } from './latencies.js';

describe('percentile', () => {
  it('is the nearest-rank value, whatever the order of the samples', () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 99)).toBe(10);
    expect(percentile(samples, 0)).toBe(1);
    expect(percentile([42], 99)).toBe(42);
  });

  it('is null without samples and refuses a percentile outside 0–100', () => {
    expect(percentile([], 50)).toBeNull();
    expect(() => percentile([1], 101)).toThrow(/0 to 100/);
    expect(() => percentile([1], Number.NaN)).toThrow(/0 to 100/);
  });

  it('sums up count, p50, p99 and max', () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(summarise(samples)).toEqual({ count: 100, p50: 50, p99: 99, max: 100 });
    expect(summarise([])).toEqual({ count: 0, p50: null, p99: null, max: null });
  });
});
