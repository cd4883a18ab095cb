import { checkValue, ErrorBody } from '@santorini/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testServer, turnIn, type TestServer } from '../testing/index.js';
import type { PositionJson } from '@santorini/engine';

let s: TestServer;
beforeEach(async () => {
  s = await testServer({
    limits: { signUps: { max: 3, windowMs: 60_000 }, loginsPerAccountAddress: { max: 5, windowMs: 60_000 } },
  });
});
afterEach(async () => {
  await s.close();
});

describe('players', () => {
  it('makes guests and accounts; logs in with the password only; names of accounts are unique', async () => {
    const guest = await s.post('/api/session', { name: 'Ann' });
    expect(guest.status).toBe(201);
    expect(guest.body).toMatchObject({ player: { name: 'Ann' }, token: expect.any(String) as unknown });
    const account = await s.post('/api/session', { name: 'Zed', password: 'correct horse' });
    expect(account.status).toBe(201);
    expect((await s.post('/api/session', { name: 'ZED', password: 'another one' })).body.error).toBe('taken');
    expect((await s.post('/api/login', { name: 'zed', password: 'wrong horse' })).status).toBe(401);
    const login = await s.post('/api/login', { name: 'zed', password: 'correct horse' });
    expect(login.status).toBe(200);
    expect((login.body.player as { id: string }).id).toBe((account.body.player as { id: string }).id);
    const me = await s.get('/api/me', login.body.token as string);
    expect(me.body).toEqual({
      player: { id: (account.body.player as { id: string }).id, name: 'Zed', account: true },
    });
  });

  it('refuses bad names and passwords as malformed', async () => {
    for (const body of [
      {},
      { name: '' },
      { name: 'x'.repeat(25) },
      { name: 'a\u0007b' },
      { name: 'Ann', password: 'short' },
    ])
      expect((await s.post('/api/session', body)).body.error).toBe('malformed');
  });

  it('sets an HttpOnly cookie that the API accepts, and logout revokes the token', async () => {
    const response = await s.app.inject({ method: 'POST', url: '/api/session', payload: { name: 'Ann' } });
    const cookie = response.headers['set-cookie'] as string;
    expect(cookie).toMatch(/santorini_token=[^;]+;.*HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const token = /santorini_token=([^;]+)/.exec(cookie)?.[1] ?? '';
    const me = await s.app.inject({ method: 'GET', url: '/api/me', cookies: { santorini_token: token } });
    expect(me.statusCode).toBe(200);
    await s.post('/api/logout', undefined, token);
    expect((await s.get('/api/me', token)).status).toBe(401);
  });

  it('limits logins to one account and account sign-ups from one address', async () => {
    const codes: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      codes.push((await s.post('/api/login', { name: 'nobody', password: 'whatever1' })).status);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const made: number[] = [];
    for (const name of ['A1', 'A2', 'A3', 'A4'])
      made.push((await s.post('/api/session', { name, password: 'long enough' })).status);
    expect(made).toEqual([201, 201, 201, 429]);
    expect((await s.post('/api/session', { name: 'Guest' })).status).toBe(201);
  });
});

describe('games over HTTP', () => {
  it('creates, lists, joins and plays, answering as spec §7 says', async () => {
    const ann = await s.guest('Ann');
    const bob = await s.guest('Bob');
    const created = await s.post(
      '/api/games',
      { players: 2, gods: 'none', clock: null, rated: false, seat: 0 },
      ann.token,
    );
    expect(created).toEqual({ status: 201, body: { id: expect.any(String) as unknown, seat: 0 } });
    const id = created.body.id as string;
    const lobby = await s.get('/api/games?status=open');
    expect((lobby.body.games as { id: string }[]).map((game) => game.id)).toEqual([id]);
    expect(await s.post(`/api/games/${id}/join`, undefined, bob.token)).toEqual({
      status: 200,
      body: { seat: 1 },
    });
    const game = await s.get(`/api/games/${id}`);
    expect(game.body).toMatchObject({
      id,
      status: 'playing',
      seq: 0,
      clocks: null,
      result: null,
      record: { turns: [] },
    });
    const turn = turnIn(game.body.position as PositionJson);
    const played = await s.post(`/api/games/${id}/turns`, { seq: 0, turn: turn.toUpperCase() }, ann.token);
    expect(played).toEqual({ status: 200, body: { seq: 1, position: expect.any(Object) as unknown } });
    expect(((await s.get(`/api/games/${id}`)).body.record as { turns: string[] }).turns).toEqual([turn]);
    expect((await s.get('/api/games?status=playing')).body.games).toHaveLength(1);
    const resigned = await s.post(`/api/games/${id}/resign`, undefined, bob.token);
    expect(resigned).toEqual({ status: 200, body: { result: { winner: 0, reason: 'resign' } } });
  });

  it('records one turn when two requests race for one seq', async () => {
    const ann = await s.guest('Ann');
    const bob = await s.guest('Bob');
    const id = (await s.post('/api/games', {}, ann.token)).body.id as string;
    await s.post(`/api/games/${id}/join`, {}, bob.token);
    const same = await Promise.all(
      [1, 2].map(() => s.post(`/api/games/${id}/turns`, { seq: 0, turn: '@a1 @b2' }, ann.token)),
    );
    expect(same[0]).toEqual(same[1]);
    expect(same[0]?.status).toBe(200);
    const rivals = await Promise.all(
      ['@c3 @d4', '@e5 @e4'].map((turn) => s.post(`/api/games/${id}/turns`, { seq: 1, turn }, bob.token)),
    );
    // The second finds Ann to move: not-your-turn comes before stale (spec §7).
    expect(rivals.map((answer) => answer.status).sort()).toEqual([200, 403]);
    expect(((await s.get(`/api/games/${id}`)).body.record as { turns: string[] }).turns).toHaveLength(2);
  });

  it('answers every refusal as {"error", "message"} with its status', async () => {
    const ann = await s.guest('Ann');
    const bob = await s.guest('Bob');
    const id = (await s.post('/api/games', { players: 2 }, ann.token)).body.id as string;
    await s.post(`/api/games/${id}/join`, {}, bob.token);
    const cases: [Promise<{ status: number; body: Record<string, unknown> }>, number, string][] = [
      [s.post(`/api/games/${id}/turns`, '{"seq": 0, "turn":', ann.token), 400, 'malformed'],
      [s.post(`/api/games/${id}/turns`, { seq: '0', turn: '@a1 @b2' }, ann.token), 400, 'malformed'],
      [s.post(`/api/games/${id}/turns`, { seq: 0, turn: 'hello' }, ann.token), 400, 'malformed'],
      [s.post(`/api/games/${id}/turns`, { seq: 0, turn: '@a1 @b2' }), 401, 'unauthorized'],
      [s.post(`/api/games/${id}/turns`, { seq: 0, turn: '@a1 @b2' }, 'not-a-token'), 401, 'unauthorized'],
      [s.post('/api/games/none/turns', { seq: 0, turn: '@a1 @b2' }, ann.token), 404, 'not-found'],
      [s.post(`/api/games/${id}/turns`, { seq: 0, turn: '@a1 @b2' }, bob.token), 403, 'not-your-turn'],
      [s.post(`/api/games/${id}/turns`, { seq: 4, turn: '@a1 @b2' }, ann.token), 409, 'stale'],
      [s.post(`/api/games/${id}/turns`, { seq: 0, turn: '@a1 @a1' }, ann.token), 422, 'illegal'],
      [s.post(`/api/games/${id}/turns`, { seq: 0, turn: 'x'.repeat(70_000) }, ann.token), 413, 'too-large'],
      [s.post(`/api/games/${id}/join`, {}, (await s.guest('Cid')).token), 409, 'full'],
      [s.get('/api/nothing-here'), 404, 'not-found'],
      [s.get('/api/games?status=everything'), 400, 'malformed'],
    ];
    for (const [call, status, code] of cases) {
      const { status: got, body } = await call;
      expect({ got, error: body.error }).toEqual({ got: status, error: code });
      expect(typeof body.message).toBe('string');
    }
    expect((await s.post(`/api/games/${id}/turns`, { seq: 4, turn: '@a1 @b2' }, ann.token)).body.seq).toBe(0);
    // A malformed body is refused naming the field; an illegal turn carries the engine's refusal.
    expect((await s.post(`/api/games/${id}/turns`, { seq: 0 }, ann.token)).body.message).toBe(
      'turn is missing',
    );
    const illegal = await s.post(`/api/games/${id}/turns`, { seq: 0, turn: 'a1-a2' }, ann.token);
    expect(illegal.body).toEqual({
      error: 'illegal',
      message: expect.any(String) as unknown,
      reason: 'placeFirst',
      seat: 0,
      step: 'a1-a2',
    });
    expect(checkValue(ErrorBody, illegal.body)).toMatchObject({ ok: true });
  });

  it('rates a rated game between two accounts when it ends, and lists the leaderboard', async () => {
    const session = async (name: string) =>
      (await s.post('/api/session', { name, password: 'long enough' })).body as {
        token: string;
        player: { id: string };
      };
    const [ann, bob] = [await session('Ann'), await session('Bob')];
    const guest = await s.guest('Gus');
    const id = (await s.post('/api/games', { rated: true }, ann.token)).body.id as string;
    await s.post(`/api/games/${id}/join`, {}, bob.token);
    // Rated games are between accounts: a guest may neither create nor join one, nor an AI play one.
    const other = (await s.post('/api/games', { rated: true }, ann.token)).body.id as string;
    const joined = await s.post(`/api/games/${other}/join`, {}, guest.token);
    expect([joined.status, joined.body.error]).toEqual([403, 'account-needed']);
    const created = await s.post('/api/games', { rated: true }, guest.token);
    expect([created.status, created.body.error]).toEqual([403, 'account-needed']);
    const againstAi = await s.post('/api/games', { rated: true, ai: { '1': 3 } }, ann.token);
    expect([againstAi.status, againstAi.body.error]).toEqual([400, 'malformed']);
    expect((await s.get(`/api/players/${ann.player.id}`)).body.rating).toEqual({
      value: 1500,
      deviation: 350,
      games: 0,
    });
    await s.post(`/api/games/${id}/resign`, undefined, bob.token);
    const winner = (await s.get(`/api/players/${ann.player.id}`)).body.rating as {
      value: number;
      games: number;
    };
    const loser = (await s.get(`/api/players/${bob.player.id}`)).body.rating as {
      value: number;
      games: number;
    };
    expect(winner.value).toBeGreaterThan(1500);
    expect(loser.value).toBeLessThan(1500);
    expect([winner.games, loser.games]).toEqual([1, 1]);
    const board = (await s.get('/api/leaderboard')).body.players as { id: string }[];
    expect(board.map((player) => player.id)).toEqual([ann.player.id, bob.player.id]);
    expect((await s.get('/api/players/nobody')).status).toBe(404);
  });

  it('shows a player’s rating after each rated game, oldest first, and whether it is a bot', async () => {
    const session = async (name: string) =>
      (await s.post('/api/session', { name, password: 'long enough' })).body as {
        token: string;
        player: { id: string };
      };
    const [ann, bob] = [await session('Ann'), await session('Bob')];
    const fresh = await s.get(`/api/players/${ann.player.id}`);
    expect(fresh.body).toEqual({
      id: ann.player.id,
      name: 'Ann',
      bot: false,
      rating: { value: 1500, deviation: 350, games: 0 },
      history: [],
    });
    const games: string[] = [];
    for (const loser of [bob, ann]) {
      const id = (await s.post('/api/games', { rated: true }, ann.token)).body.id as string;
      await s.post(`/api/games/${id}/join`, {}, bob.token);
      await s.post(`/api/games/${id}/resign`, undefined, loser.token);
      games.push(id);
    }
    const { body } = await s.get(`/api/players/${ann.player.id}`);
    const history = body.history as { gameId: string; at: number; value: number; deviation: number }[];
    expect(history.map((point) => point.gameId)).toEqual(games);
    for (const point of history) expect(Object.keys(point)).toEqual(['gameId', 'at', 'value', 'deviation']);
    const [won, lost] = history;
    expect(won?.value).toBeGreaterThan(1500);
    expect(lost?.value).toBeLessThan(won?.value ?? 0);
    expect(lost?.at).toBeGreaterThanOrEqual(won?.at ?? Infinity);
    expect(body.rating).toMatchObject({ value: lost?.value, deviation: lost?.deviation, games: 2 });
  });

  it('serves the app’s pages at /online and /g/<id>, and /health', async () => {
    for (const url of ['/online', '/g/abc'])
      expect((await s.app.inject({ method: 'GET', url })).body).toContain('Santorini test page');
    expect((await s.get('/health')).body).toEqual({ status: 'ok' });
  });
});
