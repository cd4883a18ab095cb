import { describe, expect, it } from 'vitest';
import { GLIDE_MS, glideAt } from './glide.js';
import type { Point } from './scene.js';

const from: Point = [0, 0.1, 0];
const to: Point = [1, 0.46, -1];

describe('glideAt', () => {
  it('starts where the worker was and ends where it goes', () => {
    expect(glideAt(from, to, 0, GLIDE_MS)).toEqual(from);
    const end = glideAt(from, to, GLIDE_MS, GLIDE_MS);
    end.forEach((value, axis) => {
      expect(value).toBeCloseTo(to[axis] ?? NaN);
    });
    expect(glideAt(from, to, GLIDE_MS * 3, GLIDE_MS)).toEqual(end);
  });

  it('eases out: over half the way at half the time, and hops above the higher end', () => {
    const [x, y] = glideAt(from, to, GLIDE_MS / 2, GLIDE_MS);
    expect(x).toBeGreaterThan(0.5);
    expect(y).toBeGreaterThan(to[1]);
  });

  it('jumps straight there with no duration (reduced motion)', () => {
    expect(glideAt(from, to, 0, 0)).toEqual(glideAt(from, to, GLIDE_MS, GLIDE_MS));
  });

  it('lasts 150–250 ms', () => {
    expect(GLIDE_MS).toBeGreaterThanOrEqual(150);
    expect(GLIDE_MS).toBeLessThanOrEqual(250);
  });
});
