import type { Setup } from '@santorini/engine';
import type { GameChanges } from '../store/store.js';
import { baseGame } from './baseGame.js';
import type { GameRoom } from './gameRoom.js';
import { beginPlay, seqOf, type LiveGame } from './liveGame.js';
import { refuse } from './refusal.js';
import { publishSeats } from './seatMessages.js';
import { gameView } from './view.js';

/**
 * Stores a change of seats, status or setup and tells the game's sockets: `seats` when seats
 * changed, the whole `state` as well when its status or setup did. A game that begins play gets its
 * engine game. Seats and setup change only from those this process saw (compare-and-set).
 */
export async function changeGame(room: GameRoom, live: LiveGame, changes: GameChanges): Promise<void> {
  let status = changes.status ?? live.row.status;
  const setup = changes.setup === undefined ? live.row.setup : changes.setup;
  if (status === 'setup' && live.options.gods === 'challenger') {
    const start = baseGame(live.options, setup as Setup | null);
    if (start !== null) {
      status = 'playing';
      beginPlay(live, start);
    }
  }
  const all: GameChanges =
    status === 'playing' && live.row.started === null
      ? { ...changes, status, started: room.now() }
      : { ...changes, status };
  // Seats change only from the seats this process saw: two processes seating two players in one
  // seat at the same moment cannot both succeed.
  const ifSeats = changes.seats === undefined ? undefined : live.row.seats;
  // Likewise a setup step applies only to the setup this process saw.
  const ifSetup = changes.setup === undefined ? undefined : live.row.setup;
  const changed = await room.store.updateGame(live.row.id, all, room.now(), undefined, ifSeats, ifSetup);
  if (!changed && ifSeats !== undefined) {
    room.games.delete(live.row.id);
    return refuse('taken', 'the seats changed meanwhile (another player joined or left): try again');
  }
  if (!changed && ifSetup !== undefined) {
    room.games.delete(live.row.id);
    return refuse('stale', 'another setup step was recorded meanwhile: read the game again', seqOf(live));
  }
  const statusChanged = status !== live.row.status;
  live.row = { ...live.row, ...all, updated: room.now() };
  if (status === 'cancelled') {
    room.publish(live, { type: 'cancelled', id: live.row.id });
    room.games.delete(live.row.id);
    return;
  }
  // spec §7: a `seats` message whenever a seat is taken or freed; the whole game as well when
  // that starts play (or a setup step changes it).
  if (changes.seats !== undefined) await publishSeats(room, live);
  if (statusChanged || changes.setup !== undefined)
    room.publish(live, { type: 'state', game: gameView(live) });
  room.moved(live);
}
