import { applyTurnText } from '@santorini/engine';
import type { TurnMessage } from '@santorini/protocol';
import type { GameMessage } from '../events/eventBus.js';
import { bringUpToDate, catchUp } from './catchUp.js';
import { forgetChanged } from './gameReads.js';
import type { GameRoom } from './gameRoom.js';
import { addTurn, CHAT_KEPT, seqOf, type LiveGame } from './liveGame.js';

type SeatsMessage = Extract<GameMessage, { type: 'seats' }>;

/**
 * What another process published (its sockets' messages), applied to the game held here so that
 * this process answers its next request without reading the game again: a turn is played on the
 * position held (checked by the engine), an end, a chat line or a rematch is noted. A message that
 * cannot be applied (a turn skipping past the turns held, one that does not play) has the game
 * brought up to the store and its sockets here told to resync; seats or state that changed have it
 * read again. `gameId` null, or `message` null: messages may have been missed (the bus was cut
 * off, or the sender could not publish some): every game concerned is caught up.
 */
export function heardFromAnother(room: GameRoom, gameId: string | null, message: GameMessage | null): void {
  if (gameId === null || message === null) {
    catchUp(room, gameId).catch((error: unknown) => {
      room.log(`could not catch up after messages were missed (${String(error)})`);
    });
    return;
  }
  if (message.type === 'state' || message.type === 'cancelled') {
    forgetChanged(room, gameId);
    return;
  }
  if (message.type === 'seats' && !room.games.holds(gameId)) return;
  if (room.games.get(gameId) === undefined) {
    // This process's sockets heard it all the same.
    if (message.type === 'turn') room.games.told(gameId, message.seq);
    // A read under way may predate this message: it is read again after it.
    if (room.games.holds(gameId)) forgetChanged(room, gameId);
    return;
  }
  // In turn with the work on the game already queued here.
  room.lock
    .run(gameId, async () => {
      const live = room.games.get(gameId);
      if (live === undefined) return;
      const applied = applyHeard(room, live, message);
      if (applied === 'read again') {
        room.games.delete(gameId);
        await room.games.load(gameId);
      }
      // Behind: caught up, and its sockets told to resync (also when the store has nothing more:
      // they heard a message that did not follow on).
      if (applied === 'behind' && !(await bringUpToDate(room, gameId))) room.bus.resync(gameId);
    })
    .catch((error: unknown) => {
      room.games.delete(gameId);
      room.bus.resync(gameId);
      room.log(`game ${gameId}: a message from another process could not be applied (${String(error)})`);
    });
}

/** What became of a message heard: applied, the game is behind (caught up), or it is read again. */
type Applied = 'applied' | 'behind' | 'read again';

/** Applies a message to the game held. */
function applyHeard(room: GameRoom, live: LiveGame, message: GameMessage): Applied {
  switch (message.type) {
    case 'turn':
      return applyTurn(room, live, message) ? 'applied' : 'behind';
    case 'end':
      // 3 players: a resignation that ends the game also puts a seat out (read again).
      if (live.options.players === 3 && live.row.status !== 'finished') return 'read again';
      live.row = { ...live.row, status: 'finished', result: message.result };
      room.moved(live);
      return 'applied';
    case 'chat':
      live.chat.push({
        gameId: live.row.id,
        playerId: message.from.id,
        name: message.from.name,
        text: message.text,
        created: message.at ?? room.now(),
      });
      if (live.chat.length > CHAT_KEPT) live.chat.splice(0, live.chat.length - CHAT_KEPT);
      return 'applied';
    case 'rematch':
      live.row = { ...live.row, rematch: message.id };
      return 'applied';
    case 'seats':
      // Most say only who is connected; a seat taken or freed has the game read again.
      return sameSeats(live, message) ? 'applied' : 'read again';
    default:
      return 'applied';
  }
}

/**
 * A turn another process recorded: played on the position held when it is the next one; nothing
 * when it is held already (this process read it from the store first); false on a gap.
 */
function applyTurn(room: GameRoom, live: LiveGame, message: TurnMessage): boolean {
  const held = seqOf(live);
  if (message.seq <= held) return true;
  if (message.seq !== held + 1 || live.row.status !== 'playing' || live.position === null) return false;
  const played = applyTurnText(live.position, message.turn);
  if (!played.ok) return false;
  const turn = {
    gameId: live.row.id,
    seq: held,
    seat: message.seat,
    turn: message.turn,
    // Whose it was, for a repeated request (an AI seat's has none).
    playerId: live.row.seats[message.seat]?.playerId ?? null,
    // The clocks run from when it was recorded (their `since`); without clocks, near enough.
    created: message.clocks?.since ?? room.now(),
  };
  addTurn(live, turn, played.value);
  room.moved(live);
  return true;
}

/** Whether a `seats` message names the players and AI seats held. */
function sameSeats(live: LiveGame, message: SeatsMessage): boolean {
  return (
    message.seats.length === live.row.seats.length &&
    message.seats.every((seat, index) => {
      const held = live.row.seats[index];
      return (
        held !== undefined &&
        (seat.player?.id ?? null) === held.playerId &&
        seat.ai === held.ai &&
        (held.playerId !== null || (seat.invited?.id ?? null) === (held.invited?.id ?? null))
      );
    })
  );
}
