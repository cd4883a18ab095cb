import { godTitle } from '@santorini/engine';
import { rulesOn, ruleSwitchText } from '../game/ruleSwitches.js';
import { seatName } from '../game/seats.js';
import type { GameSummary, GodsOption, SeatBody } from './protocol.js';
import { seatHolder } from './onlineGame.js';

/** How a game deals its gods, in words. */
export function godsText(gods: GodsOption): string {
  if (gods === 'none') return 'no gods';
  if (gods === 'random') return 'random gods';
  if (gods === 'challenger') return 'the Challenger chooses the gods';
  return gods.map(godTitle).join(' vs ');
}

/** Every seat and who holds it: "Blue: Ann, White: free". */
export const seatsText = (seats: readonly SeatBody[]): string =>
  seats.map((seat, index) => `${seatName(seats.length, index)}: ${seatHolder(seat)}`).join(', ');

/** A lobby line (and a game page's title): players, gods and rule switches. */
export function summaryText(game: Pick<GameSummary, 'players' | 'gods' | 'rules'>): string {
  const rules = rulesOn(game.rules).map((name) => ruleSwitchText(name).label);
  return [`${game.players} players`, godsText(game.gods), ...rules].join(' · ');
}
