import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTurn } from './notation.js';
import { formatTurn } from '../core/turnText.js';
import type { Step } from '../core/steps.js';

const parsed = (text: string): readonly Step[] => {
  const result = parseTurn(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('turn notation', () => {
  it('reads every kind of step', () => {
    expect(parsed('@b2 @d4')).toEqual([
      { kind: 'place', to: 6 },
      { kind: 'place', to: 18 },
    ]);
    expect(parsed('c3-d4 +d5')).toEqual([
      { kind: 'move', from: 12, to: 18 },
      { kind: 'build', at: 23, dome: false },
    ]);
    expect(parsed('e1+e2D')).toEqual([{ kind: 'build', at: 9, dome: true, builder: 4 }]);
    expect(parsed('c4>a2')).toEqual([{ kind: 'force', from: 17, to: 5 }]);
    expect(parsed('-e4')).toEqual([{ kind: 'remove', at: 19 }]);
    expect(parsed('pass')).toEqual([{ kind: 'pass' }]);
  });

  it('is case-insensitive on input and canonical on output', () => {
    expect(formatTurn(parsed('C3-D4 +D5'))).toBe('c3-d4 +d5');
    expect(formatTurn(parsed('e1+e2d'))).toBe('e1+e2D');
    expect(formatTurn(parsed('PASS'))).toBe('pass');
  });

  it('drops a redundant builder prefix on output and keeps a needed one', () => {
    expect(
      formatTurn([
        { kind: 'move', from: 12, to: 18 },
        { kind: 'build', at: 23, dome: false, builder: 18 },
      ]),
    ).toBe('c3-d4 +d5');
    expect(
      formatTurn([
        { kind: 'build', at: 17, dome: false, builder: 12 },
        { kind: 'move', from: 12, to: 18 },
      ]),
    ).toBe('c3+c4 c3-d4');
  });

  it.each([
    ['an empty turn', ''],
    ['a square off the board', 'c3-f4 +d5'],
    ['a lone placement', '@b2'],
    ['three placements', '@b2 @c2 @d2'],
    ['a placement mixed with a move', '@b2 c3-d4'],
    ['two spaces', 'c3-d4  +d5'],
    ['garbage', 'hello'],
    ['a move without a destination', 'c3- +d5'],
    ['a dome mark on a move', 'c3-d4D'],
  ])('rejects %s as malformed', (_, text) => {
    expect(parseTurn(text).ok).toBe(false);
  });

  it('round-trips any sequence of steps', () => {
    const square = fc.integer({ min: 0, max: 24 });
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('move' as const), from: square, to: square }),
      fc.record({ kind: fc.constant('force' as const), from: square, to: square }),
      fc.record({ kind: fc.constant('build' as const), at: square, dome: fc.boolean(), builder: square }),
      fc.record({ kind: fc.constant('remove' as const), at: square }),
    );
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 6 }), (steps) => {
        const text = formatTurn(steps);
        expect(formatTurn(parsed(text))).toBe(text);
        expect(formatTurn(parsed(text.toUpperCase()))).toBe(text);
      }),
    );
  });
});
