import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSocket, testServer, type TestServer } from '../testing/index.js';
import { allowedOriginsFrom } from './origin.js';

let s: TestServer;
let ann: { token: string; id: string };
let gameId: string;
beforeEach(async () => {
  s = await testServer({ allowedOrigins: ['https://friend.example'] });
  ann = await s.guest('Ann');
  gameId = (await s.post('/api/games', { players: 2 }, ann.token)).body.id as string;
});
afterEach(async () => {
  await s.close();
});

/** Ann's chat line sent with `headers` (over Host localhost:3000, as a browser at that address would). */
const chat = async (headers: Record<string, string>) => {
  const response = await s.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/chat`,
    headers: {
      host: 'localhost:3000',
      authorization: `Bearer ${ann.token}`,
      'content-type': 'application/json',
      ...headers,
    },
    payload: { text: 'hello' },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
};
const chatLines = async () =>
  ((await s.get(`/api/games/${gameId}`)).body.chat as unknown[] | undefined) ?? [];

describe('the origin of a request that changes something', () => {
  it('refuses another origin, of the same site too (another port, a sibling subdomain), naming it', async () => {
    for (const origin of [
      'http://localhost:4000',
      'http://evil.localhost:3000',
      'https://localhost:3000',
      'null',
    ]) {
      const answer = await chat({ origin, 'sec-fetch-site': 'same-site' });
      expect(answer.status, origin).toBe(403);
      expect(answer.body, origin).toEqual({
        error: 'forbidden',
        message: expect.stringContaining(origin) as unknown,
      });
    }
    expect(await chatLines()).toEqual([]);
  });

  it('refuses a request without an Origin whose Sec-Fetch-Site says another site sent it', async () => {
    for (const site of ['cross-site', 'same-site'])
      expect((await chat({ 'sec-fetch-site': site })).status, site).toBe(403);
  });

  it('takes the server’s own origin, an allowed one, and clients without an Origin (bots, curl)', async () => {
    expect((await chat({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).status).toBe(
      200,
    );
    expect((await chat({ origin: 'https://friend.example', 'sec-fetch-site': 'cross-site' })).status).toBe(
      200,
    );
    expect((await chat({})).status).toBe(200);
    expect((await chat({ 'sec-fetch-site': 'none' })).status).toBe(200);
    expect(await chatLines()).toHaveLength(4);
  });

  it('refuses a socket upgrade from another origin, and takes one from the server’s own', async () => {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const address = s.app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const url = `ws://127.0.0.1:${port}/api/games/${gameId}/socket`;
    await expect(openSocket(url, ann.token, { origin: `http://127.0.0.1:${port + 1}` })).rejects.toThrow(
      /refused: 403/,
    );
    const own = await openSocket(url, ann.token, { origin: `http://127.0.0.1:${port}` });
    await own.next((message) => message.type === 'state');
    await own.close();
    const bot = await openSocket(url, ann.token);
    await bot.next((message) => message.type === 'state');
    await bot.close();
  });
});

describe('ALLOWED_ORIGINS', () => {
  it('reads comma-separated origins, none when unset, and names a bad entry', () => {
    expect(allowedOriginsFrom(undefined)).toEqual({ origins: [] });
    expect(allowedOriginsFrom('')).toEqual({ origins: [] });
    expect(allowedOriginsFrom('https://a.example, http://localhost:5173')).toEqual({
      origins: ['https://a.example', 'http://localhost:5173'],
    });
    expect(allowedOriginsFrom('https://a.example:443/')).toEqual({ origins: ['https://a.example'] });
    for (const bad of ['a.example', 'https://a.example/app', 'ftp://a.example', '*'])
      expect(allowedOriginsFrom(bad), bad).toEqual({
        error: expect.stringContaining(JSON.stringify(bad)) as unknown,
      });
  });
});
