import type { TObject, TSchema, TUnion } from '@sinclair/typebox';
import { matches } from './matches.js';
import { ClientMessage, ServerMessage } from './socketMessages.js';

export const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The cases of a union of messages, by their `type`. */
function casesByType(union: TUnion<TObject[]>): ReadonlyMap<string, TSchema> {
  const cases = new Map<string, TSchema>();
  for (const schema of union.anyOf) {
    const type = (schema.properties.type as { const?: unknown } | undefined)?.const;
    if (typeof type === 'string') cases.set(type, schema);
  }
  return cases;
}

export const clientCases = casesByType(ClientMessage);
export const serverCases = casesByType(ServerMessage);

/** The schema of a message's case, picked by its `type`; undefined for an unknown type. */
export const caseOf = (cases: ReadonlyMap<string, TSchema>, value: Readonly<Record<string, unknown>>) =>
  typeof value.type === 'string' ? cases.get(value.type) : undefined;

/** Whether a decoded JSON value is a server message (one case of `ServerMessage`, checked). */
export function isServerMessage(value: unknown): value is ServerMessage {
  if (!isObject(value)) return false;
  const schema = caseOf(serverCases, value);
  return schema !== undefined && matches(schema, value);
}
