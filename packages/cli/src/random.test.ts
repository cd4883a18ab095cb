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

  // Drawn from the CLI's own mulberry32 before it used the engine's: seeded games and arena
  // openings replay as they did.
  it.each([
    [0, [266429, 329, 223272, 146202, 467327, 545049, 615251, 648985, 456007, 581218, 246257, 97851]],
    [1, [627073, 2735, 527447, 981050, 968377, 281103, 612838, 720743, 425796, 994822, 455271, 488788]],
    [7, [11704, 61958, 976907, 699028, 521445, 405521, 466232, 239925, 553325, 729822, 257815, 155948]],
    [
      20261207,
      [138699, 837337, 849921, 666086, 180321, 797452, 391117, 309180, 820822, 166986, 76947, 100159],
    ],
    [
      4294967295,
      [896422, 189478, 715652, 944059, 845236, 539139, 680497, 475572, 135857, 988444, 871467, 189348],
    ],
  ])('draws the same numbers as before for seed %i', (seed, expected) => {
    const random = seededRandom(seed);
    expect(Array.from({ length: expected.length }, () => random.below(1000000))).toEqual(expected);
  });
});
