import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSquare } from './square.js';
import { FULL, neighbours, PERIMETER, popcount, setOf, squares } from './squareSet.js';

const sq = (name: string): number => parseSquare(name) ?? -1;

describe('square sets', () => {
  it('counts bits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: FULL }), (set) => {
        expect(popcount(set)).toBe(
          set
            .toString(2)
            .split('')
            .filter((c) => c === '1').length,
        );
      }),
    );
  });

  it('lists squares in increasing order and builds the set back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: FULL }), (set) => {
        expect(setOf(squares(set))).toBe(set);
      }),
    );
  });

  it('gives corners 3 neighbours, edges 5 and the interior 8', () => {
    expect(squares(neighbours(sq('a1')))).toEqual([sq('b1'), sq('a2'), sq('b2')]);
    expect(popcount(neighbours(sq('c1')))).toBe(5);
    expect(popcount(neighbours(sq('c3')))).toBe(8);
  });

  it('is symmetric: b neighbours a when a neighbours b', () => {
    for (let a = 0; a < 25; a++)
      for (const b of squares(neighbours(a))) expect(squares(neighbours(b))).toContain(a);
  });

  it('has 16 perimeter squares', () => {
    expect(popcount(PERIMETER)).toBe(16);
    expect(PERIMETER & (1 << sq('c3'))).toBe(0);
    expect(PERIMETER & (1 << sq('e5'))).not.toBe(0);
  });
});
