import type { GameRecordRow, Store } from '../store/store.js';
import { RateLimited } from './rateLimit.js';

/** How many games of a kind one player may hold at once (null: any number). */
export interface GameCaps {
  /** Open games (waiting for players) the player is seated in. */
  readonly openGames: number | null;
  /** Unfinished games with an AI seat the player is seated in (and has not left). */
  readonly aiGames: number | null;
}

export const DEFAULT_GAME_CAPS: GameCaps = { openGames: 10, aiGames: 5 };

/** How soon a capped player is told to try again: caps free up as games start, end or are left. */
const CAP_RETRY_MS = 60_000;

const hasAiSeat = (row: GameRecordRow): boolean => row.seats.some((seat) => seat.ai !== null);

/** Whether the player still plays in the game: seated, and not out by resigning (3 players). */
function stillIn(row: GameRecordRow, playerId: string): boolean {
  const seat = row.seats.findIndex((held) => held.playerId === playerId);
  return seat >= 0 && !row.resigned.some((gone) => gone.seat === seat);
}

/**
 * Refuses a new game (429 `rate-limited`, naming the cap) that would take the player over a cap:
 * an open game beyond `openGames`, a game with an AI seat beyond `aiGames`. Counted in the store,
 * so every process sees the same games.
 */
export async function checkGameCaps(
  store: Store,
  caps: GameCaps,
  playerId: string,
  game: GameRecordRow,
): Promise<void> {
  const { openGames, aiGames } = caps;
  if (openGames !== null && game.status === 'open') {
    const open = (await store.gamesOfPlayer(playerId, ['open'])).length;
    if (open >= openGames)
      throw new RateLimited(
        `you have ${open} open games waiting for players, the most a player may have (${openGames}): start, finish or leave one first`,
        CAP_RETRY_MS,
      );
  }
  if (aiGames !== null && hasAiSeat(game)) {
    const unfinished = await store.gamesOfPlayer(playerId, ['open', 'setup', 'playing']);
    const withAi = unfinished.filter((row) => hasAiSeat(row) && stillIn(row, playerId)).length;
    if (withAi >= aiGames)
      throw new RateLimited(
        `you have ${withAi} unfinished games with AI seats, the most a player may have (${aiGames}): finish or resign one first`,
        CAP_RETRY_MS,
      );
  }
}
