import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MetricsSources, ServerMetrics } from './serverMetrics.js';

export interface MetricsRouteOptions extends MetricsSources {
  /**
   * METRICS_TOKEN: when set, `/metrics` answers only with `Authorization: Bearer <token>`; when
   * not, only to a client on loopback that came through no proxy.
   */
  readonly token?: string;
}

/** The route whose round trip `santorini_turn_round_trip_seconds{transport="http"}` measures. */
const TURN_ROUTE = '/api/games/:id/turns';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Why this request may not read the metrics, or null when it may. */
function refusal(request: FastifyRequest, token: string | undefined) {
  if (token !== undefined && token !== '') {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    return given !== undefined && sameSecret(given, token)
      ? null
      : {
          status: 401,
          body: { error: 'unauthorized', message: 'the metrics need the METRICS_TOKEN as a Bearer token' },
        };
  }
  // The socket's own address: X-Forwarded-For (TRUST_PROXY) must not let a proxied client in.
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && !forwarded
    ? null
    : {
        status: 404,
        body: {
          error: 'not-found',
          message: 'the metrics are served on loopback only unless METRICS_TOKEN is set',
        },
      };
}

/** Each server's metrics, found from its HTTP server (the same in every Fastify plugin context). */
const metricsOfServer = new WeakMap<object, ServerMetrics>();

/**
 * Records a turn answered over a game socket (for the socket code to call once it has answered
 * it): `elapsedMs` from its frame arriving, and its outcome (`ok`, or the refusal's code).
 */
export function recordSocketTurn(request: FastifyRequest, elapsedMs: number, outcome: string): void {
  metricsOfServer.get(request.server.server)?.observeSocketTurn(elapsedMs, outcome);
}

/** The socket server @fastify/websocket decorates the app with (its clients are the open sockets). */
interface WithSockets {
  readonly websocketServer?: { readonly clients: ReadonlySet<unknown> };
}

/**
 * `GET /metrics` (Prometheus text format) and the timing of HTTP turns: each `POST` on the turns
 * route, from its arrival to its answer, by answer status.
 */
export function installMetrics(
  app: FastifyInstance,
  metrics: ServerMetrics,
  options: MetricsRouteOptions,
): void {
  metricsOfServer.set(app.server, metrics);
  metrics.readFrom({
    gameCounts: () => options.gameCounts(),
    aiQueued: () => options.aiQueued(),
    openSockets: () => (app as WithSockets).websocketServer?.clients.size ?? 0,
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.url !== TURN_ROUTE) return;
    metrics.turnSeconds.observe(
      { transport: 'http', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (request, reply) => {
    const refused = refusal(request, options.token);
    if (refused !== null) return reply.code(refused.status).send(refused.body);
    return reply.header('content-type', metrics.contentType).send(await metrics.text());
  });
}
