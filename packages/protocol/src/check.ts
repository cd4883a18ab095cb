import type { Static, TSchema } from '@sinclair/typebox';
// Only Check and Errors, not the `Value` namespace: the web app's bundle keeps what it uses.
import { Errors, ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { Check } from '@sinclair/typebox/value';

/** A value that matched its schema, or what is wrong with it (naming the field). */
export type Checked<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/** A field's path as people write it: `ai.1`, `gods.0`; `whole` for the value itself. */
export function fieldName(path: string, whole: string): string {
  const field = path.split('/').slice(1).join('.');
  return field === '' ? whole : field;
}

/** One problem in words: `seq: expected integer`, `turn is missing`. */
export function errorText(error: Pick<ValueError, 'path' | 'message' | 'type'>, whole: string): string {
  const field = fieldName(error.path, whole);
  if (error.type === ValueErrorType.ObjectRequiredProperty) return `${field} is missing`;
  if (error.type === ValueErrorType.Never) return `${field} is not expected here`;
  const message = error.message.charAt(0).toLowerCase() + error.message.slice(1);
  return `${field}: ${message}`;
}

/**
 * Checks a value against a schema (TypeBox's `Check`); the first problem, in words, when it
 * does not match. `whole` names the value itself in those words ("the body", "the message").
 */
export function checkValue<T extends TSchema>(
  schema: T,
  value: unknown,
  whole = 'the value',
): Checked<Static<T>> {
  if (Check(schema, value)) return { ok: true, value };
  const first = Errors(schema, value).First();
  return { ok: false, error: first === undefined ? `${whole} does not match` : errorText(first, whole) };
}
