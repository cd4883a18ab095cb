import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TurnChooser } from './ai/turnChooser.js';
import { readAppPaths } from './appPaths.js';
import { createTurnChooser } from './ai/createTurnChooser.js';
import type { EventBus } from './events/eventBus.js';
import { LocalBus } from './events/localBus.js';
import { RedisBus } from './events/redisBus.js';
import { installHealth } from './health/health.js';
import { echoRequestId, fastifyLogging, type LogLevel } from './logging/logging.js';
import { installMetrics } from './metrics/metricsRoute.js';
import { ServerMetrics } from './metrics/serverMetrics.js';
import { timedStore } from './metrics/timedStore.js';
import { aiQueued, timedTurnChooser } from './metrics/timedTurnChooser.js';
import { CLOSING_OPTIONS, installShutdown } from './shutdown/shutdown.js';
import { GameService } from './service/gameService.js';
import { PlayerService } from './service/playerService.js';
import { isPostgresUrl, PostgresStore, redactedUrl } from './store/postgresStore.js';
import { SqliteStore, type SqliteSync } from './store/sqliteStore.js';
import type { Store } from './store/store.js';
import { DEFAULT_LIMITS, type LimitSettings } from './limits/limitSettings.js';
import { RateLimits } from './limits/rateLimits.js';
import { answerFrameworkError, BODY_LIMIT, installErrorHandling } from './transport/errors.js';
import { installApi } from './transport/http.js';
import { installSocket, MAX_FRAME_BYTES } from './transport/socket.js';
import { TokenSockets } from './transport/tokenSockets.js';
import { installOriginCheck } from './transport/origin.js';
import { installSecurityHeaders } from './transport/securityHeaders.js';
import type { TrustProxy } from './transport/trustProxy.js';
import { installValidation } from './transport/validation.js';
import { installWebApp } from './transport/webApp.js';

export interface ServerOptions {
  /** The built web app (packages/web/dist). */
  readonly webRoot: string;
  /** Fastify's request log at `info` (when no logLevel is given). */
  readonly logger?: boolean;
  /** The log's level (LOG_LEVEL): JSON lines with request ids, secrets redacted (logging.ts). */
  readonly logLevel?: LogLevel;
  /** Where the log's lines go (default stdout). */
  readonly logStream?: NodeJS.WritableStream;
  /** Where the SQLite file lives; without it (and without `store`) the store is in memory. */
  readonly dataDir?: string;
  /** How durable a SQLite commit is (SQLITE_SYNC; default `normal`). */
  readonly sqliteSync?: SqliteSync;
  /** postgres://… or postgresql://…: the store is that PostgreSQL database (dataDir is not used). */
  readonly databaseUrl?: string;
  /** Connections to PostgreSQL this process keeps (DATABASE_POOL; default DEFAULT_POOL_SIZE). */
  readonly databasePool?: number;
  /** redis://…: live messages go between server processes through Redis (unless `bus` is given). */
  readonly redisUrl?: string;
  /** A store to use instead of one opened here. The server closes it when it closes. */
  readonly store?: Store;
  /** The AI seats' chooser (the server closes it when it closes); default: createTurnChooser(). */
  readonly turnChooser?: TurnChooser;
  readonly bus?: EventBus;
  /** How long a process's claim on a game's AI turn or clock holds (GameServiceOptions.claimMs). */
  readonly claimMs?: number;
  /** How long the mover of a live game may be away before it is abandoned (ABANDON_MS; 0: never). */
  readonly abandonMs?: number;
  /** Where warnings go (Redis away and back); default stderr. */
  readonly warn?: (message: string) => void;
  /** The rate limits and caps (docs/limits.md); default DEFAULT_LIMITS, each key on its own. */
  readonly limits?: Partial<LimitSettings>;
  /** The prefix of the rate limits' Redis keys (tests give each server group their own). */
  readonly limitKeyPrefix?: string;
  /** METRICS_TOKEN: `/metrics` answers only with it as a Bearer token; without it, loopback only. */
  readonly metricsToken?: string;
  /** Whose X-Forwarded-* headers are believed (TRUST_PROXY; default: nobody's). */
  readonly trustProxy?: TrustProxy;
  /** Origins besides the server's own whose pages may act for a player (ALLOWED_ORIGINS). */
  readonly allowedOrigins?: readonly string[];
  /** Game sockets being opened at once before more are refused with 503 (SOCKET_OPENS; default 64). */
  readonly socketOpenLimit?: number;
}

