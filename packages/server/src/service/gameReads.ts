import { signedIn, type Actor } from './actor.js';
import { bringUpToDate } from './catchUp.js';
import type { GameRoom } from './gameRoom.js';
import { isInvolved } from './invites.js';
import { seatOf, type LiveGame } from './liveGame.js';
import { gameSummary, gameView, type GameSummary, type GameView } from './view.js';

const LOBBY_SIZE = 100;

/** A `GET /api/me/games` entry: the lobby summary, and whether the game waits on the caller. */
export type MyGameSummary = GameSummary & { readonly waiting: boolean };

/** The game's body; a seated `viewer` (a bot reading its game, say) counts as seen in it. */
export async function viewGame(room: GameRoom, gameId: string, viewer: Actor): Promise<GameView> {
  const live = room.bus.isCoherent()
    ? await room.found(gameId)
    : await room.lock.run(gameId, () => room.found(gameId));
  if (viewer !== null) await room.seenActing(live, viewer.id);
  return gameView(live);
}

/** The lobby: games with a free seat (`open`), or in play (`playing`, to watch). */
export async function listGames(room: GameRoom, wanted: 'open' | 'playing'): Promise<GameSummary[]> {
  const rows = await room.store.gamesWithStatus(wanted, LOBBY_SIZE);
  const games = await Promise.all(rows.map((row) => room.games.load(row.id)));
  return games.flatMap((live) =>
    live !== undefined && live.row.status === wanted ? [gameSummary(live)] : [],
  );
}

/**
 * `GET /api/me/games`: the games not finished where the player holds a seat or is invited to
 * one, those waiting on them first (an invitation not taken up, their seat to move).
 */
export async function myGames(room: GameRoom, actor: Actor): Promise<MyGameSummary[]> {
  const player = signedIn(actor);
  const rows = await room.store.gamesOfPlayer(player.id, ['open', 'setup', 'playing']);
  const games = await Promise.all(rows.map((row) => room.games.load(row.id)));
  const mine = games.flatMap((live) =>
    live === undefined || live.row.status === 'finished' || !isInvolved(live.row.seats, player.id)
      ? []
      : [{ ...gameSummary(live), waiting: waitsOn(live, player.id) }],
  );
  mine.sort((a, b) => Number(b.waiting) - Number(a.waiting) || b.createdAt - a.createdAt);
  return mine;
}

/** Whether a game waits on this player: an invitation to take up, or their seat to move. */
function waitsOn(live: LiveGame, playerId: string): boolean {
  const seat = seatOf(live, playerId);
  if (seat === undefined) return true;
  return live.row.status === 'playing' && live.position?.toMove === seat;
}

/**
 * The game for a socket, brought up to the store (another process may have recorded turns it did
 * not get to publish before it died): a game held here with two small reads (its row, the turns
 * after those held), else read in full. Undefined when there is none.
 */
export function watchGame(room: GameRoom, gameId: string): Promise<LiveGame | undefined> {
  return room.lock.run(gameId, async () => {
    await bringUpToDate(room, gameId);
    return room.games.load(gameId);
  });
}

/**
 * Another process changed a game (or, with null, messages may have been missed): a game held
 * here is read again, after the work on it already queued, before anything else is done with it.
 */
export function forgetChanged(room: GameRoom, gameId: string | null): void {
  if (gameId === null) {
    room.games.clear();
    return;
  }
  // A read under way counts: it may have started before that change was committed.
  if (!room.games.holds(gameId)) return;
  // Forgotten at once, so that no reader gets the old game; read again in turn with the work on it.
  room.games.delete(gameId);
  void room.lock
    .run(gameId, () => room.games.load(gameId))
    .catch((error: unknown) => {
      room.log(`game ${gameId}: could not be read again after another process changed it (${String(error)})`);
    });
}
