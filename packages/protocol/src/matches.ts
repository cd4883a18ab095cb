import type { Static, TSchema } from '@sinclair/typebox';
import { Check } from '@sinclair/typebox/value';

/**
 * Whether a value matches a schema, without saying what is wrong: TypeBox's `Check` alone, the
 * lightest check for a browser (no error messages bundled).
 */
export const matches = <T extends TSchema>(schema: T, value: unknown): value is Static<T> =>
  Check(schema, value);
