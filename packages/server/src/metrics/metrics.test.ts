import type { PositionJson } from '@santorini/engine';
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { RedisBus } from '../events/redisBus.js';
import { SqliteStore } from '../store/sqliteStore.js';
import { firstLegalTurn, testServer, type TestServer } from '../testing/index.js';
import { redisUnavailable, TEST_REDIS_URL } from '../testing/redis.js';
import { recordSocketTurn } from './metricsRoute.js';
import { ServerMetrics } from './serverMetrics.js';
import { timedStore } from './timedStore.js';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function started(options: Parameters<typeof testServer>[0] = {}): Promise<TestServer> {
  const server = await testServer(options);
  servers.push(server);
  return server;
}

const scrape = async (server: TestServer, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: '/metrics', headers });

/** A game of two guests, playing: its id, the tokens by seat, and its position. */
async function playing(server: TestServer) {
  const ann = await server.guest('Ann');
  const bob = await server.guest('Bob');
  const id = (await server.post('/api/games', { players: 2 }, ann.token)).body.id as string;
  await server.post(`/api/games/${id}/join`, {}, bob.token);
  const position = (await server.get(`/api/games/${id}`)).body.position as PositionJson;
  return { id, tokens: [ann.token, bob.token], position };
}

describe('GET /metrics', () => {
  it('shows the turn round trip and store latency histograms after a turn, games by status and the process', async () => {
    const server = await started();
    const game = await playing(server);
    const played = await server.post(
      `/api/games/${game.id}/turns`,
      { seq: 0, turn: firstLegalTurn(game.position) },
      game.tokens[game.position.toMove],
    );
    expect(played.status).toBe(200);
    const refused = await server.post(
      `/api/games/${game.id}/turns`,
      { seq: 5, turn: firstLegalTurn(game.position) },
      game.tokens[game.position.toMove],
    );
    expect(refused.status).toBe(403);
    const answer = await scrape(server);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(text).toMatch(/^santorini_turn_round_trip_seconds_count\{transport="http",status="200"\} 1$/m);
    expect(text).toMatch(/^santorini_turn_round_trip_seconds_count\{transport="http",status="403"\} 1$/m);
    expect(text).toMatch(
      /^santorini_turn_round_trip_seconds_bucket\{le="0\.05",transport="http",status="200"\} [01]$/m,
    );
    expect(text).toMatch(
      /^santorini_store_operation_seconds_count\{operation="appendTurn",outcome="ok"\} 1$/m,
    );
    expect(text).toMatch(/^santorini_games\{status="playing"\} 1$/m);
    expect(text).toMatch(/^santorini_open_sockets 0$/m);
    expect(text).toMatch(/^santorini_ai_queue_length 0$/m);
    expect(text).toMatch(/^# TYPE santorini_bus_lag_seconds histogram$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('records socket turns given by the socket code through recordSocketTurn', async () => {
    const server = await started();
    const request = { server: server.app } as unknown as FastifyRequest;
    recordSocketTurn(request, 12, 'ok');
    recordSocketTurn(request, 3, 'stale');
    const text = (await scrape(server)).body;
    expect(text).toMatch(/^santorini_turn_round_trip_seconds_count\{transport="socket",status="ok"\} 1$/m);
    expect(text).toMatch(/^santorini_turn_round_trip_seconds_sum\{transport="socket",status="ok"\} 0\.012$/m);
    expect(text).toMatch(/^santorini_turn_round_trip_seconds_count\{transport="socket",status="stale"\} 1$/m);
  });

  it('times the AI seats’ turns', async () => {
    const server = await started();
    const ann = await server.guest('Ann');
    const id = (await server.post('/api/games', { ai: { '1': 1 } }, ann.token)).body.id as string;
    const position = (await server.get(`/api/games/${id}`)).body.position as PositionJson;
    expect(
      (await server.post(`/api/games/${id}/turns`, { seq: 0, turn: firstLegalTurn(position) }, ann.token))
        .status,
    ).toBe(200);
    for (let tries = 0; tries < 100 && (await server.get(`/api/games/${id}`)).body.seq !== 2; tries++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await scrape(server)).body).toMatch(/^santorini_ai_turn_wait_seconds_count\{outcome="ok"\} 1$/m);
  });

  it('counts the open game sockets', async () => {
    const server = await started();
    const game = await playing(server);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/games/${game.id}/socket`);
    await new Promise((resolve, reject) => {
      socket.once('message', resolve);
      socket.once('error', reject);
    });
    expect((await scrape(server)).body).toMatch(/^santorini_open_sockets 1$/m);
    await new Promise((resolve) => {
      socket.once('close', resolve);
      socket.close();
    });
    for (
      let tries = 0;
      tries < 50 && !/^santorini_open_sockets 0$/m.test((await scrape(server)).body);
      tries++
    )
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await scrape(server)).body).toMatch(/^santorini_open_sockets 0$/m);
  });

  it('answers only loopback clients that came through no proxy when no METRICS_TOKEN is set', async () => {
    const server = await started();
    const remote = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect([remote.statusCode, remote.json<{ error: string }>().error]).toEqual([404, 'not-found']);
    const proxied = await scrape(server, { 'x-forwarded-for': '203.0.113.9' });
    expect(proxied.statusCode).toBe(404);
    expect((await scrape(server)).statusCode).toBe(200);
  });

  it('answers only with the METRICS_TOKEN as a Bearer token when it is set, from anywhere', async () => {
    const server = await started({ metricsToken: 's3cret-metrics' });
    const none = await scrape(server);
    expect([none.statusCode, none.json<{ error: string }>().error]).toEqual([401, 'unauthorized']);
    expect((await scrape(server, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
    const remote = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer s3cret-metrics' },
    });
    expect(remote.statusCode).toBe(200);
  });
});

describe('ServerMetrics', () => {
  it('still answers a scrape when the store cannot count the games', async () => {
    const metrics = new ServerMetrics();
    metrics.readFrom({
      gameCounts: () => Promise.reject(new Error('the database is away')),
      aiQueued: () => 3,
      openSockets: () => 2,
    });
    const text = await metrics.text();
    expect(text).not.toMatch(/^santorini_games\{/m);
    expect(text).toMatch(/^santorini_ai_queue_length 3$/m);
    expect(text).toMatch(/^santorini_open_sockets 2$/m);
  });
});

describe('timedStore', () => {
  it('times each operation by outcome, failures included, and answers as the store does', async () => {
    const metrics = new ServerMetrics();
    const inner = await SqliteStore.open(':memory:');
    const store = timedStore(inner, metrics);
    expect(await store.player('nobody')).toBeUndefined();
    await inner.close();
    await expect(store.player('nobody')).rejects.toThrow();
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^santorini_store_operation_seconds_count\{operation="player",outcome="ok"\} 1$/m);
    expect(text).toMatch(
      /^santorini_store_operation_seconds_count\{operation="player",outcome="error"\} 1$/m,
    );
  });
});

const redisSkip = await redisUnavailable();
describe.skipIf(redisSkip !== null)('the bus lag', () => {
  it('is measured on a message heard from another process', async () => {
    const lags: number[] = [];
    const sender = new RedisBus(TEST_REDIS_URL, () => undefined);
    const receiver = new RedisBus(TEST_REDIS_URL, () => undefined, { onLag: (lag) => lags.push(lag) });
    try {
      expect(await receiver.ready()).toBe(true);
      const heard = new Promise((resolve) => receiver.subscribe('lag-game', resolve));
      sender.publish('lag-game', { type: 'pong' });
      await heard;
      expect(lags).toHaveLength(1);
      expect(lags[0]).toBeGreaterThanOrEqual(0);
    } finally {
      await sender.close();
      await receiver.close();
    }
  });
});
