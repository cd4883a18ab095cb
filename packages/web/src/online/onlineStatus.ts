import type { StepOptions } from '@santorini/engine';
import { statusLine } from '../game/status.js';
import { freeSeats, gameResultOf, isSpectator, mySeats, seatToMove, type OnlineGame } from './onlineGame.js';
import type { PlayerRef } from '@santorini/protocol';
import { resultLine, seatTitle } from './resultText.js';
import type { TurnDraft } from './turnDraft.js';
import { t } from '../i18n/i18n.js';

/** The line under the board: what the game waits for, and what this player does now. */
export function onlineStatus(
  online: OnlineGame,
  me: PlayerRef | null,
  draft: TurnDraft | null,
  options: StepOptions,
  sending: boolean,
): string {
  const { seats, status } = online.body;
  const result = gameResultOf(online);
  if (result !== null) return resultLine(seats, result, mySeats(online, me));
  if (status === 'open') {
    return t('online.status.waiting', { count: freeSeats(online).length });
  }
  if (status === 'setup') return t('online.status.choosingGods');
  const seat = seatToMove(online);
  if (seat === null || draft === null) return t('online.status.waitingForGame');
  if (sending) return t('online.status.sending');
  if (mySeats(online, me).includes(seat))
    return t('online.status.yourTurn', { status: statusLine(draft, options, false) });
  const words = { seat: seatTitle(seats, seat) };
  return isSpectator(online, me)
    ? t('online.status.toMoveWatching', words)
    : t('online.status.toMove', words);
}
