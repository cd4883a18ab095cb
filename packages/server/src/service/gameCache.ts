import type { Store } from '../store/store.js';
import { CHAT_KEPT, replayGame, type LiveGame } from './liveGame.js';

/**
 * The games in memory: each read from the store and replayed the first time it is asked for (once,
 * however many ask at the same time), then kept; `delete` makes the next call read it again.
 */
export class GameCache {
  private readonly games = new Map<string, LiveGame>();
  private readonly loading = new Map<string, Promise<LiveGame | undefined>>();

  constructor(private readonly store: Store) {}

  /** The game, or undefined when there is none (or it was cancelled). */
  load(gameId: string): Promise<LiveGame | undefined> {
    const cached = this.games.get(gameId);
    if (cached !== undefined) return Promise.resolve(cached);
    let loading = this.loading.get(gameId);
    if (loading === undefined) {
      loading = this.read(gameId).finally(() => this.loading.delete(gameId));
      this.loading.set(gameId, loading);
    }
    return loading;
  }

  /** The game if it is in memory. */
  get(gameId: string): LiveGame | undefined {
    return this.games.get(gameId);
  }

  set(live: LiveGame): void {
    this.games.set(live.row.id, live);
  }

  delete(gameId: string): void {
    this.games.delete(gameId);
  }

  private async read(gameId: string): Promise<LiveGame | undefined> {
    const row = await this.store.game(gameId);
    if (row === undefined || row.status === 'cancelled') return undefined;
    const [turns, chat] = await Promise.all([
      this.store.turns(gameId),
      this.store.recentChat(gameId, CHAT_KEPT),
    ]);
    const ids = new Set([
      ...row.seats.flatMap((seat) => (seat.playerId === null ? [] : [seat.playerId])),
      ...chat.map((line) => line.playerId),
    ]);
    const live = replayGame(row, turns, await this.store.players([...ids]), chat);
    this.games.set(gameId, live);
    return live;
  }
}
