import { signedIn, type Actor } from './actor.js';
import type { GameRoom } from './gameRoom.js';
import { seatOf } from './liveGame.js';
import { hold, newGame } from './newGames.js';
import { refuse } from './refusal.js';
import { rematchSeats } from './rematch.js';
import { playerView } from './view.js';

/**
 * `POST /api/games/:id/rematch`: a player of a finished game offers a rematch, the same game with
 * the seats turned; once made, every caller gets the same game.
 */
export async function offerRematch(room: GameRoom, actor: Actor, gameId: string): Promise<{ id: string }> {
  const player = signedIn(actor);
  const old = await room.found(gameId);
  return room.lock.run(gameId, async () => {
    const seat = seatOf(old, player.id);
    if (seat === undefined) return refuse('not-seated', 'only a player of the game may offer a rematch');
    if (old.row.status !== 'finished') return refuse('not-finished', 'the game is not over');
    if (old.row.rematch !== null) return { id: old.row.rematch };
    const { seats, seat: mine } = rematchSeats(old.row.seats, seat);
    const ai: Record<string, number> = {};
    seats.forEach((held, index) => {
      if (held.ai !== null) ai[String(index)] = held.ai;
    });
    const { options } = old;
    const game = await newGame(room, player, {
      players: options.players,
      gods: typeof options.gods === 'string' ? options.gods : [...options.gods],
      rules: options.rules,
      clock: options.clock,
      rated: options.rated,
      seat: mine,
      ai,
    });
    // Compare-and-set: when another process recorded a rematch first, that one is the answer.
    const id = await room.store.createRematch(gameId, game.row);
    if (id !== game.row.id) {
      room.games.delete(gameId);
      return { id };
    }
    hold(room, game);
    old.row = { ...old.row, rematch: id };
    room.publish(old, { type: 'rematch', id, from: playerView(player) });
    return { id };
  });
}
