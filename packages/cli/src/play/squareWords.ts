import { parseSquare } from '@santorini/engine';

/** Letter-and-number words of a turn, like `b2` or `z9`: what a person meant as squares. */
const SQUARE_LIKE = /(?<![a-z])[a-z]\d+(?!\d)/giu;

/**
 * `z9 is not a square (files a-e, ranks 1-5)` for the first word of `input` written like a square
 * that is none, or null: a clearer reason than the grammar's for a turn that does not read.
 */
export function notASquare(input: string): string | null {
  for (const [word] of input.matchAll(SQUARE_LIKE))
    if (parseSquare(word) === undefined) return `${word} is not a square (files a-e, ranks 1-5)`;
  return null;
}
