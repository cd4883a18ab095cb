import { parseTurn } from '@santorini/engine';

/**
 * `z9 is not a square (files a-e, ranks 1-5)` when `input` does not read as a turn and a word of it
 * is written like a square that is none (the engine's `notASquare`), or null: a clearer reason than
 * the grammar's.
 */
export function notASquare(input: string): string | null {
  const parsed = parseTurn(input);
  const word = parsed.ok || !('notASquare' in parsed.error) ? undefined : parsed.error.notASquare;
  return word === undefined ? null : `${word} is not a square (files a-e, ranks 1-5)`;
}
