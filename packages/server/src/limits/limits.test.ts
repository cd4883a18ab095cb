import { afterEach, describe, expect, it } from 'vitest';
import { openSocket, testServer, type TestServer } from '../testing/index.js';
import type { LimitSettings } from './limitSettings.js';

const servers: TestServer[] = [];
async function server(limits: Partial<LimitSettings> = {}): Promise<TestServer> {
  const made = await testServer({ limits });
  servers.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const MINUTE = 60_000;

/** How many answers had each status. */
function tally(statuses: readonly number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('logins', () => {
  it('count a burst of guesses as it arrives: a handful reach the password check, the rest are 429 with Retry-After', async () => {
    const s = await server();
    expect((await s.post('/api/session', { name: 'Victim', password: 'correct horse' })).status).toBe(201);
    expect((await s.post('/api/session', { name: 'Other', password: 'battery staple' })).status).toBe(201);
    const attempts = [
      ...Array.from({ length: 150 }, (_, n) => ({ name: 'victim', password: `wrong guess ${n}` })),
      { name: 'Victim', password: 'correct horse' },
    ];
    const answers = await Promise.all(
      attempts.map((payload) => s.app.inject({ method: 'POST', url: '/api/login', payload })),
    );
    const counts = tally(answers.map((answer) => answer.statusCode));
    // The default: 5 attempts a minute at one account from one address reach scrypt.
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBe(5);
    expect(counts[429]).toBe(146);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toEqual({
      error: 'rate-limited',
      message: expect.stringMatching(/try again in \d+ s/) as unknown,
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another account from the same address (a NAT) still logs in.
    expect((await s.post('/api/login', { name: 'Other', password: 'battery staple' })).status).toBe(200);
  });

  it('per address stop at the address limit whatever the names, and per account whatever the address', async () => {
    const s = await server({
      loginsPerAddress: { max: 3, windowMs: MINUTE },
      loginsPerAccount: { max: 4, windowMs: MINUTE },
    });
    const statuses: number[] = [];
    for (const name of ['a1', 'a2', 'a3', 'a4'])
      statuses.push((await s.post('/api/login', { name, password: 'whatever1' })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const fromElsewhere: number[] = [];
    for (let n = 0; n < 6; n++) {
      const answer = await s.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: `10.0.0.${n + 1}`,
        payload: { name: 'target', password: 'whatever1' },
      });
      fromElsewhere.push(answer.statusCode);
    }
    expect(fromElsewhere).toEqual([401, 401, 401, 401, 429, 429]);
  });
});

describe('sign-ups', () => {
  it('limit guests made from one address, even sent at once', async () => {
    const s = await server({ guests: { max: 3, windowMs: MINUTE } });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        s.app.inject({ method: 'POST', url: '/api/session', payload: { name: `Guest${n}` } }),
      ),
    );
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({ 201: 3, 429: 5 });
    const other = await s.app.inject({
      method: 'POST',
      url: '/api/session',
      remoteAddress: '10.1.2.3',
      payload: { name: 'Elsewhere' },
    });
    expect(other.statusCode).toBe(201);
  });
});

describe('games', () => {
  it('limit creation per player and per address, answering 429 rate-limited', async () => {
    const s = await server({
      gamesPerPlayer: { max: 2, windowMs: MINUTE },
      gamesPerAddress: { max: 3, windowMs: MINUTE },
    });
    const ann = await s.guest('Ann');
    const bob = await s.guest('Bob');
    const made: number[] = [];
    for (let n = 0; n < 3; n++) made.push((await s.post('/api/games', {}, ann.token)).status);
    expect(made).toEqual([201, 201, 429]);
    expect((await s.post('/api/games', {}, bob.token)).status).toBe(201);
    const refused = await s.post('/api/games', {}, bob.token);
    expect(refused).toMatchObject({ status: 429, body: { error: 'rate-limited' } });
    expect(refused.body.message).toMatch(/address/);
  });

  it('cap a player’s open games and unfinished games with AI seats', async () => {
    const s = await server({ openGames: 2, aiGames: 1 });
    const ann = await s.guest('Ann');
    expect((await s.post('/api/games', {}, ann.token)).status).toBe(201);
    expect((await s.post('/api/games', {}, ann.token)).status).toBe(201);
    const third = await s.post('/api/games', {}, ann.token);
    expect(third).toMatchObject({ status: 429, body: { error: 'rate-limited' } });
    expect(third.body.message).toMatch(/open games.*\(2\)/);
    // An AI game starts at once (not open): the AI cap counts it.
    expect((await s.post('/api/games', { ai: { '1': 1 } }, ann.token)).status).toBe(201);
    const secondAi = await s.post('/api/games', { ai: { '1': 1 } }, ann.token);
    expect(secondAi).toMatchObject({ status: 429, body: { error: 'rate-limited' } });
    expect(secondAi.body.message).toMatch(/AI seats.*\(1\)/);
    // Another player is not held by Ann's games.
    const bob = await s.guest('Bob');
    expect((await s.post('/api/games', {}, bob.token)).status).toBe(201);
  });
});

describe('chat', () => {
  it('refuses control characters but newline and tab, as malformed', async () => {
    const s = await server();
    const ann = await s.guest('Ann');
    const id = (await s.post('/api/games', {}, ann.token)).body.id as string;
    const colour = await s.post(`/api/games/${id}/chat`, { text: 'red \u001b[31m' }, ann.token);
    expect(colour).toMatchObject({ status: 400, body: { error: 'malformed' } });
    expect(colour.body.message).toMatch(/U\+001B/);
    for (const text of ['a\u0000b', 'c1 \u0085', 'del \u007f'])
      expect((await s.post(`/api/games/${id}/chat`, { text }, ann.token)).status).toBe(400);
    expect((await s.post(`/api/games/${id}/chat`, { text: 'two\nlines\tand a tab' }, ann.token)).status).toBe(
      200,
    );
  });

  it('refuses control characters over the socket with an error (malformed), and carries the line without them', async () => {
    const s = await server();
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const address = s.app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const ann = await s.guest('Ann');
    const id = (await s.post('/api/games', {}, ann.token)).body.id as string;
    const socket = await openSocket(`ws://127.0.0.1:${port}/api/games/${id}/socket`, ann.token);
    try {
      socket.send({ type: 'chat', text: 'bell \u0007' });
      const error = await socket.next((message) => message.type === 'error');
      expect(error).toMatchObject({
        code: 'malformed',
        message: expect.stringMatching(/U\+0007/) as unknown,
      });
      socket.send({ type: 'chat', text: 'plain' });
      await socket.next((message) => message.type === 'chat');
      expect(
        socket.messages.filter((message) => message.type === 'chat').map((message) => message.text),
      ).toEqual(['plain']);
    } finally {
      await socket.close();
    }
  });

  it('limits a player’s lines sent at once', async () => {
    const s = await server({ chat: { max: 3, windowMs: MINUTE } });
    const ann = await s.guest('Ann');
    const id = (await s.post('/api/games', {}, ann.token)).body.id as string;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => s.post(`/api/games/${id}/chat`, { text: `line ${n}` }, ann.token)),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 200: 3, 429: 3 });
  });
});
