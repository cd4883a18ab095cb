import type { JoinAnswer, JoinRequest } from '@santorini/protocol';
import { signedIn, type Actor } from './actor.js';
import { changeGame } from './gameChanges.js';
import type { GameRoom } from './gameRoom.js';
import { seatForJoin } from './invites.js';
import { seatOf } from './liveGame.js';
import { refuse } from './refusal.js';
import { statusWhenSeated } from './seating.js';

/** `POST /api/games/:id/join`: the seat asked for, or the first free one; play starts once all are taken. */
export async function joinGame(
  room: GameRoom,
  actor: Actor,
  gameId: string,
  request: JoinRequest,
): Promise<JoinAnswer> {
  const wanted = request.seat;
  const player = signedIn(actor);
  return room.lock.run(gameId, async () => {
    const live = await room.found(gameId);
    if (wanted !== undefined && wanted >= live.options.players)
      return refuse('malformed', `seat must be a seat from 0 to ${live.options.players - 1}`);
    const held = seatOf(live, player.id);
    if (held !== undefined && (wanted === undefined || wanted === held)) return { seat: held };
    if (held !== undefined) return refuse('taken', `you hold seat ${held} of this game already`);
    if (live.row.status !== 'open') return refuse('full', 'the game has no free seat: play has begun');
    if (live.options.rated && !player.account)
      return refuse('account-needed', 'this game is rated: only accounts may take a seat (log in first)');
    const seat = seatForJoin(live.row.seats, player.id, wanted);
    const seats = live.row.seats.map((old, index) =>
      index === seat ? { playerId: player.id, ai: null } : old,
    );
    live.people.set(player.id, player);
    await room.presence.acted(gameId, player.id);
    await changeGame(room, live, { seats, status: statusWhenSeated({ ...live.row, seats }) });
    return { seat };
  });
}

/** `POST /api/games/:id/leave`: frees the caller's seat before play; the last one out cancels the game. */
export async function leaveGame(
  room: GameRoom,
  actor: Actor,
  gameId: string,
): Promise<Record<string, never>> {
  const player = signedIn(actor);
  return room.lock.run(gameId, async () => {
    const live = await room.found(gameId);
    const held = seatOf(live, player.id);
    if (held === undefined) return refuse('not-seated', 'you hold no seat in this game');
    if (live.row.status !== 'open') return refuse('started', 'play has begun: resign instead');
    const seats = live.row.seats.map((old, index) => (index === held ? { playerId: null, ai: old.ai } : old));
    const anyone = seats.some((seat) => seat.playerId !== null);
    await changeGame(room, live, anyone ? { seats } : { seats, status: 'cancelled' });
    return {};
  });
}
