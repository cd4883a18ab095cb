import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { NO_LIMIT, RateLimited, type LimitVerdict, type RateLimit } from '../service/rateLimit.js';
import type { LimitSettings, Rate, RATE_VARIABLES } from './limitSettings.js';

export type RateName = keyof typeof RATE_VARIABLES;

export interface RateLimitsOptions {
  readonly settings: LimitSettings;
  /** redis://…: the counts are kept in Redis, shared by every process; unset or empty: per process. */
  readonly redisUrl?: string | undefined;
  /** The prefix of the Redis keys (tests give each their own). */
  readonly keyPrefix?: string;
  /** Where "Redis is away / back" goes. */
  readonly warn: (message: string) => void;
}

/** A limit's check as @fastify/rate-limit makes it (`createRateLimit`). */
type Check = ReturnType<FastifyInstance['createRateLimit']>;

/** The stand-in request a check is called with: the plugin reads the key from it and nothing else. */
interface KeyedRequest {
  readonly routeOptions: { readonly config: Record<string, never> };
  readonly limitKey: string;
}

const DEFAULT_PREFIX = 'santorini-limit:';
/** Keys each process's in-memory counts hold before the least recently used are forgotten. */
const LOCAL_KEYS = 100_000;
/** How long a count may wait for Redis before the limit is skipped for that event. */
const REDIS_COMMAND_MS = 1000;

/**
 * The server's rate limits (limitSettings.ts), counted by @fastify/rate-limit: in Redis when a URL
 * is given (its own ioredis client, closed with the app), else in this process's memory. Each limit
 * is a `createRateLimit` check called with a key (an address, a player, an account name), so the
 * same limit serves HTTP routes and the socket. While Redis is away the limits are skipped (not
 * every request refused): a warning says so once, and another when Redis is back.
 */
export class RateLimits {
  private readonly checks = new Map<RateName, Check>();
  private redis: Redis | undefined;
  private redisAway = false;
  private closing = false;

  constructor(private readonly options: RateLimitsOptions) {}

  /** The limit of that name, for the routes and the service; counts only once `install` has run. */
  limit(name: RateName): RateLimit {
    if (this.options.settings[name] === null) return NO_LIMIT;
    return {
      take: (key) => this.take(name, key),
    };
  }

  /** Registers @fastify/rate-limit on the app (no route is limited by itself) and makes each check. */
  async install(app: FastifyInstance): Promise<void> {
    const url = this.options.redisUrl ?? '';
    if (url !== '') this.redis = await this.connect(url);
    await app.register(fastifyRateLimit, {
      global: false,
      skipOnError: true,
      cache: LOCAL_KEYS,
      nameSpace: this.options.keyPrefix ?? DEFAULT_PREFIX,
      ...(this.redis === undefined ? {} : { redis: this.redis }),
    });
    for (const [name, rate] of Object.entries(this.options.settings) as [RateName, Rate | null][]) {
      if (rate === null || typeof rate !== 'object') continue;
      const options = {
        max: rate.max,
        timeWindow: rate.windowMs,
        cache: LOCAL_KEYS,
        keyGenerator: (request: FastifyRequest) => (request as unknown as KeyedRequest).limitKey,
      };
      this.checks.set(name, app.createRateLimit(options));
    }
    // A refusal that says when to try again says it in Retry-After too.
    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof RateLimited) void reply.header('retry-after', String(error.retryAfterSeconds));
    });
    app.addHook('onClose', async () => {
      this.closing = true;
      await this.redis?.quit().catch(() => this.redis?.disconnect());
    });
  }

  private async take(name: RateName, key: string): Promise<LimitVerdict> {
    const check = this.checks.get(name);
    if (check === undefined) return { allowed: true };
    const request: KeyedRequest = { routeOptions: { config: {} }, limitKey: `${name}:${key}` };
    const answer = await check(request as unknown as FastifyRequest);
    // Not counted (Redis away: skipped), or within the limit.
    if (answer.isAllowed || !answer.isExceeded) return { allowed: true };
    return { allowed: false, retryAfterMs: answer.ttl };
  }

  private async connect(url: string): Promise<Redis> {
    const redis = new Redis(url, {
      lazyConnect: true,
      // A count that cannot reach Redis fails at once (and the limit is skipped), never waits.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: REDIS_COMMAND_MS,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    redis.on('error', (error: Error) => {
      this.wentAway(error.message);
    });
    redis.on('close', () => {
      this.wentAway('the connection closed');
    });
    redis.on('ready', () => {
      if (!this.redisAway) return;
      this.redisAway = false;
      this.options.warn('Redis is back: the rate limits apply again');
    });
    await redis.connect().catch((error: unknown) => {
      this.wentAway(error instanceof Error ? error.message : String(error));
    });
    return redis;
  }

  private wentAway(reason: string): void {
    if (this.redisAway || this.closing) return;
    this.redisAway = true;
    this.options.warn(
      `warning: the rate limits' Redis cannot be reached (${reason}); the rate limits are skipped until it is back`,
    );
  }
}
