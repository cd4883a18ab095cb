import { describe, expect, it } from 'vitest';
import { borrowHashPairSet, HashPairSet, returnHashPairSet } from './hashPairSet.js';
import { mulberry32 } from './random.js';

describe('HashPairSet', () => {
  it('adds each pair once and tells pairs apart by both words', () => {
    const set = new HashPairSet(4);
    expect(set.add(1, 2)).toBe(true);
    expect(set.add(1, 2)).toBe(false);
    expect(set.add(2, 1)).toBe(true);
    expect(set.add(1, 3)).toBe(true);
    expect(set.add(-1, 2)).toBe(true);
    expect(set.add(2, 1)).toBe(false);
    // [0, 0] marks a free slot inside; as a hash it is one like any other.
    expect(set.add(0, 0)).toBe(true);
    expect(set.add(0, 0)).toBe(false);
    expect(set.add(0, 1)).toBe(true);
    expect(set.add(1, 0)).toBe(true);
    expect(set.add(0, 1)).toBe(false);
  });

  it('agrees with a set of string keys on many pairs with colliding words, filled to capacity', () => {
    const random = mulberry32(17);
    const count = 500;
    const set = new HashPairSet(count);
    const keys = new Set<string>();
    for (let i = 0; i < count; i++) {
      // Few distinct words, so that many pairs share one word and many slots collide.
      const hi = Math.floor(random() * 8) << 28;
      const lo = Math.floor(random() * 100) | 0;
      const key = `${hi},${lo}`;
      expect(set.add(hi, lo)).toBe(!keys.has(key));
      keys.add(key);
    }
  });

  it('grows past the size it was made for and still knows every pair', () => {
    const set = new HashPairSet(1);
    for (let i = 0; i < 1000; i++) expect(set.add(i * 7919, -i)).toBe(true);
    for (let i = 0; i < 1000; i++) expect(set.add(i * 7919, -i)).toBe(false);
  });

  it('forgets every pair when cleared, also after it grew, and clears again and again', () => {
    const set = new HashPairSet(2);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 100; i++) expect(set.add(i, round)).toBe(true);
      expect(set.add(5, round)).toBe(false);
      set.clear();
      expect(set.add(5, round)).toBe(true);
      set.clear();
    }
  });

  it('lends a set no one else holds, and an empty one when it was lent before', () => {
    const first = borrowHashPairSet(4);
    const second = borrowHashPairSet(4);
    expect(second).not.toBe(first);
    first.add(1, 2);
    returnHashPairSet(first);
    const again = borrowHashPairSet(4);
    expect(again).toBe(first);
    expect(again.add(1, 2)).toBe(true);
    returnHashPairSet(again);
    returnHashPairSet(second);
  });
});
