import WebSocket from 'ws';

/** A test client of a game socket: collects every message and waits for those it needs. */
export interface SocketClient {
  readonly messages: Record<string, unknown>[];
  /** Settles when the socket closes, with the close code and reason the server gave. */
  readonly closed: Promise<{ code: number; reason: string }>;
  /** Waits until a message satisfies `test` (looking at those received already, too). */
  next(
    test: (message: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  send(data: unknown, options?: { binary?: boolean }): void;
  close(): Promise<void>;
}

/** Opens a game socket; rejects with the HTTP status when the upgrade is refused. */
export function openSocket(
  url: string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<SocketClient> {
  const socket = new WebSocket(url, {
    headers: token === undefined ? headers : { ...headers, authorization: `Bearer ${token}` },
  });
  const messages: Record<string, unknown>[] = [];
  const waiting = new Set<() => void>();
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.once('close', (code, reason) => {
      resolve({ code, reason: reason.toString('utf8') });
    });
  });
  socket.on('message', (data) => {
    messages.push(JSON.parse((data as Buffer).toString('utf8')) as Record<string, unknown>);
    for (const wake of [...waiting]) wake();
  });
  const client: SocketClient = {
    messages,
    closed,
    next: (test, timeoutMs = 3000) =>
      new Promise((resolve, reject) => {
        let from = 0;
        const look = (): boolean => {
          for (; from < messages.length; from++) {
            const message = messages[from] as Record<string, unknown>;
            if (test(message)) {
              waiting.delete(wake);
              clearTimeout(timer);
              from++;
              resolve(message);
              return true;
            }
          }
          return false;
        };
        const wake = (): void => {
          look();
        };
        const timer = setTimeout(() => {
          waiting.delete(wake);
          reject(new Error(`no such message in time; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        if (!look()) waiting.add(wake);
      }),
    send: (data, options = {}) => {
      socket.send(typeof data === 'string' || Buffer.isBuffer(data) ? data : JSON.stringify(data), {
        binary: options.binary ?? false,
      });
    },
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) {
          resolve();
          return;
        }
        socket.once('close', () => {
          resolve();
        });
        socket.close();
      }),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      resolve(client);
    });
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`refused: ${String(response.statusCode)}`));
    });
    socket.once('error', reject);
  });
}
