import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wholeNumberIn } from './wholeNumber.js';

const LEVEL = { what: 'Level', min: 1, max: 8 };

describe('wholeNumberIn', () => {
  it('reads a whole number in the range', () => {
    expect(wholeNumberIn('3', LEVEL)).toEqual({ ok: true, value: 3 });
    expect(wholeNumberIn('+8', LEVEL)).toEqual({ ok: true, value: 8 });
    expect(wholeNumberIn('007', LEVEL)).toEqual({ ok: true, value: 7 });
    expect(wholeNumberIn('-0', { what: 'x', min: 0, max: 1 })).toEqual({ ok: true, value: 0 });
  });

  it('calls a number of any length outside the range too large or too small, naming the range', () => {
    expect(wholeNumberIn('99999999999999999999', LEVEL)).toEqual({
      ok: false,
      error: 'Level must be a whole number from 1 to 8: "99999999999999999999" is too large',
    });
    expect(wholeNumberIn('-1', LEVEL)).toEqual({
      ok: false,
      error: 'Level must be a whole number from 1 to 8: "-1" is too small',
    });
    const huge = wholeNumberIn('9'.repeat(100_000), LEVEL);
    expect(huge.ok || huge.error).toMatch(/^Level .*: "9+…" \(100,000 characters\) is too large$/);
  });

  it('quotes what is not a whole number, on one line', () => {
    for (const text of ['1e9', '2.5', '', 'two', '0x10', ' 3', '3\n4', 'Infinity'])
      expect(wholeNumberIn(text, LEVEL)).toEqual({
        ok: false,
        error: `Level must be a whole number from 1 to 8, got ${JSON.stringify(text)}`,
      });
  });

  it('reads back every integer in the range and refuses every one outside', () => {
    const range = { what: 'n', min: -1000, max: 1000 };
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), (value) => {
        const read = wholeNumberIn(String(value), range);
        expect(read.ok).toBe(value >= range.min && value <= range.max);
        if (read.ok) expect(read.value).toBe(value);
      }),
    );
  });
});
