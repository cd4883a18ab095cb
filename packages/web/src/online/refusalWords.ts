import { refusalFromWire, type IllegalTurnFields } from '@santorini/protocol';
import { i18n, t } from '../i18n/i18n.js';
import { refusalText } from '../i18n/refusalText.js';
import { seatName } from '../game/seats.js';

/** A refusal as the server sends it: its words in English and, for an illegal turn, the engine's data. */
export type ServerRefusal = { readonly message: string } & Partial<IllegalTurnFields>;

/**
 * A refusal in the current language: an illegal turn is written from the engine's refusal the
 * server sends beside its English (as local games word theirs), the step at fault first; anything
 * else, or a reason this app has no words for (a newer server's), keeps the server's words.
 */
export function refusalWords(refused: ServerRefusal, players: number): string {
  const { reason, message, step } = refused;
  if (reason === undefined || !i18n.exists(`refusal.${reason}`)) return message;
  const refusal = refusalFromWire({ ...refused, reason });
  if (refusal === undefined) return message;
  const words = t('refusal.notAllowedPrefix', {
    reason: refusalText(refusal, (seat) => seatName(players, seat)),
  });
  return step === undefined ? words : `${step}: ${words}`;
}