/** The SQLite file in a data folder. */
export const databaseFile = (dataDir: string): string => join(dataDir, 'santorini.sqlite');

/** Refuses a DATABASE_URL that is not PostgreSQL's (before anything is opened). */
export function checkDatabaseUrl(url: string): void {
  if (!isPostgresUrl(url))
    throw new Error(
      `DATABASE_URL must be a PostgreSQL URL (postgres://… or postgresql://…), not ${redactedUrl(url)}; leave it unset for the embedded SQLite store`,
    );
}

async function openStore(options: ServerOptions): Promise<Store> {
  if (options.store !== undefined) return options.store;
  if (options.databaseUrl !== undefined && options.databaseUrl !== '') {
    checkDatabaseUrl(options.databaseUrl);
    return PostgresStore.open(options.databaseUrl, options.databasePool);
  }
  if (options.dataDir === undefined) return SqliteStore.open(':memory:');
  mkdirSync(options.dataDir, { recursive: true });
  return SqliteStore.open(databaseFile(options.dataDir), options.sqliteSync);
}

/**
 * The server: the built web app as static files (and its pages, the addresses its build lists in
 * app-paths.json: /online, /g/<id>, /learn, /puzzles…), `GET /health`,
 * and online play (spec §7): the HTTP API and the game sockets around the game service.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  if (!existsSync(options.webRoot))
    throw new Error(`the web app is not built (${options.webRoot} is missing): run npm run build first`);
  // The web app's pages (its own list, in its build), each answered with the app.
  const pages = readAppPaths(options.webRoot);
  const metrics = new ServerMetrics();
  const store = timedStore(await openStore(options), metrics);
  const warn = options.warn ?? ((message: string) => process.stderr.write(`${message}\n`));
  const bus =
    options.bus ??
    (options.redisUrl === undefined || options.redisUrl === ''
      ? new LocalBus()
      : new RedisBus(options.redisUrl, warn, { onLag: metrics.observeBusLag }));
  const turnChooser = timedTurnChooser(options.turnChooser ?? createTurnChooser(), metrics);
  const log = (message: string): void => {
    if (options.logger === true) process.stderr.write(`${message}\n`);
  };
  const limitSettings = { ...DEFAULT_LIMITS, ...options.limits };
  const limits = new RateLimits({
    settings: limitSettings,
    redisUrl: options.redisUrl,
    warn,
    ...(options.limitKeyPrefix === undefined ? {} : { keyPrefix: options.limitKeyPrefix }),
  });
  const games = new GameService({
    store,
    bus,
    turnChooser,
    log,
    chatLimit: { rate: limitSettings.chat, counter: limits.limit('chat') },
    caps: limitSettings,
    ...(options.claimMs === undefined ? {} : { claimMs: options.claimMs }),
    ...(options.abandonMs === undefined ? {} : { abandonMs: options.abandonMs }),
  });
  const players = new PlayerService(store);

  const app = Fastify({
    ...fastifyLogging(options),
    ...CLOSING_OPTIONS,
    bodyLimit: BODY_LIMIT,
    frameworkErrors: answerFrameworkError,
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
  });
  echoRequestId(app);
  installShutdown(app);
  installErrorHandling(app);
  await installSecurityHeaders(app);
  installValidation(app);
  await app.register(fastifyCookie);
  // A frame over MAX_FRAME_BYTES is answered with an error, not a closed connection: ws may take more.
  await app.register(fastifyWebsocket, { options: { maxPayload: 16 * MAX_FRAME_BYTES } });
  // After the websocket plugin's own hooks, which close a refused upgrade's connection.
  installOriginCheck(app, options.allowedOrigins);
  app.get('/health', () => ({ status: 'ok' }));
  installHealth(app, { store, bus });
  installMetrics(app, metrics, {
    ...(options.metricsToken === undefined ? {} : { token: options.metricsToken }),
    gameCounts: () => store.gameCounts(),
    aiQueued: () => aiQueued(turnChooser),
  });
  await installWebApp(app, { root: options.webRoot, pages });
  await limits.install(app);
  const sockets = new TokenSockets(bus);
  installApi(app, { games, players, store, limits, sockets });
  installSocket(app, {
    games,
    players,
    bus,
    sockets,
    ...(options.socketOpenLimit === undefined ? {} : { openLimit: options.socketOpenLimit }),
  });
  app.addHook('onClose', async () => {
    await games.close();
    await turnChooser.close();
    await bus.close();
    await store.close();
  });
  await games.start();
  return app;
}
