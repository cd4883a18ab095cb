import { applyTurnText } from '@santorini/engine';
import type { GameRecordRow, Store, TurnRecord } from '../store/store.js';
import type { EventBus } from '../events/eventBus.js';
import type { GameCache } from './gameCache.js';
import { addTurn, seqOf, type LiveGame } from './liveGame.js';
import type { KeyedLock } from './lock.js';

/** What catching up needs of the game room (gameRoom.ts, which calls it: named here, not imported). */
export interface HeldGames {
  readonly store: Store;
  readonly bus: EventBus;
  readonly lock: KeyedLock;
  readonly games: GameCache;
  moved: (live: LiveGame) => void;
  log(message: string): void;
}

/** The fields of a game's row that change as it is played (not the time it was last written). */
const CHANGING: readonly (keyof GameRecordRow)[] = [
  'status',
  'seats',
  'setup',
  'result',
  'resigned',
  'rematch',
  'started',
];

/** JSON with every object's keys in order, so that two spellings of one value compare equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'object' && inner !== null && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

/** Whether two reads of a game's row agree on everything but its turns. */
export const sameRow = (a: GameRecordRow, b: GameRecordRow): boolean =>
  CHANGING.every((field) => canonical(a[field]) === canonical(b[field]));

/**
 * Records in memory turns another process recorded (each checked by the engine on the position
 * held): false, and nothing more added, when one does not follow on or does not play.
 */
export function addRecordedTurns(live: LiveGame, turns: readonly TurnRecord[]): boolean {
  for (const turn of turns) {
    if (turn.seq < seqOf(live)) continue;
    if (turn.seq !== seqOf(live) || live.position === null) return false;
    const played = applyTurnText(live.position, turn.turn);
    if (!played.ok) return false;
    addTurn(live, turn, played.value);
  }
  return true;
}

/**
 * Brings a game this process holds up to the store (two small reads: its row, and the turns after
 * those held); the caller holds the game's lock. True when it was behind. Turns are added in
 * memory; any other change (seats, setup, a resignation) has it read again in full. What is found
 * so was never told to this process's sockets of the game: they are told to resync.
 */
export async function bringUpToDate(room: HeldGames, gameId: string): Promise<boolean> {
  const live = room.games.get(gameId);
  if (live === undefined) return false;
  const [row, turns] = await Promise.all([room.store.game(gameId), room.store.turns(gameId, seqOf(live))]);
  if (turns.length === 0 && row !== undefined && sameRow(row, live.row)) return false;
  // What changed was never told to this process's sockets of the game.
  room.bus.resync(gameId);
  if (row === undefined || !sameRow(row, live.row) || !addRecordedTurns(live, turns)) {
    // Read again in full (its AI seat and timers are set from that read).
    room.games.delete(gameId);
    await room.games.load(gameId);
    return true;
  }
  room.moved(live);
  return true;
}

/** bringUpToDate under the game's lock. */
export const catchUpHeld = (room: HeldGames, gameId: string): Promise<boolean> =>
  room.lock.run(gameId, () => bringUpToDate(room, gameId));

/**
 * This process may have missed messages of a game (null: of every game) from the other processes:
 * each game it holds is brought up to the store, and the sockets here of each game that was behind
 * (or that it does not hold) are told to resync (they open again with `?since=` and get every turn
 * recorded). `concurrency` bounds the reads in flight.
 */
export async function catchUp(room: HeldGames, gameId: string | null, concurrency = 8): Promise<void> {
  const games =
    gameId === null ? [...new Set([...room.games.ids(), ...room.bus.subscribedGames()])] : [gameId];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < games.length) {
      const id = games[next++] as string;
      try {
        if (room.games.get(id) === undefined) room.bus.resync(id);
        else await catchUpHeld(room, id);
      } catch (error) {
        // The store did not answer: the sockets catch up by opening again, which reads it afresh.
        room.games.delete(id);
        room.bus.resync(id);
        room.log(`game ${id}: could not be brought up to date (${String(error)})`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, games.length) }, worker));
}
