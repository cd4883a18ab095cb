import { err, ok, quoteText, type Result } from '@santorini/engine';

/** A bound on a number a person or program writes: the allowed range, and what to call the value. */
export interface NumberRange {
  readonly what: string;
  readonly min: number;
  readonly max: number;
}

/**
 * Reads a whole number in `range` from text given on the command line or in the protocol. Any
 * length of digits is read, so that `99999999999999999999` is called too large rather than not a
 * number; the error names the value, its range and what is wrong.
 */
export function wholeNumberIn(text: string, { what, min, max }: NumberRange): Result<number, string> {
  const bounds = `${what} must be a whole number from ${min} to ${max}`;
  if (!/^[-+]?\d+$/.test(text)) return err(`${bounds}, got ${quoteText(text)}`);
  const value = Number(text);
  if (value > max) return err(`${bounds}: ${quoteText(text)} is too large`);
  if (value < min) return err(`${bounds}: ${quoteText(text)} is too small`);
  // `-0` is 0 to a person: keep it out of the value.
  return ok(value === 0 ? 0 : value);
}
