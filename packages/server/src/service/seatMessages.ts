import type { GameRoom } from './gameRoom.js';
import { seatOf, type LiveGame } from './liveGame.js';
import type { PlayerPresence } from './presence.js';
import { seatsView } from './view.js';

/** A player's presence in a game: as stored, or only this process's sockets when never stored. */
export function presenceOf(
  room: GameRoom,
  presence: ReadonlyMap<string, PlayerPresence>,
  gameId: string,
  playerId: string,
): PlayerPresence {
  const here = room.presence.isHere(gameId, playerId);
  return presence.get(playerId) ?? { connected: here, socket: here, lastSeen: undefined };
}

/**
 * Tells a game's sockets that its seats changed (taken, freed, a player connected or left), with
 * whether each seat's player is connected on any process (presence.ts; AI seats always are).
 */
export async function publishSeats(room: GameRoom, live: LiveGame): Promise<void> {
  const presence = await room.presence.of(live.row.id);
  const seats = seatsView(live).map((seat, index) => {
    const playerId = live.row.seats[index]?.playerId ?? null;
    const connected =
      seat.ai !== null || (playerId !== null && presenceOf(room, presence, live.row.id, playerId).connected);
    return { ...seat, connected };
  });
  room.publish(live, { type: 'seats', seats });
}

/** A signed-in player's socket opened on the game here: shared, and told when it is their first. */
export async function socketOpened(room: GameRoom, live: LiveGame, playerId: string): Promise<void> {
  if ((await room.presence.arrive(live.row.id, playerId)) && seatOf(live, playerId) !== undefined)
    await publishSeats(room, live);
}

/** A signed-in player's socket on the game closed here: shared, and told when it was their last. */
export async function socketClosed(room: GameRoom, gameId: string, playerId: string): Promise<void> {
  if (!(await room.presence.depart(gameId, playerId))) return;
  const live = await room.games.load(gameId);
  if (live !== undefined && seatOf(live, playerId) !== undefined) await publishSeats(room, live);
}
