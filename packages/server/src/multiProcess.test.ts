import type { PositionJson } from '@santorini/engine';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerOptions } from './server.js';
import {
  FirstTurnChooser,
  firstLegalTurn,
  openSocket,
  testServer,
  type SocketClient,
  type TestServer,
} from './testing/index.js';
import { testPostgres } from './testing/postgres.js';
import { redisUnavailable, TEST_REDIS_URL } from './testing/redis.js';
import { until } from './testing/until.js';

// Several server processes on one PostgreSQL database, their live messages through Redis: each
// "process" here is a whole server (buildServer) of its own, with its own memory.
const postgres = await testPostgres();
const redisSkip = await redisUnavailable();
const skip = 'skip' in postgres ? postgres.skip : redisSkip;
if (skip !== null) console.warn(`multi-process tests skipped: ${skip}`);

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}, 60_000);

interface Process {
  readonly server: TestServer;
  readonly chooser: FirstTurnChooser;
  readonly ws: string;
}

/**
 * An AI whose first search, on whichever process asks first (both share `first`), never answers
 * until it is aborted: a process stuck (or gone) while it thinks. Later searches answer.
 */
class StuckChooser extends FirstTurnChooser {
  constructor(private readonly first: { asked: boolean }) {
    super();
  }

  override chooseTurn(position: PositionJson, level?: number, options?: { signal?: AbortSignal }) {
    if (this.first.asked) return super.chooseTurn(position, level, options);
    this.first.asked = true;
    this.calls++;
    return new Promise<string>((_resolve, reject) => {
      options?.signal?.addEventListener('abort', () => {
        reject(new Error('aborted'));
      });
    });
  }
}

