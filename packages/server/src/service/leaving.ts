import type { GameChanges } from '../store/store.js';
import { signedIn, type Actor } from './actor.js';
import { bringUpToDate } from './catchUp.js';
import type { GameRoom } from './gameRoom.js';
import { seatOf, seqOf, type LiveGame } from './liveGame.js';
import { onlyAiLeft } from './onlyAiLeft.js';
import { ratingChanges } from './ratingChanges.js';
import { refuse } from './refusal.js';
import { resignation, type Resignation } from './resign.js';
import { withoutRatings } from './seating.js';
import { gameView, type GameResult } from './view.js';

/** `POST /api/games/:id/resign`: the caller resigns (spec §7); the result, null when play goes on. */
export async function resignGame(
  room: GameRoom,
  actor: Actor,
  gameId: string,
): Promise<{ result: GameResult | null }> {
  const player = signedIn(actor);
  return room.lock.run(gameId, async () => {
    const live = await room.found(gameId);
    if (live.row.status === 'finished') return refuse('finished', 'the game is over');
    const seat = seatOf(live, player.id);
    if (seat === undefined) return refuse('not-your-turn', 'you hold no seat in this game');
    if (live.row.status === 'open') return refuse('not-started', 'play has not begun: leave instead');
    return { result: await recordLeaving(room, live, resignation(live, seat, 'resign')) };
  });
}

/**
 * A seat resigns, runs out of time or abandons the game: stored (compare-and-set on the turn
 * count), then told; the result, or null when play goes on.
 */
export async function recordLeaving(
  room: GameRoom,
  live: LiveGame,
  leaving: Resignation,
): Promise<GameResult | null> {
  // No person left seated (3 players, the rest AI seats): the game ends (onlyAiLeft.ts).
  const over = leaving.result === null ? onlyAiLeft(live, leaving.position) : null;
  const outcome = over === null ? leaving : { ...leaving, result: over };
  const changes: GameChanges =
    outcome.result === null
      ? { resigned: outcome.resigned }
      : {
          resigned: outcome.resigned,
          status: 'finished',
          result: outcome.result,
          ratings: await ratingChanges(room.store, live, outcome.result),
        };
  if (!(await room.store.updateGame(live.row.id, changes, room.now(), seqOf(live)))) {
    // A turn (or the end) was recorded meanwhile through another process: answered with the seq now.
    await bringUpToDate(room, live.row.id);
    const seq = seqOf(await room.found(live.row.id));
    return refuse('stale', `a turn was recorded meanwhile (the game has had ${seq} turns): try again`, seq);
  }
  live.row = { ...live.row, ...withoutRatings(changes) };
  live.position = outcome.position;
  if (outcome.result === null) room.publish(live, { type: 'state', game: gameView(live) });
  else room.publish(live, { type: 'end', result: outcome.result });
  room.moved(live);
  return outcome.result;
}
