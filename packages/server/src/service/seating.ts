import type { GameChanges, GameRecordRow, GameStatus } from '../store/store.js';

/** The changes that belong to the game's row (ratings are the players'). */
export function withoutRatings(changes: GameChanges): Omit<GameChanges, 'ratings'> {
  const row: GameChanges = { ...changes };
  delete (row as { ratings?: unknown }).ratings;
  return row;
}

/** The status a game has once its seats are as they are: open while a seat is free. */
export function statusWhenSeated(row: GameRecordRow): GameStatus {
  if (row.status !== 'open') return row.status;
  if (row.seats.some((seat) => seat.playerId === null && seat.ai === null)) return 'open';
  return (row.options as { gods: unknown }).gods === 'challenger' ? 'setup' : 'playing';
}
