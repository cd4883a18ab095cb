import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../testing/index.js';

const PASSWORD = 'correct horse battery';

let s: TestServer;
beforeEach(async () => {
  s = await testServer({ signUpsPerMinute: 100 });
});
afterEach(async () => {
  await s.close();
});

const idOf = (body: Record<string, unknown>): string => (body.player as { id: string }).id;

describe('names over HTTP', () => {
  it('answers the normalised name', async () => {
    const made = await s.post('/api/session', { name: '  Ａnn\u00a0\u00a0Lee ', password: PASSWORD });
    expect(made.status).toBe(201);
    expect(made.body.player).toEqual({ id: idOf(made.body), name: 'Ann Lee', account: true });
  });

  it.each([' ', '\u200b', '.', 'A\u200bnn', 'Ann\u202e', '\u2066Ann\u2069', 'Ann\u00ad', '\ud800'])(
    'refuses the name %j as malformed, saying why',
    async (name) => {
      for (const body of [{ name }, { name, password: PASSWORD }]) {
        const refused = await s.post('/api/session', body);
        expect(refused.status).toBe(400);
        expect(refused.body.error).toBe('malformed');
        expect(refused.body.message).toMatch(/^name must/);
      }
    },
  );

  it.each(['Ann', 'ann ', '\u0410nn', 'Ann\u0301'])(
    'makes no second account, nor a guest, under %j',
    async (name) => {
      expect((await s.post('/api/session', { name: 'Ann', password: PASSWORD })).status).toBe(201);
      const account = await s.post('/api/session', { name, password: 'another strong passphrase' });
      expect([account.status, account.body.error]).toEqual([409, 'taken']);
      expect(await s.post('/api/session', { name })).toEqual({
        status: 409,
        body: { error: 'taken', message: 'that name belongs to an account: log in, or choose another name' },
      });
    },
  );
});

describe('guests over HTTP', () => {
  it('marks a guest as a guest wherever the API shows a player', async () => {
    const guest = await s.post('/api/session', { name: 'Bob' });
    const token = guest.body.token as string;
    const id = idOf(guest.body);
    const bob = { id, name: 'Bob', guest: true };
    expect(guest.body.player).toEqual({ ...bob, account: false });
    expect((await s.get('/api/me', token)).body.player).toEqual({ ...bob, account: false });
    expect(await s.get(`/api/players/${id}`)).toMatchObject({ status: 200, body: bob });
    const ann = await s.post('/api/session', { name: 'Ann', password: PASSWORD });
    const annToken = ann.body.token as string;
    const annView = { id: idOf(ann.body), name: 'Ann' };
    const game = (await s.post('/api/games', {}, annToken)).body.id as string;
    await s.post(`/api/games/${game}/join`, {}, token);
    await s.post(`/api/games/${game}/chat`, { text: 'hello' }, token);
    await s.post(`/api/games/${game}/chat`, { text: 'hi' }, annToken);
    const view = (await s.get(`/api/games/${game}`)).body;
    expect((view.seats as { player: unknown }[]).map((seat) => seat.player)).toEqual([annView, bob]);
    expect((view.chat as { from: unknown }[]).map((line) => line.from)).toEqual([bob, annView]);
    const lobby = (await s.get('/api/games?status=playing')).body.games as { seats: { player: unknown }[] }[];
    expect(lobby[0]?.seats.map((seat) => seat.player)).toEqual([annView, bob]);
  });

  it('marks an invited guest as a guest', async () => {
    const guest = await s.post('/api/session', { name: 'Bob' });
    const ann = await s.post('/api/session', { name: 'Ann', password: PASSWORD });
    const id = idOf(guest.body);
    const game = (await s.post('/api/games', { invite: { '1': id } }, ann.body.token as string)).body
      .id as string;
    const seats = (await s.get(`/api/games/${game}`)).body.seats as { invited?: unknown }[];
    expect(seats[1]?.invited).toEqual({ id, name: 'Bob', guest: true });
  });
});

describe('passwords over HTTP', () => {
  it.each(['aaaaaaaa', 'password1', '12345678', 'qwertyuiop', 'ann12345'])(
    'refuses %j for Ann as malformed, saying why and what would pass',
    async (password) => {
      const refused = await s.post('/api/session', { name: 'Ann', password });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('malformed');
      expect(refused.body.message).toMatch(/^password is too easy to guess.*three or four unrelated words$/);
    },
  );

  it('accepts a passphrase, and logs in by any look of the name', async () => {
    const made = await s.post('/api/session', { name: 'Ann', password: PASSWORD });
    expect(made.status).toBe(201);
    const login = await s.post('/api/login', { name: ' \u0410NN ', password: PASSWORD });
    expect([login.status, idOf(login.body)]).toEqual([200, idOf(made.body)]);
  });
});
