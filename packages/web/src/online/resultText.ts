import { seatName, sideName } from '../game/seats.js';
import type { PlayerRef, ResultBody, SeatBody } from '@santorini/protocol';
import { seatHolder } from './onlineGame.js';
import { currentLanguage, t } from '../i18n/i18n.js';

/** Why the game ended, in words; a win on the board needs none. */
const REASONS = {
  win: null,
  stuck: 'online.result.stuck',
  resign: 'online.result.resign',
  time: 'online.result.time',
  abandon: 'online.result.abandon',
} as const satisfies Readonly<Record<ResultBody['reason'], string | null>>;

/** A seat's colour and who plays it: "Blue (Ann)". */
export function seatTitle(seats: readonly SeatBody[], seat: number): string {
  return t('online.result.seatTitle', {
    seat: seatName(seats.length, seat),
    holder: seatHolder(seats[seat]),
  });
}

/** The end of an online game in one line, from `me`'s side when `me` played. */
export function resultLine(
  seats: readonly SeatBody[],
  result: ResultBody,
  mine: readonly number[] = [],
): string {
  const reason = REASONS[result.reason];
  const why = reason === null ? null : t(reason);
  if (result.winner === null)
    return why === null ? t('online.result.noWinner') : t('online.result.noWinnerWhy', { why });
  const players = seats.length;
  const team = players === 4 ? [result.winner % 2, (result.winner % 2) + 2] : [result.winner];
  const winners =
    players === 4
      ? t('online.result.seatTitle', {
          seat: sideName(result.winner % 2),
          holder: new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(
            team.map((seat) => seatHolder(seats[seat])),
          ),
        })
      : seatTitle(seats, result.winner);
  const line =
    players === 4
      ? why === null
        ? t('online.result.teamWin', { winner: winners })
        : t('online.result.teamWinWhy', { winner: winners, why })
      : why === null
        ? t('online.result.wins', { winner: winners })
        : t('online.result.winsWhy', { winner: winners, why });
  if (mine.length === 0) return line;
  return mine.some((seat) => team.includes(seat))
    ? t('online.result.youWin', { line })
    : t('online.result.youLose', { line });
}

/** The words for a chat line's author: "you" for `me`. */
export const speaker = (from: PlayerRef, me: PlayerRef | null): string =>
  from.id === me?.id ? t('online.result.you') : from.name;
