import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../testing/index.js';

let s: TestServer;
beforeEach(async () => {
  s = await testServer();
});
afterEach(async () => {
  await s.close();
});

const post = async (url: string, payload: string | undefined, headers: Record<string, string>) => {
  const response = await s.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
};

describe('request bodies', () => {
  it('refuses a JSON body sent as another type (no CORS preflight guards those) as malformed', async () => {
    const ann = await s.guest('Ann');
    const gameId = (await s.post('/api/games', { players: 2 }, ann.token)).body.id as string;
    const auth = { authorization: `Bearer ${ann.token}` };
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
    ]) {
      const answer = await post(`/api/games/${gameId}/chat`, '{"text":"hi"}', {
        ...auth,
        'content-type': type,
      });
      expect(answer.status, type).toBe(400);
      expect(answer.body.error, type).toBe('malformed');
      expect(answer.body.message, type).toMatch(/Content-Type: application\/json/);
      expect(answer.body.message, type).toContain(type);
    }
    // A body with no type at all (a Blob a page sends): refused alike.
    const untyped = await post('/api/session', '{"name":"Eve"}', {});
    expect(untyped.status).toBe(400);
    expect(untyped.body.message).toMatch(/no Content-Type/);
    // An empty body of a form's type is refused too: a form with no fields could resign.
    expect(
      (await post(`/api/games/${gameId}/leave`, '', { ...auth, 'content-type': 'text/plain' })).status,
    ).toBe(400);
    expect((await s.get(`/api/games/${gameId}`)).body.chat ?? []).toEqual([]);
  });

  it('reads JSON with a charset, and takes bodyless requests without a Content-Type', async () => {
    const made = await post('/api/session', '{"name":"Ann"}', {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(made.status).toBe(201);
    const token = made.body.token as string;
    const auth = { authorization: `Bearer ${token}` };
    const gameId = (await s.post('/api/games', { players: 2 }, token)).body.id as string;
    expect((await post(`/api/games/${gameId}/leave`, undefined, auth)).status).toBe(200);
    expect((await post('/api/logout', undefined, auth)).status).toBe(200);
  });
});
