import { describe, expect, it } from 'vitest';
import { parseSquare, squareName, SQUARE_COUNT } from './square.js';

describe('squares', () => {
  it('numbers a1 as 0, e1 as 4 and e5 as 24', () => {
    expect(parseSquare('a1')).toBe(0);
    expect(parseSquare('e1')).toBe(4);
    expect(parseSquare('a2')).toBe(5);
    expect(parseSquare('e5')).toBe(24);
  });

  it('reads squares case-insensitively and writes them lower case', () => {
    expect(parseSquare('C3')).toBe(12);
    expect(squareName(12)).toBe('c3');
  });

  it('round-trips every square', () => {
    for (let sq = 0; sq < SQUARE_COUNT; sq++) expect(parseSquare(squareName(sq))).toBe(sq);
  });

  it.each(['', 'a', 'a0', 'a6', 'f1', 'c33', ' c3', '3c'])('rejects %j', (text) => {
    expect(parseSquare(text)).toBeUndefined();
  });
});
