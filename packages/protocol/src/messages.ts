import type { TSchema } from '@sinclair/typebox';
import { checkValue, type Checked } from './check.js';
import { caseOf, clientCases, isObject, serverCases } from './messageCases.js';
import type { ClientMessage, ServerMessage } from './socketMessages.js';

/** A decoded JSON value as one case of a union of messages: the case is picked by `type`, then checked. */
function readMessage<T>(cases: ReadonlyMap<string, TSchema>, value: unknown): Checked<T> {
  if (!isObject(value)) return { ok: false, error: 'a message is a JSON object with a "type"' };
  const schema = caseOf(cases, value);
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
