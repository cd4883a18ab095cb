import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PositionJson } from '@santorini/engine';
import { openSocket, testServer, turnIn, type TestServer } from '../testing/index.js';

let s: TestServer;
beforeEach(async () => {
  s = await testServer();
});
afterEach(async () => {
  await s.close();
});

const idOf = (body: Record<string, unknown>): string => (body.player as { id: string }).id;

async function account(name: string, bot: boolean): Promise<{ id: string; token: string }> {
  const made = await s.post('/api/session', { name, password: 'a long password', bot });
  expect(made.status).toBe(201);
  return { id: idOf(made.body), token: made.body.token as string };
}

describe('bot accounts', () => {
  it('marks a bot account in its session, /api/me, /api/players/:id and the seats it holds', async () => {
    const made = await s.post('/api/session', { name: 'Robo', password: 'a long password', bot: true });
    expect(made.body.player).toEqual({ id: idOf(made.body), name: 'Robo', bot: true, account: true });
    const token = made.body.token as string;
    expect((await s.get('/api/me', token)).body.player).toMatchObject({ bot: true });
    expect((await s.get(`/api/players/${idOf(made.body)}`)).body).toMatchObject({ name: 'Robo', bot: true });
    const login = await s.post('/api/login', { name: 'robo', password: 'a long password' });
    expect(login.body.player).toMatchObject({ bot: true });
    const human = await account('Ann', false);
    expect((await s.get('/api/me', human.token)).body.player).not.toHaveProperty('bot');
    expect((await s.get(`/api/players/${human.id}`)).body).toMatchObject({ name: 'Ann', bot: false });
    const game = await s.post('/api/games', {}, human.token);
    await s.post(`/api/games/${game.body.id as string}/join`, {}, token);
    const seats = (await s.get(`/api/games/${game.body.id as string}`)).body.seats;
    expect(seats).toEqual([
      { player: { id: human.id, name: 'Ann' }, ai: null },
      { player: { id: idOf(made.body), name: 'Robo', bot: true }, ai: null },
    ]);
  });

  it('refuses a guest bot and a bot flag that is not true or false', async () => {
    expect((await s.post('/api/session', { name: 'G', bot: true })).body.error).toBe('malformed');
    const flag = await s.post('/api/session', { name: 'G', password: 'a long password', bot: 'yes' });
    expect(flag.body.error).toBe('malformed');
  });
});

describe('challenges', () => {
  it('reserves a seat for the invited player, by name or id; only they may take it', async () => {
    const bot = await account('Robo', true);
    const human = await s.guest('Ann');
    const other = await s.guest('Eve');
    const byName = await s.post('/api/games', { invite: { '1': 'ROBO' } }, human.token);
    expect(byName.status).toBe(201);
    const id = byName.body.id as string;
    const seats = (await s.get(`/api/games/${id}`)).body.seats;
    expect(seats).toEqual([
      { player: { id: human.id, name: 'Ann', guest: true }, ai: null },
      { player: null, ai: null, invited: { id: bot.id, name: 'Robo', bot: true } },
    ]);
    expect((await s.post(`/api/games/${id}/join`, { seat: 1 }, other.token)).body.error).toBe('taken');
    expect((await s.post(`/api/games/${id}/join`, {}, other.token)).body.error).toBe('taken');
    expect((await s.post(`/api/games/${id}/join`, {}, bot.token)).body).toEqual({ seat: 1 });
    const game = await s.get(`/api/games/${id}`);
    expect(game.body.status).toBe('playing');
    expect((game.body.seats as unknown[])[1]).toEqual({
      player: { id: bot.id, name: 'Robo', bot: true },
      ai: null,
    });
    const byId = await s.post('/api/games', { invite: { '1': bot.id } }, human.token);
    expect(byId.status).toBe(201);
  });

  it('refuses an invitation of nobody, of the creator, or to the creator or an AI seat', async () => {
    const human = await s.guest('Ann');
    for (const invite of [{ '1': 'Nobody' }, { '0': 'Ann' }, { '1': human.id }, { '2': 'Ann' }, { '1': 5 }]) {
      const answer = await s.post('/api/games', { invite }, human.token);
      expect(answer.status, JSON.stringify(invite)).toBe(400);
      expect(answer.body.error).toBe('malformed');
    }
    const onAi = await s.post('/api/games', { ai: { '1': 3 }, invite: { '1': human.id } }, human.token);
    expect(onAi.body.error).toBe('malformed');
    const nobody = await s.post('/api/games', { invite: { '1': 'Nobody' } }, human.token);
    expect(nobody.body.message).toContain('Nobody');
  });
});

