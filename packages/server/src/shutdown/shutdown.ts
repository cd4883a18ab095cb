import type { FastifyInstance } from 'fastify';

/** WebSocket close code 1012 "service restart": the client reconnects (to another process). */
export const SERVICE_RESTART = 1012;

/** How long a shutdown may take before the process exits anyway (SIGTERM to exit). */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/** How long a socket told to reconnect may take to close before it is cut. */
const SOCKET_CLOSE_GRACE_MS = 2000;

/** Fastify's own 503 while closing is not in §7's shape: the closing hook below answers instead. */
export const CLOSING_OPTIONS = { return503OnClosing: false } as const;

/** The socket server @fastify/websocket decorates the app with. */
interface WithSockets {
  readonly websocketServer?: {
    readonly clients: ReadonlySet<{ close(code: number, reason: string): void; terminate(): void }>;
  };
}

/**
 * How the server closes (app.close(), as on SIGTERM): every game socket is closed with 1012
 * "service restart" (a reconnect hint) and cut if it has not closed after a grace; requests that
 * arrive on a kept-alive connection meanwhile answer 503 `unavailable` (Connection: close); those
 * in flight finish (Fastify waits for them) before the service, the AI, the bus and the store close
 * (server.ts's onClose). Register before @fastify/websocket, so that its own closing (code 1005)
 * comes after.
 */
export function installShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    const clients = [...((app as WithSockets).websocketServer?.clients ?? [])];
    for (const client of clients) client.close(SERVICE_RESTART, 'service restart');
    if (clients.length > 0)
      setTimeout(() => {
        for (const client of clients) client.terminate();
      }, SOCKET_CLOSE_GRACE_MS).unref();
    done();
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    await reply
      .code(503)
      .header('connection', 'close')
      .send({ error: 'unavailable', message: 'the server is shutting down: try again' });
  });
}

export interface SignalOptions {
  /** Where signals come from (default the process). */
  readonly signals?: Pick<NodeJS.Process, 'on'>;
  readonly deadlineMs?: number;
  readonly exit?: (code: number) => void;
  readonly log?: (message: string) => void;
}

/**
 * SIGTERM or SIGINT closes the server gracefully (installShutdown) and exits 0; a second signal,
 * a failure, or the deadline passing exits 1 at once.
 */
export function shutDownOnSignals(app: Pick<FastifyInstance, 'close'>, options: SignalOptions = {}): void {
  const signals = options.signals ?? process;
  const deadlineMs = options.deadlineMs ?? SHUTDOWN_DEADLINE_MS;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`));
  let shuttingDown = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (shuttingDown) {
      log(`${signal} again: exiting now`);
      exit(1);
      return;
    }
    shuttingDown = true;
    log(`${signal}: shutting down (requests in flight finish, sockets are told to reconnect)`);
    setTimeout(() => {
      log(`the shutdown took over ${deadlineMs} ms: exiting now`);
      exit(1);
    }, deadlineMs).unref();
    app.close().then(
      () => {
        exit(0);
      },
      (error: unknown) => {
        log(`the shutdown failed (${error instanceof Error ? error.message : String(error)}): exiting now`);
        exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) signals.on(signal, onSignal);
}
