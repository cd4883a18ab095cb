import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SqliteStore } from '../store/sqliteStore.js';
import { openSocket, testServer } from '../testing/index.js';
import { OpenGate, socketOpenLimitFrom } from './openGate.js';

describe('OpenGate', () => {
  it('lets in up to its limit, then refuses until one is done; done twice counts once', () => {
    const gate = new OpenGate(2);
    const first = gate.tryEnter();
    const second = gate.tryEnter();
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    expect(gate.tryEnter()).toBeUndefined();
    first?.();
    first?.();
    expect(gate.opening).toBe(1);
    expect(gate.tryEnter()).toBeTypeOf('function');
    expect(gate.tryEnter()).toBeUndefined();
  });

  it('reads SOCKET_OPENS, naming what is wrong', () => {
    expect(socketOpenLimitFrom(undefined)).toEqual({});
    expect(socketOpenLimitFrom('')).toEqual({});
    expect(socketOpenLimitFrom('16')).toEqual({ limit: 16 });
    expect(socketOpenLimitFrom('0')).toEqual({ error: expect.stringContaining('SOCKET_OPENS') as unknown });
    expect(socketOpenLimitFrom('lots')).toEqual({ error: expect.stringContaining('"lots"') as unknown });
  });
});

describe('the socket upgrade under too many opens at once', () => {
  it('answers 503 with Retry-After beyond the limit, and lets the next one in once one is open', async () => {
    // A store whose turn reads wait until released: the first socket's open stays under way.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = false;
    const inner = await SqliteStore.open(':memory:');
    const store = new Proxy(inner, {
      get(target, name, receiver) {
        const value: unknown = Reflect.get(target, name, receiver);
        if (name === 'turns' && typeof value === 'function')
          return async (...args: unknown[]) => {
            if (holding) await held;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const server = await testServer({ store, socketOpenLimit: 1 });
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const address = server.app.server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      const ann = await server.guest('Ann');
      const id = (await server.post('/api/games', { players: 2 }, ann.token)).body.id as string;
      const url = `ws://127.0.0.1:${String(port)}/api/games/${id}/socket`;
      holding = true;
      const first = openSocket(url);
      const refusal = await new Promise<{ status: number; retryAfter: string | undefined; body: string }>(
        (resolve, reject) => {
          const later = setTimeout(() => {
            const socket = new WebSocket(url);
            socket.once('unexpected-response', (_request, response) => {
              let body = '';
              response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
              response.on('end', () => {
                resolve({
                  status: response.statusCode ?? 0,
                  retryAfter: response.headers['retry-after'],
                  body,
                });
              });
            });
            socket.once('open', () => {
              reject(new Error('opened beyond the limit'));
            });
            socket.on('error', () => undefined);
          }, 100);
          later.unref();
        },
      );
      expect(refusal.status).toBe(503);
      expect(refusal.retryAfter).toBe('1');
      expect(JSON.parse(refusal.body)).toMatchObject({
        error: 'unavailable',
        message: expect.any(String) as unknown,
      });
      release();
      const opened = await first;
      await opened.next((message) => message.type === 'state');
      const next = await openSocket(url);
      await next.next((message) => message.type === 'state');
      await Promise.all([opened.close(), next.close()]);
    } finally {
      release();
      await server.close();
    }
  });
});
