import type { Store } from '../store/store.js';
import { CHAT_KEPT, replayGame, seqOf, type LiveGame } from './liveGame.js';

/**
 * The games in memory: each read from the store and replayed the first time it is asked for (once,
 * however many ask at the same time), then kept; `delete` makes the next call read it again. A
 * read that was under way when its game was deleted is not kept (it may predate the change).
 */
export class GameCache {
  private readonly games = new Map<string, LiveGame>();
  /** Reads under way, each with a token: a read is kept only while its token is still here. */
  private readonly loading = new Map<string, { promise: Promise<LiveGame | undefined> }>();
  /** The turns each game had when it was last held here (kept when it is forgotten). */
  private readonly lastSeq = new Map<string, number>();

  constructor(
    private readonly store: Store,
    /** Called with each game read from the store (not with those set by the service). */
    private readonly onRead: (live: LiveGame) => void = () => undefined,
    /**
     * Called when a game read again has more turns than it had when it was forgotten: turns this
     * process's sockets were not told of through the bus (another process's, unheard).
     */
    private readonly onAdvanced: (gameId: string) => void = () => undefined,
  ) {}

  /** The game, or undefined when there is none (or it was cancelled). */
  load(gameId: string): Promise<LiveGame | undefined> {
    const cached = this.games.get(gameId);
    if (cached !== undefined) return Promise.resolve(cached);
    const under = this.loading.get(gameId);
    if (under !== undefined) return under.promise;
    const token = { promise: Promise.resolve<LiveGame | undefined>(undefined) };
    token.promise = this.read(gameId, token).finally(() => {
      if (this.loading.get(gameId) === token) this.loading.delete(gameId);
    });
    this.loading.set(gameId, token);
    return token.promise;
  }

  /** The game if it is in memory. */
  get(gameId: string): LiveGame | undefined {
    return this.games.get(gameId);
  }

  /** The ids of the games in memory. */
  ids(): string[] {
    return [...this.games.keys()];
  }

  /** Whether the game is in memory or being read. */
  holds(gameId: string): boolean {
    return this.games.has(gameId) || this.loading.has(gameId);
  }

  set(live: LiveGame): void {
    this.games.set(live.row.id, live);
  }

  delete(gameId: string): void {
    const held = this.games.get(gameId);
    if (held !== undefined) this.lastSeq.set(gameId, seqOf(held));
    this.games.delete(gameId);
    this.loading.delete(gameId);
  }

  /** This process's sockets of a game not held were told of its turns up to `seq` (through the bus). */
  told(gameId: string, seq: number): void {
    const before = this.lastSeq.get(gameId);
    if (before !== undefined && seq > before) this.lastSeq.set(gameId, seq);
  }

  /** Forgets every game (they may all have changed). */
  clear(): void {
    for (const gameId of [...this.games.keys()]) this.delete(gameId);
    this.loading.clear();
  }

  private async read(gameId: string, token: object): Promise<LiveGame | undefined> {
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
    if (this.loading.get(gameId) === token) {
      const before = this.lastSeq.get(gameId);
      this.lastSeq.delete(gameId);
      this.games.set(gameId, live);
      this.onRead(live);
      if (before !== undefined && seqOf(live) > before) this.onAdvanced(gameId);
    }
    return live;
  }
}
