import { isServerMessage, type ServerMessage } from '@santorini/protocol';
import { t } from '../i18n/i18n.js';

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A socket frame as a server message (checked by the protocol's validator), or null for one the app
 * does not know (an unknown type, a missing field, not JSON): a newer server may send more than this
 * client reads.
 */
export function parseServerMessage(frame: unknown): ServerMessage | null {
  if (typeof frame !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return null;
  }
  // An error without a message still says something to the player.
  if (isObject(value) && value.type === 'error' && typeof value.message !== 'string')
    value = { ...value, message: t('online.error.refusedCode', { code: String(value.code) }) };
  return isServerMessage(value) ? value : null;
}