/** Two server processes on a new database of their own. */
async function twoProcesses(
  options: Partial<ServerOptions> = {},
  firstChooser = new FirstTurnChooser(),
  secondChooser = new FirstTurnChooser(),
): Promise<[Process, Process]> {
  if ('skip' in postgres) throw new Error(postgres.skip);
  const database = await postgres.freshDatabase();
  const start = async (chooser: FirstTurnChooser): Promise<Process> => {
    const server = await testServer({
      databaseUrl: database.url,
      redisUrl: TEST_REDIS_URL,
      turnChooser: chooser,
      warn: () => undefined,
      ...options,
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    return { server, chooser, ws: `ws://127.0.0.1:${String(port)}` };
  };
  // One after the other: the first migrates the new database.
  const a = await start(firstChooser);
  const b = await start(secondChooser);
  cleanups.push(async () => {
    await Promise.all([a.server.close(), b.server.close()]);
    await database.drop();
  });
  return [a, b];
}

const game = async (p: Process, id: string) => (await p.server.get(`/api/games/${id}`)).body;

describe.skipIf(skip !== null)('several server processes on one database', () => {
  it('play one game through both: each sees every turn, live and when asked', async () => {
    const [a, b] = await twoProcesses();
    const ann = await a.server.guest('Ann');
    const bob = await b.server.guest('Bob');
    const id = (await a.server.post('/api/games', { players: 2 }, ann.token)).body.id as string;
    expect((await b.server.post(`/api/games/${id}/join`, {}, bob.token)).status).toBe(200);
    const onB: SocketClient = await openSocket(`${b.ws}/api/games/${id}/socket`);
    const onA: SocketClient = await openSocket(`${a.ws}/api/games/${id}/socket`);
    cleanups.push(
      () => onB.close(),
      () => onA.close(),
    );
    await onB.next((message) => message.type === 'state');
    await onA.next((message) => message.type === 'state');

    // Ann plays on A, Bob on B: each process must know the other's turns to check the next.
    let seq = 0;
    let position = (await game(a, id)).position as PositionJson;
    while (position.winner === undefined && seq < 200) {
      const [mover, token] = position.toMove === 0 ? [a, ann.token] : [b, bob.token];
      const answer = await mover.server.post(
        `/api/games/${id}/turns`,
        { seq, turn: firstLegalTurn(position) },
        token,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      seq++;
      const told = seq;
      await onB.next((message) => message.type === 'turn' && message.seq === told);
      await onA.next((message) => message.type === 'turn' && message.seq === told);
      position = answer.body.position as PositionJson;
    }
    expect(position.winner).toBeDefined();
    await onB.next((message) => message.type === 'end');
    const [seenA, seenB] = [await game(a, id), await game(b, id)];
    expect(seenA.status).toBe('finished');
    expect(seenB).toEqual(seenA);
    expect((seenA.record as { turns: string[] }).turns).toHaveLength(seq);
  });

  it('seats one of two players joining the last seat through two processes at once', async () => {
    const [a, b] = await twoProcesses();
    const ann = await a.server.guest('Ann');
    const [bob, eve] = [await a.server.guest('Bob'), await b.server.guest('Eve')];
    for (let round = 0; round < 5; round++) {
      const id = (await a.server.post('/api/games', { players: 2 }, ann.token)).body.id as string;
      await game(b, id); // both hold the open game
      const answers = await Promise.all([
        a.server.post(`/api/games/${id}/join`, { seat: 1 }, bob.token),
        b.server.post(`/api/games/${id}/join`, { seat: 1 }, eve.token),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const seated = (await game(a, id)).seats as { player: { id: string } | null }[];
      const winner = answers[0].status === 200 ? bob : eve;
      expect(seated[1]?.player?.id).toBe(winner.id);
    }
  });

  it('refuses as stale a turn at a seq the other process recorded', async () => {
    const [a, b] = await twoProcesses();
    const ann = await a.server.guest('Ann');
    const bob = await a.server.guest('Bob');
    const id = (await a.server.post('/api/games', { players: 2 }, ann.token)).body.id as string;
    await a.server.post(`/api/games/${id}/join`, {}, bob.token);
    const position = (await game(b, id)).position as PositionJson;
    const turn = firstLegalTurn(position);
    // Both at once, one on each process: one turn is recorded; the other is its repeat or stale.
    const answers = await Promise.all([
      a.server.post(`/api/games/${id}/turns`, { seq: 0, turn }, ann.token),
      b.server.post(`/api/games/${id}/turns`, { seq: 0, turn }, ann.token),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toContain(200);
    expect((await game(a, id)).seq).toBe(1);
    expect((await game(b, id)).seq).toBe(1);
    const late = await b.server.post(`/api/games/${id}/turns`, { seq: 0, turn: 'a1-a2 +a3' }, ann.token);
    expect(late.status).toBe(403);
  });

  it('plays each AI turn once across processes', async () => {
    // The default claim (40 s): a claim that ran out under a slow machine would hand the search on.
    const [a, b] = await twoProcesses();
    const ann = await a.server.guest('Ann');
    const id = (await a.server.post('/api/games', { players: 2, ai: { '1': 3 } }, ann.token)).body
      .id as string;
    // B holds the game too, so that both hear every turn and both could answer for the AI.
    const onB = await openSocket(`${b.ws}/api/games/${id}/socket`);
    cleanups.push(() => onB.close());
    let view = await game(a, id);
    let turns = 0;
    while (view.status === 'playing' && turns < 30) {
      const position = view.position as PositionJson;
      const via = turns % 2 === 0 ? a : b;
      const seq = view.seq as number;
      const answer = await via.server.post(
        `/api/games/${id}/turns`,
        { seq, turn: firstLegalTurn(position) },
        ann.token,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      turns++;
      if ((answer.body.position as PositionJson).winner !== undefined) break;
      // The AI's answer, seen by both within moments.
      await until(async () => ((await game(a, id)).seq as number) >= seq + 2);
      await until(async () => ((await game(b, id)).seq as number) >= seq + 2);
      view = await game(via === a ? b : a, id);
      expect(view.seq).toBe(seq + 2);
    }
    const record = (await game(a, id)).record as { turns: string[] };
    const aiTurns = Math.floor(record.turns.length / 2);
    expect(a.chooser.calls + b.chooser.calls).toBe(aiTurns);
  });

  it('plays the AI turn on another process when the one that claimed it does not answer', async () => {
    // Whichever claims the AI's turn first is stuck on it (both hear Ann's turn at once now).
    const first = { asked: false };
    const [a, b] = await twoProcesses({ claimMs: 300 }, new StuckChooser(first), new StuckChooser(first));
    const ann = await a.server.guest('Ann');
    const id = (await a.server.post('/api/games', { players: 2, ai: { '1': 3 } }, ann.token)).body
      .id as string;
    const onB = await openSocket(`${b.ws}/api/games/${id}/socket`);
    cleanups.push(() => onB.close());
    await onB.next((message) => message.type === 'state');
    const position = (await game(a, id)).position as PositionJson;
    // Played on A: the process that claims the AI's answer is stuck on it; the other takes over
    // once the claim runs out.
    const answer = await a.server.post(
      `/api/games/${id}/turns`,
      { seq: 0, turn: firstLegalTurn(position) },
      ann.token,
    );
    expect(answer.status).toBe(200);
    await onB.next((message) => message.type === 'turn' && message.seq === 2, 5000);
    expect(a.chooser.calls).toBe(1);
    expect(b.chooser.calls).toBe(1);
    await until(async () => (await game(a, id)).seq === 2);
  });

  it('ends a game on time once, with nobody connected and both processes holding it', async () => {
    const [a, b] = await twoProcesses();
    const ann = await a.server.guest('Ann');
    const bob = await b.server.guest('Bob');
    const clock = { initialMs: 400, incrementMs: 0 };
    const id = (await a.server.post('/api/games', { players: 2, clock }, ann.token)).body.id as string;
    const watchA = await openSocket(`${a.ws}/api/games/${id}/socket`);
    const watchB = await openSocket(`${b.ws}/api/games/${id}/socket`);
    cleanups.push(
      () => watchA.close(),
      () => watchB.close(),
    );
    await watchA.next((message) => message.type === 'state');
    await watchB.next((message) => message.type === 'state');
    expect((await b.server.post(`/api/games/${id}/join`, {}, bob.token)).status).toBe(200);
    const end = await watchB.next((message) => message.type === 'end', 5000);
    expect(end.result).toEqual({ winner: 1, reason: 'time' });
    await watchA.next((message) => message.type === 'end');
    // Time for a second flag to fall, had both processes acted.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const socket of [watchA, watchB])
      expect(socket.messages.filter((message) => message.type === 'end')).toHaveLength(1);
    expect((await game(a, id)).result).toEqual({ winner: 1, reason: 'time' });
  });

  it('tells the sockets of one process when a player connects to the other, and when they leave', async () => {
    const [a, b] = await twoProcesses();
    const ann = await a.server.guest('Ann');
    const bob = await b.server.guest('Bob');
    const id = (await a.server.post('/api/games', { players: 2 }, ann.token)).body.id as string;
    expect((await b.server.post(`/api/games/${id}/join`, {}, bob.token)).status).toBe(200);
    const watchA = await openSocket(`${a.ws}/api/games/${id}/socket`);
    cleanups.push(() => watchA.close());
    await watchA.next((message) => message.type === 'state');
    const connected = (message: Record<string, unknown>): boolean[] | undefined =>
      message.type === 'seats'
        ? (message.seats as { connected: boolean }[]).map((seat) => seat.connected)
        : undefined;
    const bobOnB = await openSocket(`${b.ws}/api/games/${id}/socket`, bob.token);
    const arrived = await watchA.next((message) => connected(message)?.[1] === true);
    await bobOnB.close();
    // His socket closed after his join over HTTP: gone, as A's sockets hear from B.
    await watchA.next((message) => message !== arrived && connected(message)?.[1] === false);
    // Ann, on neither's socket, created the game over HTTP moments ago: seen, so connected.
    expect(connected(arrived)?.[0]).toBe(true);
  });

  it('decides a game its mover abandoned once, with nobody connected and both processes holding it', async () => {
    const [a, b] = await twoProcesses({ abandonMs: 400 });
    const ann = await a.server.guest('Ann');
    const bob = await b.server.guest('Bob');
    const id = (await a.server.post('/api/games', { players: 2 }, ann.token)).body.id as string;
    const watchA = await openSocket(`${a.ws}/api/games/${id}/socket`);
    const watchB = await openSocket(`${b.ws}/api/games/${id}/socket`);
    cleanups.push(
      () => watchA.close(),
      () => watchB.close(),
    );
    await watchA.next((message) => message.type === 'state');
    await watchB.next((message) => message.type === 'state');
    expect((await b.server.post(`/api/games/${id}/join`, {}, bob.token)).status).toBe(200);
    // Bob keeps reading the game (as a bot polls it); Ann, to move, never comes back.
    const polling = setInterval(() => void b.server.get(`/api/games/${id}`, bob.token), 100);
    try {
      const end = await watchB.next((message) => message.type === 'end', 5000);
      expect(end.result).toEqual({ winner: 1, reason: 'abandon' });
      await watchA.next((message) => message.type === 'end');
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      clearInterval(polling);
    }
    for (const socket of [watchA, watchB])
      expect(socket.messages.filter((message) => message.type === 'end')).toHaveLength(1);
    expect((await game(a, id)).result).toEqual({ winner: 1, reason: 'abandon' });
  });

  it('gives a socket that opens every committed turn, even those whose process never told', async () => {
    if ('skip' in postgres) return;
    const database = await postgres.freshDatabase();
    // A stands for a process that died between committing turns and publishing them: its
    // messages never leave it (an in-process bus).
    const a = await testServer({ databaseUrl: database.url, turnChooser: new FirstTurnChooser() });
    const b = await testServer({
      databaseUrl: database.url,
      redisUrl: TEST_REDIS_URL,
      turnChooser: new FirstTurnChooser(),
      warn: () => undefined,
    });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const address = b.app.server.address();
    const ws = `ws://127.0.0.1:${String(typeof address === 'object' && address !== null ? address.port : 0)}`;
    cleanups.push(async () => {
      await Promise.all([a.close(), b.close()]);
      await database.drop();
    });
    const ann = await a.guest('Ann');
    const bob = await a.guest('Bob');
    const id = (await a.post('/api/games', { players: 2 }, ann.token)).body.id as string;
    await a.post(`/api/games/${id}/join`, {}, bob.token);
    expect((await b.get(`/api/games/${id}`)).body.seq).toBe(0); // B holds the game now
    let position = (await a.get(`/api/games/${id}`)).body.position as PositionJson;
    for (let seq = 0; seq < 4; seq++) {
      const token = position.toMove === 0 ? ann.token : bob.token;
      const answer = await a.post(`/api/games/${id}/turns`, { seq, turn: firstLegalTurn(position) }, token);
      position = answer.body.position as PositionJson;
    }
    const resumed = await openSocket(`${ws}/api/games/${id}/socket?since=1`);
    cleanups.push(() => resumed.close());
    await resumed.next((message) => message.type === 'turn' && message.seq === 4);
    expect(resumed.messages.map((message) => message.seq)).toEqual([2, 3, 4]);
    expect((await b.get(`/api/games/${id}`)).body.seq).toBe(4);
  });
});
