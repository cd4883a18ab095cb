import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../events/eventBus.js';
import type { Store } from '../store/store.js';

export interface HealthOptions {
  readonly store: Pick<Store, 'ping'>;
  readonly bus: Pick<EventBus, 'isCoherent'>;
  /** How long the store may take to answer the readiness query (default 2 s). */
  readonly storeTimeoutMs?: number;
}

/**
 * Why the store does not answer, or null when it does within `timeoutMs`. The driver's own error
 * goes to `log` only (it may name hosts), not to the public answer.
 */
async function storeProblem(
  store: Pick<Store, 'ping'>,
  timeoutMs: number,
  log: (detail: string) => void,
): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => {
      resolve(`the store did not answer within ${timeoutMs} ms`);
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      store.ping().then(
        () => null,
        (error: unknown) => {
          log(`readiness: the store failed (${error instanceof Error ? error.message : String(error)})`);
          return 'the store (database) does not answer';
        },
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: the process is alive and its event loop turns (200 `{"status":"ok"}`, for a
 * liveness probe: restart the process when it stops answering). `GET /readyz`: the process can
 * serve games now (for a load balancer's readiness probe: send it no traffic while it answers 503)
 * — the store answers a trivial query and the bus hears every other process.
 */
export function installHealth(app: FastifyInstance, options: HealthOptions): void {
  const timeoutMs = options.storeTimeoutMs ?? 2000;
  app.get('/healthz', () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const problems = [
      await storeProblem(options.store, timeoutMs, (detail) => {
        request.log.warn(detail);
      }),
      options.bus.isCoherent()
        ? null
        : 'the event bus is cut off (Redis is not answering): live updates from other processes are missed',
    ].filter((problem) => problem !== null);
    if (problems.length === 0) return { status: 'ok' };
    return reply.code(503).send({ error: 'unavailable', message: problems.join('; ') });
  });
}
