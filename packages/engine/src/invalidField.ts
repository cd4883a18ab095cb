import type { GivenValue, JsonType, PositionError, PositionProblem } from './positionError.js';
import { positionErrorText } from './words/positionWords.js';

/**
 * A position field that breaks spec §2: `field` is its JSON path, `problem` what is wrong (data).
 * Thrown while parsing, caught by parsePosition; the message is written from the data.
 */
export class InvalidField extends Error {
  constructor(
    readonly field: string,
    readonly problem: PositionProblem,
  ) {
    super(positionErrorText({ ...problem, field }));
  }

  /** The error as parsePosition returns it. */
  toError(): PositionError {
    return { ...this.problem, field: this.field, message: this.message };
  }
}

/** A value as JSON text: undefined for `undefined` (JSON has no text for it); `[…]` for one nested too deep to write. */
function jsonText(value: unknown): string | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return Array.isArray(value) ? '[…]' : '{…}';
  }
}

/** A JSON value as it was given, shortened for a message. */
export const describeValue = (value: unknown): string => {
  const text = jsonText(value);
  return text === undefined ? String(value) : text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

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
