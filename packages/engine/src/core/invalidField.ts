import { quoteValue } from './quote.js';
import type { GivenValue, JsonType, PositionProblem } from './positionError.js';

/**
 * A position field that breaks spec §2: `field` is its JSON path, `problem` what is wrong (data).
 * Thrown while parsing, caught by parsePosition, which writes the words (json/json.ts).
 */
export class InvalidField extends Error {
  constructor(
    readonly field: string,
    readonly problem: PositionProblem,
  ) {
    super(`${field}: ${problem.kind}`);
  }
}

/** A JSON value as it was given, shortened to one line for a message (quote.ts). */
export const describeValue = (value: unknown): string => quoteValue(value);

function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' || type === 'undefined'
    ? type
    : 'object';
}

/** A value as given, for an error: its type and its quoted text (`describeValue`). */
export const given = (value: unknown): GivenValue => ({ type: jsonType(value), text: describeValue(value) });

/** A boolean field's value, or the error naming it. */
export function readFlag(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') throw new InvalidField(field, { kind: 'notBoolean', got: given(value) });
  return value;
}