describe('GET /api/me/games', () => {
  it('lists the games of the caller not finished, those waiting on them first', async () => {
    const bot = await account('Robo', true);
    const human = await s.guest('Ann');
    expect((await s.get('/api/me/games')).status).toBe(401);
    // A game the bot plays, human to move; then a challenge it has not taken up.
    const played = (await s.post('/api/games', { invite: { '1': 'Robo' } }, human.token)).body.id as string;
    await s.post(`/api/games/${played}/join`, {}, bot.token);
    const invited = (await s.post('/api/games', { invite: { '1': 'Robo' } }, human.token)).body.id as string;
    await s.post('/api/games', {}, human.token); // not the bot's
    const list = async (): Promise<{ id: string; waiting: boolean }[]> =>
      (await s.get('/api/me/games', bot.token)).body.games as { id: string; waiting: boolean }[];
    expect((await list()).map((game) => [game.id, game.waiting])).toEqual([
      [invited, true],
      [played, false],
    ]);
    // Once the human has played, the game in play waits on the bot too.
    const position = (await s.get(`/api/games/${played}`)).body.position as PositionJson;
    await s.post(`/api/games/${played}/turns`, { seq: 0, turn: turnIn(position) }, human.token);
    expect((await list()).every((game) => game.waiting)).toBe(true);
    await s.post(`/api/games/${played}/resign`, undefined, human.token);
    expect((await list()).map((game) => game.id)).toEqual([invited]);
  });
});

describe('a bot following its game over the socket (santorini bot)', () => {
  it('resumes with since=, gets each turn, and has a turn sent twice recorded once', async () => {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const address = s.app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const bot = await account('Robo', true);
    const human = await s.guest('Ann');
    const id = (await s.post('/api/games', { invite: { '1': 'Robo' } }, human.token)).body.id as string;
    await s.post(`/api/games/${id}/join`, {}, bot.token);
    const start = (await s.get(`/api/games/${id}`)).body.position as PositionJson;
    await s.post(`/api/games/${id}/turns`, { seq: 0, turn: turnIn(start) }, human.token);
    const socket = await openSocket(
      `ws://127.0.0.1:${String(port)}/api/games/${id}/socket?since=0`,
      bot.token,
    );
    try {
      const first = await socket.next((message) => message.type === 'turn');
      expect(first).toMatchObject({ seq: 1, seat: 0 });
      expect(socket.messages.some((message) => message.type === 'state')).toBe(false);
      const turn = turnIn(first.position as PositionJson);
      const sent = await s.post(`/api/games/${id}/turns`, { seq: 1, turn }, bot.token);
      expect(sent.body.seq).toBe(2);
      // The answer lost, the bot sends the same turn again: answered as the first, recorded once.
      expect((await s.post(`/api/games/${id}/turns`, { seq: 1, turn }, bot.token)).body).toEqual(sent.body);
      expect(await socket.next((message) => message.type === 'turn' && message.seq === 2)).toMatchObject({
        seat: 1,
        turn,
      });
      const other = await s.post(`/api/games/${id}/turns`, { seq: 1, turn: '@a5 @b5' }, bot.token);
      expect([other.status, other.body.error]).toEqual([403, 'not-your-turn']);
      expect((await s.get(`/api/games/${id}`)).body.seq).toBe(2);
    } finally {
      await socket.close();
    }
  });
});
