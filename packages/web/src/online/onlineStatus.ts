import type { StepOptions } from '@santorini/engine';
import { statusLine } from '../game/status.js';
import { freeSeats, gameResultOf, isSpectator, mySeats, seatToMove, type OnlineGame } from './onlineGame.js';
import type { PlayerRef } from './protocol.js';
import { resultLine, seatTitle } from './resultText.js';
import type { TurnDraft } from './turnDraft.js';

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
    const free = freeSeats(online).length;
    return `Waiting for players: ${free} ${free === 1 ? 'seat is' : 'seats are'} free.`;
  }
  if (status === 'setup') return 'The gods are being chosen.';
  const seat = seatToMove(online);
  if (seat === null || draft === null) return 'Waiting for the game.';
  if (sending) return 'Sending your turn…';
  if (mySeats(online, me).includes(seat)) return `Your turn. ${statusLine(draft, options, false)}`;
  const watching = isSpectator(online, me) ? ' You are watching.' : '';
  return `${seatTitle(seats, seat)} to move.${watching}`;
}
