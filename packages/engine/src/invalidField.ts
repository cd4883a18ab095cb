import { quoteValue } from './quote.js';

/** A position field that breaks spec §2: `field` is its JSON path. Thrown while parsing, caught by parsePosition. */
export class InvalidField extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}

/** A JSON value as it was given, shortened to one line for a message (quote.ts). */
export const describeValue = (value: unknown): string => quoteValue(value);

/** A boolean field's value, or the error naming it. */
export function readFlag(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean')
    throw new InvalidField(field, `expected true or false, got ${describeValue(value)}`);
  return value;
}
