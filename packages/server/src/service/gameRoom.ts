import { randomBytes } from 'node:crypto';
import type { EventBus, GameMessage } from '../events/eventBus.js';
import type { Store } from '../store/store.js';
import { bringUpToDate } from './catchUp.js';
import { GameCache } from './gameCache.js';
import { seatOf, seqOf, type LiveGame } from './liveGame.js';
import { KeyedLock } from './lock.js';
import { Presence } from './presence.js';
import { refuse } from './refusal.js';

export interface GameRoomOptions {
  readonly store: Store;
  readonly bus: EventBus;
  readonly now: () => number;
  readonly log: (message: string) => void;
  /** How long a claim on a game's work holds before another process may take it over. */
  readonly claimMs: number;
}

/**
 * What every part of the game service shares: the store, the bus, the games in memory (each
 * changed under its lock), presence, and this process's claims on a game's work. `moved` is how a
 * part says a game moved on, so that its AI seat may think and its timers are set again (the
 * service wires it: the parts that do that work come after this one).
 */
export class GameRoom {
  readonly store: Store;
  readonly bus: EventBus;
  readonly now: () => number;
  readonly log: (message: string) => void;
  readonly lock = new KeyedLock();
  readonly games: GameCache;
  readonly presence: Presence;
  /** This process among those sharing the store: the owner of its claims. */
  readonly processId = randomBytes(8).toString('hex');
  private readonly claimMs: number;
  /** Set by the service: the game moved on (its AI seat and timers look at it again). */
  moved: (live: LiveGame) => void = () => undefined;
  /** Set by the service: a game read from the store (it may wait on an AI seat or a clock). */
  read: (live: LiveGame) => void = () => undefined;

  constructor(options: GameRoomOptions) {
    this.store = options.store;
    this.bus = options.bus;
    this.now = options.now;
    this.log = options.log;
    this.claimMs = options.claimMs;
    this.games = new GameCache(
      options.store,
      (live) => {
        this.read(live);
      },
      // Read again with turns its sockets here were not told of: they catch up (resync).
      (gameId) => {
        this.bus.resync(gameId);
      },
    );
    this.presence = new Presence(this.store, this.processId, this.now, this.log);
  }

  /** The game; read again from the store while the bus is cut off (other processes' turns go unheard). */
  async found(gameId: string): Promise<LiveGame> {
    if (!this.bus.isCoherent()) this.games.delete(gameId);
    return (await this.games.load(gameId)) ?? refuse('not-found', `no game ${JSON.stringify(gameId)}`);
  }

  /**
   * The game for a turn at `seq`. When what this process holds disagrees with the request (another
   * seq, or play not yet begun), it may be behind: a turn or a join made through another process
   * whose message has not arrived yet. Then the game is brought up to the store before anything is
   * refused, so that the answer is the store's, not an old copy's. The caller holds the game's lock.
   */
  async fresherFor(gameId: string, seq: number): Promise<LiveGame> {
    const live = await this.found(gameId);
    if (live.row.status === 'finished' || (live.row.status === 'playing' && seqOf(live) === seq)) return live;
    await bringUpToDate(this, gameId);
    return this.found(gameId);
  }

  publish(live: LiveGame, message: GameMessage): void {
    this.bus.publish(live.row.id, message);
  }

  /** Claims a game's work at `seq` for this process: true, or until when another holds it. */
  async claim(gameId: string, seq: number): Promise<true | number> {
    const now = this.now();
    // Each turn or 3-player seat going out moves the game on: a claim is for one point of it.
    const point = seq + (this.games.get(gameId)?.row.resigned.length ?? 0);
    const claimed = await this.store.claim(gameId, point, this.processId, now, now + this.claimMs);
    return claimed.won ? true : claimed.until;
  }

  /** A seated player acted over HTTP (or read their game): seen, for presence. */
  async seenActing(live: LiveGame, playerId: string): Promise<void> {
    if (seatOf(live, playerId) !== undefined) await this.presence.acted(live.row.id, playerId);
  }
}
