import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../testing/index.js';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(async () => {
  await s.close();
});

describe('Fastify’s own refusals', () => {
  it('answer an id longer than any the server makes as §7’s not-found', async () => {
    const long = 'g'.repeat(5000);
    for (const [method, url] of [
      ['POST', `/api/games/${long}/turns`],
      ['POST', `/api/games/${long}/resign`],
      ['GET', `/api/games/${long}`],
      ['GET', `/api/games/${long}/socket`],
      ['GET', `/api/players/${long}`],
    ] as const) {
      const response = await s.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: method === 'POST' ? '{}' : undefined,
      });
      expect(response.statusCode, url.slice(0, 20)).toBe(404);
      const body = response.json<{ error: string; message: string }>();
      expect(Object.keys(body).sort()).toEqual(['error', 'message']);
      expect(body.error).toBe('not-found');
      expect(body.message).toMatch(/^nothing at .*\/api\/(games|players)\/g+…/);
      expect(body.message.length).toBeLessThan(200);
    }
  });

  it('answer a bad percent-encoding as §7’s malformed', async () => {
    for (const url of ['/api/games/%zz', '/api/games/%E0%A4%A/turns']) {
      const method = url.endsWith('turns') ? 'POST' : 'GET';
      const response = await s.app.inject({ method, url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        error: 'malformed',
        message: `the address ${url} is not valid percent-encoding`,
      });
    }
  });
});
