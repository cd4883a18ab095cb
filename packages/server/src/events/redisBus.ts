import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { redactedUrl } from '../store/postgresStore.js';
import type {
  EventBus,
  ForeignListener,
  GameListener,
  GameMessage,
  ResyncListener,
  SignOutListener,
} from './eventBus.js';
import { LocalBus } from './localBus.js';

/** The one channel every server process publishes to and listens on. */
export const GAMES_CHANNEL = 'santorini:games';
/** Where sign-outs go: `{"origin", "tokenHash"}` (the token's SHA-256, never the token). */
export const SIGN_OUTS_CHANNEL = 'santorini:sign-outs';

/**
 * What goes over the channel: which process sent which game's message. `missed: true` (its message
 * a placeholder) says instead that the sender could not publish some of the game's messages: the
 * others catch the game up from the store.
 */
interface Envelope {
  readonly origin: string;
  readonly gameId: string;
  readonly message: GameMessage;
  readonly missed?: true;
  /** When it was published, epoch ms (the receiver's `onLag`). */
  readonly sentAt?: number;
}

export interface RedisBusOptions {
  /** Told how long after its publication (ms) each message of another process is heard. */
  readonly onLag?: (lagMs: number) => void;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Envelope).origin === 'string' &&
  typeof (value as Envelope).gameId === 'string' &&
  typeof (value as { message?: unknown }).message === 'object' &&
  (value as { message?: unknown }).message !== null;

/** The longest wait between two attempts to reach Redis again. */
const RECONNECT_MAX_MS = 1000;

/** Whether a REDIS_URL names Redis. */
export const isRedisUrl = (url: string): boolean => /^rediss?:\/\//i.test(url);

/**
 * The event bus of several server processes: a message is delivered to this process's
 * subscribers at once (as LocalBus does) and published on Redis for the others (one channel, the
 * game's id in each message). While Redis is away the process carries on alone: local delivery
 * goes on, a warning is logged, ioredis reconnects, and the foreign listeners are told (`null`)
 * that messages may have been missed.
 */
export class RedisBus implements EventBus {
  private readonly local = new LocalBus();
  private readonly foreign = new Set<ForeignListener>();
  private readonly origin = randomBytes(8).toString('hex');
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  /** True once subscribed; false from a cut until subscribed again. */
  private listening = false;
  /** Whether the subscriber was cut off since it last listened (logged once an outage). */
  private cut = false;
  /** How many times the link was cut (cuts()). */
  private cutCount = 0;
  /** When a failed publish was last logged (at most one warning a minute). */
  private publishWarned = -Infinity;
  /** Games some of whose messages did not reach Redis: the others are told once it answers again. */
  private readonly unsent = new Set<string>();
  private closed = false;

