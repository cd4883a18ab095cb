import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testServer } from '../testing/index.js';
import { installHealth } from './health.js';

/** A bare app with the health routes over a store and a bus that answer as told. */
async function healthApp(ping: () => Promise<void>, coherent: boolean) {
  const app = Fastify();
  installHealth(app, { store: { ping }, bus: { isCoherent: () => coherent }, storeTimeoutMs: 100 });
  await app.ready();
  return app;
}

describe('health and readiness', () => {
  it('answers /healthz and /readyz with ok on the whole server (and keeps /health)', async () => {
    const server = await testServer();
    try {
      for (const path of ['/healthz', '/readyz', '/health'])
        expect(await server.get(path)).toEqual({ status: 200, body: { status: 'ok' } });
    } finally {
      await server.close();
    }
  });

  it('answers /readyz 503 unavailable naming the store when it throws, /healthz still ok', async () => {
    const app = await healthApp(() => Promise.reject(new Error('connection refused at secret-host')), true);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    const body = ready.json<{ error: string; message: string }>();
    expect(body.error).toBe('unavailable');
    expect(body.message).toMatch(/store/);
    expect(body.message).not.toMatch(/secret-host/);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    await app.close();
  });

  it('answers /readyz 503 when the store hangs', async () => {
    const app = await healthApp(() => new Promise(() => undefined), true);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json<{ message: string }>().message).toMatch(/store did not answer within 100 ms/);
    await app.close();
  });

  it('answers /readyz 503 naming the bus when it is cut off, and both when both fail', async () => {
    const bus = await healthApp(() => Promise.resolve(), false);
    const ready = await bus.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      error: 'unavailable',
      message: expect.stringMatching(/event bus/) as unknown,
    });
    await bus.close();
    const both = await healthApp(() => Promise.reject(new Error('down')), false);
    expect((await both.inject('/readyz')).json<{ message: string }>().message).toMatch(
      /store.*; the event bus/,
    );
    await both.close();
  });
});
