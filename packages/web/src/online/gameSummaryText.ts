import { godTitle } from '@santorini/engine';
import { rulesOn, ruleSwitchText } from '../game/ruleSwitches.js';
import { seatName } from '../game/seats.js';
import type { ClockOption, GameSummary, GodsOption, SeatBody } from '@santorini/protocol';
import { seatHolder } from './onlineGame.js';
import { currentLanguage, t } from '../i18n/i18n.js';

/** How a game deals its gods, in words. */
export function godsText(gods: GodsOption): string {
  if (gods === 'none') return t('online.summary.noGods');
  if (gods === 'random') return t('online.summary.randomGods');
  if (gods === 'challenger') return t('online.summary.challenger');
  return gods.map(godTitle).reduce((first, second) => t('online.summary.versus', { first, second }));
}

/** Who holds a seat in a lobby line: as seatHolder says, and a guest marked "Bob (guest)". */
function lobbyHolder(seat: SeatBody): string {
  const guest = seat.player ?? seat.invited;
  if (guest?.guest !== true) return seatHolder(seat);
  const name = t('online.holder.guestName', { name: guest.name });
  return seat.player === null ? t('online.holder.reservedFor', { name }) : name;
}

/** Every seat and who holds it: "Blue: Ann, White: Bob (guest), Red: free". */
export const seatsText = (seats: readonly SeatBody[]): string =>
  seats
    .map((seat, index) =>
      t('online.summary.seat', { seat: seatName(seats.length, index), holder: lobbyHolder(seat) }),
    )
    .join(', ');

/** A lobby line (and a game page's title): players, gods and rule switches. */
export function summaryText(game: Pick<GameSummary, 'players' | 'gods' | 'rules'>): string {
  const rules = rulesOn(game.rules).map((name) => ruleSwitchText(name).label);
  return [t('online.summary.players', { count: game.players }), godsText(game.gods), ...rules].join(' · ');
}

/** Who else plays, for a line about one of my games: "against Bob", "against AI level 3 and Cleo". */
export function opponentsText(seats: readonly SeatBody[], meId: string): string {
  const others = seats
    .filter((seat) => (seat.player === null ? seat.invited?.id !== meId : seat.player.id !== meId))
    .map(seatHolder);
  if (others.length === 0) return t('online.summary.againstNobody');
  const opponents = new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(others);
  return t('online.summary.against', { opponents });
}

/** A clock setting in words: "No clock", "5 min + 5 s", "2 days a turn". */
export function clockLabel(clock: ClockOption): string {
  if (clock === null) return t('online.clock.none');
  if ('daysPerTurn' in clock) return t('online.clock.daysPerTurn', { count: clock.daysPerTurn });
  const minutes = clock.initialMs / 60_000;
  const seconds = clock.incrementMs / 1000;
  return t('online.clock.minutesPlus', {
    minutes: Number.isInteger(minutes) ? minutes : minutes.toFixed(1),
    seconds,
  });
}