  constructor(
    url: string,
    private readonly log: (message: string) => void,
    private readonly busOptions: RedisBusOptions = {},
  ) {
    const where = redactedUrl(url);
    if (!isRedisUrl(url)) throw new Error(`REDIS_URL must start with redis:// or rediss://, not ${where}`);
    // No offline queue: a message published while Redis is away is dropped (the others catch up
    // from the store), not sent late from an unbounded queue.
    // Reconnecting at most a second apart (ioredis waits up to 2 s, and more in practice): the
    // sooner the bus is back, the sooner the sockets that missed turns catch up.
    const options = {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
      retryStrategy: (times: number) => Math.min(100 * times, RECONNECT_MAX_MS),
    };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
    this.publisher.on('error', () => undefined); // each failed publish says so itself
    this.publisher.on('ready', () => {
      this.tellUnsent();
    });
    this.subscriber.on('error', (error: Error) => {
      this.cutOff(`Redis at ${where} is not answering (${error.message})`);
    });
    this.subscriber.on('close', () => {
      this.cutOff(`the connection to Redis at ${where} closed`);
    });
    this.subscriber.on('ready', () => {
      void this.subscriber.subscribe(GAMES_CHANNEL, SIGN_OUTS_CHANNEL).then(
        () => {
          this.listening = true;
          if (this.cut) {
            this.cut = false;
            this.log(`Redis at ${where} answers again: live updates from other processes resume`);
            this.tellForeign(null, null);
          }
        },
        (error: unknown) => {
          this.cutOff(`could not subscribe on Redis (${String(error)})`);
        },
      );
    });
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel === GAMES_CHANNEL) this.receive(text);
      else if (channel === SIGN_OUTS_CHANNEL) this.receiveSignOut(text);
    });
  }

  /** Resolves once subscribed, so that nothing published by others from now on is missed. */
  async ready(timeoutMs = 5000): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    while (!this.listening && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    return this.listening;
  }

  publish(gameId: string, message: GameMessage): void {
    this.local.publish(gameId, message);
    if (this.closed) return;
    const envelope: Envelope = { origin: this.origin, gameId, message, sentAt: Date.now() };
    this.publisher.publish(GAMES_CHANNEL, JSON.stringify(envelope)).catch((error: unknown) => {
      this.unsent.add(gameId);
      // Failed while connected (not cut off): no reconnection will come to say so; say it soon.
      if (this.publisher.status === 'ready')
        setTimeout(() => {
          this.tellUnsent();
        }, 200).unref();
      if (Date.now() - this.publishWarned < 60_000) return;
      this.publishWarned = Date.now();
      this.log(
        `warning: a message for game ${gameId} did not reach Redis (${String(error)}); other processes catch up from the store`,
      );
    });
  }

  subscribe(gameId: string, listener: GameListener, resync?: ResyncListener): () => void {
    return this.local.subscribe(gameId, listener, resync);
  }

  resync(gameId: string | null): void {
    this.local.resync(gameId);
  }

  subscribedGames(): string[] {
    return this.local.subscribedGames();
  }

  onForeign(listener: ForeignListener): () => void {
    this.foreign.add(listener);
    return () => this.foreign.delete(listener);
  }

  isCoherent(): boolean {
    return this.listening;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.foreign.clear();
    await Promise.all(
      [this.publisher, this.subscriber].map((client) =>
        client.status === 'ready'
          ? client.quit().then(() => undefined)
          : Promise.resolve().then(() => {
              client.disconnect();
            }),
      ),
    );
    await this.local.close();
  }

  cuts(): number {
    return this.cutCount;
  }

  publishSignOut(tokenHash: string): void {
    this.local.publishSignOut(tokenHash);
    if (this.closed) return;
    const text = JSON.stringify({ origin: this.origin, tokenHash });
    this.publisher.publish(SIGN_OUTS_CHANNEL, text).catch((error: unknown) => {
      // The others still refuse the token at its next check (socket.ts rechecks at least once a minute).
      this.log(`warning: a sign-out did not reach Redis (${String(error)})`);
    });
  }

  onSignOut(listener: SignOutListener): () => void {
    return this.local.onSignOut(listener);
  }

  private receiveSignOut(text: string): void {
    try {
      const value = JSON.parse(text) as { origin?: unknown; tokenHash?: unknown };
      if (typeof value.tokenHash === 'string' && value.origin !== this.origin)
        this.local.publishSignOut(value.tokenHash);
    } catch {
      // Not ours: ignored.
    }
  }

  private receive(text: string): void {
    let envelope: unknown;
    try {
      envelope = JSON.parse(text);
    } catch {
      return;
    }
    if (!isEnvelope(envelope) || envelope.origin === this.origin) return;
    if (typeof envelope.sentAt === 'number') this.busOptions.onLag?.(Date.now() - envelope.sentAt);
    if (envelope.missed === true) {
      this.tellForeign(envelope.gameId, null);
      return;
    }
    this.tellForeign(envelope.gameId, envelope.message);
    this.local.publish(envelope.gameId, envelope.message);
  }

  /** Redis answers again: the others are told which games' messages they missed from this one. */
  private tellUnsent(): void {
    if (this.closed) return;
    for (const gameId of [...this.unsent]) {
      this.unsent.delete(gameId);
      const envelope: Envelope = { origin: this.origin, gameId, message: { type: 'pong' }, missed: true };
      this.publisher.publish(GAMES_CHANNEL, JSON.stringify(envelope)).catch(() => {
        this.unsent.add(gameId);
      });
    }
  }

  private tellForeign(gameId: string | null, message: GameMessage | null): void {
    for (const listener of [...this.foreign]) {
      try {
        listener(gameId, message);
      } catch (error) {
        this.log(`a listener of other processes' messages failed (${String(error)})`);
      }
    }
  }

  private cutOff(reason: string): void {
    if (this.closed) return;
    this.listening = false;
    if (this.cut) return;
    this.cut = true;
    this.cutCount += 1;
    this.log(`warning: ${reason}; live updates from other processes wait until it is back`);
  }
}
