import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.js';

describe('seededRandom', () => {
  it('repeats for the same seed and differs for another', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20 }, () => random.below(1000));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('stays within 0 to n - 1 and reaches every value', () => {
    const random = seededRandom(1);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) seen.add(random.below(6));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
