import { godTitle } from '@santorini/engine';
import { rulesOn, ruleSwitchText } from '../game/ruleSwitches.js';
import { seatName } from '../game/seats.js';
import type { ClockOption, GameSummary, GodsOption, SeatBody } from './protocol.js';
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

/** Who else plays, for a line about one of my games: "against Bob", "against AI level 3 and Cleo". */
export function opponentsText(seats: readonly SeatBody[], meId: string): string {
  const others = seats
    .filter((seat) => (seat.player === null ? seat.invited?.id !== meId : seat.player.id !== meId))
    .map(seatHolder);
  if (others.length === 0) return 'against nobody yet';
  const last = others.pop() ?? '';
  return `against ${others.length === 0 ? last : `${others.join(', ')} and ${last}`}`;
}

/** A clock setting in words: "No clock", "5 min + 5 s", "2 days a turn". */
export function clockLabel(clock: ClockOption): string {
  if (clock === null) return 'No clock';
  if ('daysPerTurn' in clock)
    return `${clock.daysPerTurn} ${clock.daysPerTurn === 1 ? 'day' : 'days'} a turn`;
  const minutes = clock.initialMs / 60_000;
  const seconds = clock.incrementMs / 1000;
  return `${Number.isInteger(minutes) ? minutes : minutes.toFixed(1)} min + ${seconds} s`;
}
