import type { SeatRecord } from '../store/store.js';

/**
 * The seats of a rematch: everyone moves one seat on, so that another player starts (2 players:
 * the seats swap; 4 players: the teams stay together). AI seats keep their levels; human seats are
 * free but the caller's, who takes their new seat at once.
 */
export function rematchSeats(
  seats: readonly SeatRecord[],
  callerSeat: number,
): { seats: SeatRecord[]; seat: number } {
  const count = seats.length;
  const moved = seats.map((_, index) => seats[(index - 1 + count) % count] as SeatRecord);
  const seat = (callerSeat + 1) % count;
  return { seat, seats: moved.map((held) => ({ playerId: null, ai: held.ai })) };
}
