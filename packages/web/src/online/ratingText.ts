import type { RatingBody } from './protocol.js';

/** A rating as shown: "1623 ± 87". */
export const ratingText = (rating: RatingBody): string =>
  `${Math.round(rating.value)} ± ${Math.round(rating.deviation)}`;

/** How many rated games: "12 rated games". */
export const gamesText = (games: number): string => `${games} rated ${games === 1 ? 'game' : 'games'}`;
