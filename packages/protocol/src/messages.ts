import type { TObject, TSchema, TUnion } from '@sinclair/typebox';
import { checkValue, type Checked } from './check.js';
import { ClientMessage, ServerMessage } from './socketMessages.js';

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
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

const clientCases = casesByType(ClientMessage);
const serverCases = casesByType(ServerMessage);

/** A decoded JSON value as one case of a union of messages: the case is picked by `type`, then checked. */
function readMessage<T>(cases: ReadonlyMap<string, TSchema>, value: unknown): Checked<T> {
  if (!isObject(value)) return { ok: false, error: 'a message is a JSON object with a "type"' };
  const schema = typeof value.type === 'string' ? cases.get(value.type) : undefined;
  if (schema === undefined)
    return {
      ok: false,
      error: `unknown message type ${JSON.stringify(value.type)}: ${[...cases.keys()].join(', ')}`,
    };
  return checkValue(schema, value, 'the message') as Checked<T>;
}

/** A client's message (decoded JSON) as one case of `ClientMessage`, or what is wrong with it. */
export const readClientMessage = (value: unknown): Checked<ClientMessage> =>
  readMessage<ClientMessage>(clientCases, value);

/** A server's message (decoded JSON) as one case of `ServerMessage`, or what is wrong with it. */
export const readServerMessage = (value: unknown): Checked<ServerMessage> =>
  readMessage<ServerMessage>(serverCases, value);
