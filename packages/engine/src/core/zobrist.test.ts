import { describe, expect, it } from 'vitest';
import { KEY_COUNT, ZOBRIST } from './zobrist.js';

/** The rank over GF(2) of 64-bit vectors given as [hi, lo] int32 pairs (Gaussian elimination). */
function rank(vectors: readonly (readonly [number, number])[]): number {
  const basis: [number, number][] = [];
  for (const [hi0, lo0] of vectors) {
    let hi = hi0 >>> 0;
    let lo = lo0 >>> 0;
    for (const [bhi, blo] of basis) {
      const pivot = bhi !== 0 ? 31 - Math.clz32(bhi) + 32 : 31 - Math.clz32(blo);
      const set = pivot >= 32 ? (hi >>> (pivot - 32)) & 1 : (lo >>> pivot) & 1;
      if (set === 1) {
        hi = (hi ^ bhi) >>> 0;
        lo = (lo ^ blo) >>> 0;
      }
    }
    if (hi === 0 && lo === 0) continue;
    basis.push([hi, lo]);
    // Keep the basis sorted by pivot, highest first, so each reduction clears its pivot for good.
    basis.sort(([ah, al], [bh, bl]) => pivotOf(bh, bl) - pivotOf(ah, al));
  }
  return basis.length;
}

const pivotOf = (hi: number, lo: number): number => (hi !== 0 ? 63 - Math.clz32(hi) : 31 - Math.clz32(lo));

describe('Zobrist keys', () => {
  it('span all 64 bits: no small set of pieces hashes like no piece at all', () => {
    const keys = Array.from(
      { length: KEY_COUNT },
      (_, i) => [ZOBRIST.hi[i] ?? 0, ZOBRIST.lo[i] ?? 0] as const,
    );
    expect(rank(keys)).toBe(64);
  });

  it('the rank check sees a linear dependence (a check that can fail)', () => {
    expect(
      rank([
        [1, 0],
        [0, 1],
        [1, 1],
      ]),
    ).toBe(2);
    expect(
      rank([
        [0x40000000, 5],
        [7, 0],
      ]),
    ).toBe(2);
  });
});
