import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTurn } from './notation.js';
import type { NotationError, NotationErrorKind } from './notationError.js';
import { notationErrorText } from '../words/notationWords.js';

function errorOf(text: string): NotationError {
  const parsed = parseTurn(text);
  if (parsed.ok) throw new Error(`read ${text}`);
  return parsed.error;
}

/** One text per kind, and the data it must give: every kind is here (the type checks it). */
const CASES: Record<NotationErrorKind, readonly [text: string, expected: Partial<NotationError>]> = {
  emptyTurn: ['  ', {}],
  badPlacement: ['@z9 @a1', { text: '@z9 @a1', notASquare: 'z9' }],
  extraSpace: ['c3-d4  +d5', { text: 'c3-d4  +d5' }],
  badStep: [' a3-a4 x9 ', { text: 'a3-a4 x9', token: 'x9', notASquare: 'x9' }],
};

describe('NotationError: every turn that does not read is a kind with its data, worded from it', () => {
  it.each(Object.entries(CASES))('%s', (kind, [text, expected]) => {
    const error = errorOf(text);
    expect(error).toMatchObject({ kind, ...expected });
    expect(error.message).toBe(notationErrorText(error));
  });

  it('keeps the words people know, and names no square where every square is one', () => {
    expect(errorOf('').message).toBe('empty turn');
    expect(errorOf('a3-a4 x9').message).toBe(
      '"x9" in "a3-a4 x9" is not a step: expected a step like c3-d4, +d5, d4+d5D, c4>a2, -e4',
    );
    expect(errorOf('@c3 c4').message).toBe('"@c3 c4": a placement turn places two workers, like "@b2 @d4"');
    expect(errorOf('c3=d4')).not.toHaveProperty('notASquare');
  });

  it('words every refusal from its data, on one line', () => {
    const turnLike = fc.array(
      fc.constantFrom('c3-d4', '+d5', '@b2', 'z9', ' ', '\n', '\r', 'x'.repeat(80), 'pass'),
      {
        maxLength: 6,
      },
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          turnLike.map((parts) => parts.join(' ')),
        ),
        (text) => {
          const parsed = parseTurn(text);
          if (parsed.ok) return;
          expect(parsed.error.message).toBe(notationErrorText(parsed.error));
          expect(parsed.error.message).not.toMatch(/[\n\r]/u);
        },
      ),
    );
  });
});
