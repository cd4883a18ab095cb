import type pg from 'pg';

/** At most one warning about lost PostgreSQL connections this often (an outage drops them all). */
const WARN_EVERY_MS = 10_000;

/**
 * Keeps a lost PostgreSQL connection from killing the process. pg emits `error` on a client whose
 * connection drops (a server restart, a failover, pg_terminate_backend): on an idle client the
 * pool listens, but a client checked out between two queries (Kysely's transactions) has no
 * listener, and an unhandled `error` event ends the process. Every client gets a listener when it
 * connects; the query in flight fails on its own (the request answers 500 `internal`), the pool
 * drops the broken client when it is released and opens a new one for the next query.
 */
export function handleConnectionErrors(
  pool: pg.Pool,
  warn: (message: string) => void = (message) => process.stderr.write(`${message}\n`),
): void {
  let warned = -Infinity;
  const lost = (error: Error): void => {
    const now = Date.now();
    if (now - warned < WARN_EVERY_MS) return;
    warned = now;
    warn(`warning: a PostgreSQL connection was lost (${error.message}); requests fail until a new one opens`);
  };
  pool.on('error', lost);
  pool.on('connect', (client) => {
    client.on('error', lost);
  });
}
