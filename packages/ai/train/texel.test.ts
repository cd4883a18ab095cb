import { describe, expect, it } from 'vitest';
import { mulberry32 } from '@santorini/ai';
import { fitK, sigmoid, TexelSet, texelLoss, tuneWeights } from './texel.js';

/** Positions whose result follows sigmoid(0.01 · (80·a − 30·b + 20)) from two features and a bias. */
function synthetic(size: number, seed: number): TexelSet {
  const random = mulberry32(seed);
  const rows: number[][] = [];
  const labels: number[] = [];
  for (let i = 0; i < size; i++) {
    const row = [Math.floor(random() * 7) - 3, Math.floor(random() * 5) - 2, 1];
    rows.push(row);
    labels.push(random() < sigmoid(0.01 * (80 * (row[0] ?? 0) - 30 * (row[1] ?? 0) + 20)) ? 1 : 0);
  }
  return TexelSet.of(rows, labels);
}

describe('Texel tuning', () => {
  const set = synthetic(2000, 5);

  it('fits K to the scale at which the weights best predict the results', () => {
    const k = fitK(set, [80, -30, 20]);
    expect(k).toBeGreaterThan(0.006);
    expect(k).toBeLessThan(0.015);
    expect(texelLoss(set, [80, -30, 20], k)).toBeLessThan(texelLoss(set, [80, -30, 20], k * 3));
  });

  it('reduces the loss from poor weights, towards the weights the results came from', () => {
    const start = [10, 10, 0];
    const tuned = tuneWeights(set, start, 0.01, { iterations: 600, rate: 2 });
    expect(texelLoss(set, tuned, 0.01)).toBeLessThan(texelLoss(set, start, 0.01) - 0.02);
    expect(tuned[0]).toBeGreaterThan(55);
    expect(tuned[1]).toBeLessThan(-10);
  });

  it('leaves frozen weights as they are', () => {
    const tuned = tuneWeights(set, [10, 10, 0], 0.01, {
      iterations: 100,
      rate: 2,
      frozen: [false, true, false],
    });
    expect(tuned[1]).toBe(10);
    expect(tuned[0]).not.toBe(10);
  });

  it("adds each position's fixed offset to its score, so the weights fit around it", () => {
    // The same positions with the bias moved out of the features into the offsets.
    const rows: number[][] = [];
    const offsets: number[] = [];
    for (let i = 0; i < set.size; i++) {
      rows.push([set.x[i * 3] ?? 0, set.x[i * 3 + 1] ?? 0]);
      offsets.push(20);
    }
    const moved = TexelSet.of(rows, Array.from(set.y), offsets);
    expect(moved.score([80, -30], 0)).toBe(set.score([80, -30, 20], 0));
    expect(texelLoss(moved, [80, -30], 0.01)).toBeCloseTo(texelLoss(set, [80, -30, 20], 0.01), 12);
    expect(() => new TexelSet(moved.x, moved.y, 2, new Float64Array(1))).toThrow(/one offset per label/);
  });
});
