import type { PositionJson } from '@santorini/engine';
import { RESYNC_CLOSE } from '@santorini/protocol';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { GAMES_CHANNEL } from './events/redisBus.js';
import { firstLegalTurn, testServer, type TestServer } from './testing/index.js';
import { testPostgres } from './testing/postgres.js';
import { ownRedis } from './testing/redisServer.js';
import { resumingSocket, type ResumingSocket } from './testing/resumingSocket.js';
import { until } from './testing/until.js';

// Two server processes on one PostgreSQL database, their live messages through a redis-server of
// this test's own, which it stops and starts again while turns are played.
const postgres = await testPostgres();
const redis = await ownRedis();
const skip = 'skip' in postgres ? postgres.skip : 'skip' in redis ? redis.skip : null;
if (skip !== null) console.warn(`Redis outage tests skipped: ${skip}`);

afterAll(async () => {
  if (!('skip' in redis)) await redis.stop();
});
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}, 60_000);

const wsOf = (server: TestServer): string => {
  const address = server.app.server.address();
  return `ws://127.0.0.1:${String(typeof address === 'object' && address !== null ? address.port : 0)}`;
};

describe.skipIf(skip !== null)('a Redis outage under play, two processes', () => {
  it('closes the sockets of a game with the resync code when a turn heard skips past those held', async () => {
    if ('skip' in postgres || 'skip' in redis) return;
    const database = await postgres.freshDatabase();
    const b = await testServer({ databaseUrl: database.url, redisUrl: redis.url, warn: () => undefined });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const publisher = new Redis(redis.url);
    cleanups.push(async () => {
      publisher.disconnect();
      await b.close();
      await database.drop();
    });
    const ann = await b.guest('Ann');
    const bob = await b.guest('Bob');
    const id = (await b.post('/api/games', { players: 2 }, ann.token)).body.id as string;
    await b.post(`/api/games/${id}/join`, {}, bob.token);
    const socket = await resumingSocket(`${wsOf(b)}/api/games/${id}/socket`);
    cleanups.push(() => {
      socket.close();
    });
    await until(async () => (await b.get(`/api/games/${id}`)).status === 200);
    // Another process says turn 2 was recorded: B holds none, so it missed turn 1.
    const message = { type: 'turn', seq: 2, seat: 0, turn: '@a1 @a2', position: null, clocks: null };
    await publisher.publish(GAMES_CHANNEL, JSON.stringify({ origin: 'elsewhere', gameId: id, message }));
    await until(() => socket.closes.includes(RESYNC_CLOSE.code));
  });

  it('gives every socket on the other process every turn acknowledged while Redis was down', async () => {
    if ('skip' in postgres || 'skip' in redis) return;
    const database = await postgres.freshDatabase();
    const start = async (): Promise<TestServer> => {
      const server = await testServer({
        databaseUrl: database.url,
        redisUrl: redis.url,
        warn: () => undefined,
      });
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      return server;
    };
    const a = await start();
    const b = await start();
    cleanups.push(async () => {
      await Promise.all([a.close(), b.close()]);
      await database.drop();
    });
    const ann = await a.guest('Ann');
    const bob = await a.guest('Bob');
    const games: string[] = [];
    for (let n = 0; n < 3; n++) {
      const id = (await a.post('/api/games', { players: 2 }, ann.token)).body.id as string;
      await a.post(`/api/games/${id}/join`, {}, bob.token);
      games.push(id);
    }
    // On B: a watcher and each player's socket in every game.
    const sockets = new Map<string, ResumingSocket[]>();
    for (const id of games) {
      const url = `${wsOf(b)}/api/games/${id}/socket`;
      sockets.set(id, [
        await resumingSocket(url),
        await resumingSocket(url, ann.token),
        await resumingSocket(url, bob.token),
      ]);
    }
    cleanups.push(() => {
      for (const socket of [...sockets.values()].flat()) socket.close();
    });
    const acknowledged = new Map(games.map((id) => [id, 0]));
    const playOnA = async (id: string): Promise<void> => {
      const view = (await a.get(`/api/games/${id}`)).body;
      const position = view.position as PositionJson;
      const token = position.toMove === 0 ? ann.token : bob.token;
      const turn = firstLegalTurn(position) ?? '';
      const answer = await a.post(`/api/games/${id}/turns`, { seq: view.seq, turn }, token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      acknowledged.set(id, answer.body.seq as number);
    };
    const everySocketSawAll = async (): Promise<void> => {
      for (const id of games)
        for (const socket of sockets.get(id) ?? []) await socket.sawAll(acknowledged.get(id) ?? 0);
    };

    for (const id of games) await playOnA(id);
    await everySocketSawAll();

    await redis.stop();
    for (let round = 0; round < 3; round++) for (const id of games) await playOnA(id);
    await redis.start();
    // Nothing more is played: what was acknowledged while Redis was away reaches B's sockets.
    await everySocketSawAll();
    for (const socket of [...sockets.values()].flat()) expect(socket.closes).toContain(RESYNC_CLOSE.code);

    // And live play goes on through Redis.
    for (const id of games) await playOnA(id);
    await everySocketSawAll();
    expect((await b.get(`/api/games/${games[0] ?? ''}`)).body.seq).toBe(acknowledged.get(games[0] ?? ''));
  }, 60_000);
});
