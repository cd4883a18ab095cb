import { seatName, sideName } from '../game/seats.js';
import type { PlayerRef, ResultBody, SeatBody } from './protocol.js';
import { seatHolder } from './onlineGame.js';

/** Why the game ended, in words; a win on the board needs none. */
const REASONS: Readonly<Record<ResultBody['reason'], string | null>> = {
  win: null,
  stuck: 'the player to move had no legal turn',
  resign: 'by resignation',
  time: 'on time',
  abandon: 'the game was abandoned',
};

/** A seat's colour and who plays it: "Blue (Ann)". */
export function seatTitle(seats: readonly SeatBody[], seat: number): string {
  return `${seatName(seats.length, seat)} (${seatHolder(seats[seat])})`;
}

/** The end of an online game in one line, from `me`'s side when `me` played. */
export function resultLine(
  seats: readonly SeatBody[],
  result: ResultBody,
  mine: readonly number[] = [],
): string {
  const reason = REASONS[result.reason];
  const why = reason === null ? '' : ` (${reason})`;
  if (result.winner === null) return `The game ended without a winner${why}.`;
  const players = seats.length;
  const team = players === 4 ? [result.winner % 2, (result.winner % 2) + 2] : [result.winner];
  const winners =
    players === 4
      ? `${sideName(result.winner % 2)} (${team.map((seat) => seatHolder(seats[seat])).join(' and ')})`
      : seatTitle(seats, result.winner);
  const verdict =
    mine.length === 0 ? '' : mine.some((seat) => team.includes(seat)) ? 'You win! ' : 'You lose. ';
  return `${verdict}${winners} ${players === 4 ? 'win' : 'wins'}${why}.`;
}

/** The words for a chat line's author: "you" for `me`. */
export const speaker = (from: PlayerRef, me: PlayerRef | null): string =>
  from.id === me?.id ? 'You' : from.name;
