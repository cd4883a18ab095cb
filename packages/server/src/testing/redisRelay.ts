import { createServer, Socket } from 'node:net';

/**
 * A TCP relay in front of Redis, to simulate it going away: `cut` drops every connection and
 * refuses new ones until `restore`.
 */
export interface RedisRelay {
  readonly url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startRedisRelay(redisUrl: string): Promise<RedisRelay> {
  const target = new URL(redisUrl);
  const sockets = new Set<Socket>();
  let down = false;
  const server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = new Socket();
    upstream.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const dropAll = (): void => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: `redis://127.0.0.1:${String(port)}`,
    cut: () => {
      down = true;
      dropAll();
    },
    restore: () => {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => {
          resolve();
        });
      }),
  };
}
