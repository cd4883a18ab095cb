import type { GameBody, ServerMessage } from './protocol.js';
import { t } from '../i18n/i18n.js';

type Fields = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

const isPlayer = (value: unknown): boolean =>
  isObject(value) && typeof value.id === 'string' && typeof value.name === 'string';

/** Whether a value has the fields of a game body that the app reads before anything else. */
export function isGameBody(value: unknown): value is GameBody {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.status === 'string' &&
    Array.isArray(value.seats) &&
    isCount(value.seq)
  );
}

/** Checks the fields each kind of message must carry. */
function wellFormed(message: Fields): boolean {
  switch (message.type) {
    case 'state':
      return isGameBody(message.game);
    case 'turn':
      return isCount(message.seq) && isCount(message.seat) && typeof message.turn === 'string';
    case 'seats':
      return Array.isArray(message.seats);
    case 'end':
      return isObject(message.result);
    case 'chat':
      return isPlayer(message.from) && typeof message.text === 'string';
    case 'error':
      return typeof message.code === 'string';
    case 'pong':
      return true;
    case 'rematch':
      return typeof message.id === 'string';
    default:
      return false;
  }
}

/**
 * A socket frame as a server message, or null for one the app does not know (an unknown type, a
 * missing field, not JSON): a newer server may send more than this client reads.
 */
export function parseServerMessage(frame: unknown): ServerMessage | null {
  if (typeof frame !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return null;
  }
  if (!isObject(value) || !wellFormed(value)) return null;
  const message = value as ServerMessage;
  // An error without a message still says something to the player.
  if (message.type === 'error' && typeof message.message !== 'string')
    return { ...message, message: t('online.error.refusedCode', { code: message.code }) };
  return message;
}
