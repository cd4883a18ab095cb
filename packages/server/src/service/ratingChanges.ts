import { NEW_RATING, updateRating } from '../ratings/glicko2.js';
import type { GameChanges, StoredRating, Store } from '../store/store.js';
import type { LiveGame } from './liveGame.js';
import type { GameResult } from './view.js';

/** A player's rating as the API shows it (spec §7). */
export const ratingView = (rating: StoredRating | undefined) => ({
  value: rating?.value ?? NEW_RATING.value,
  deviation: rating?.deviation ?? NEW_RATING.deviation,
  games: rating?.games ?? 0,
});

/**
 * The new ratings a game's end brings (spec §7 Ratings): only a rated 2-player game between two
 * accounts, with a winner, changes them — both players' Glicko-2 ratings, the game one rating period.
 */
export async function ratingChanges(
  store: Store,
  live: LiveGame,
  result: GameResult,
): Promise<GameChanges['ratings']> {
  if (!live.options.rated || live.options.players !== 2 || result.winner === null) return undefined;
  const ids = live.row.seats.map((seat) => seat.playerId);
  const accounts = ids.every((id) => id !== null && live.people.get(id)?.account === true);
  const [first, second] = ids;
  if (!accounts || first == null || second == null || first === second) return undefined;
  const before = await Promise.all([store.rating(first), store.rating(second)]);
  const rated = before.map((rating) => rating ?? { ...NEW_RATING, games: 0 });
  return [first, second].map((playerId, seat) => {
    const mine = rated[seat] as StoredRating;
    const theirs = rated[1 - seat] as StoredRating;
    const next = updateRating(mine, [{ opponent: theirs, score: result.winner === seat ? 1 : 0 }]);
    return { playerId, rating: { ...next, games: mine.games + 1 } };
  });
}
