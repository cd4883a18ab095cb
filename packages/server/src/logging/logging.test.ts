import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../testing/index.js';
import { logLevelFrom, REQUEST_ID_HEADER } from './logging.js';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** A server logging at `trace` into a string. */
async function logged(): Promise<{
  server: TestServer;
  lines: () => Record<string, unknown>[];
  text: () => string;
}> {
  let text = '';
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const server = await testServer({ logLevel: 'trace', logStream });
  servers.push(server);
  return {
    server,
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('request ids', () => {
  it('echoes a valid X-Request-Id and logs every line of the request with it', async () => {
    const { server, lines } = await logged();
    const answer = await server.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { [REQUEST_ID_HEADER]: 'lb-7f3a.42' },
    });
    expect(answer.headers[REQUEST_ID_HEADER]).toBe('lb-7f3a.42');
    const mine = lines().filter((line) => line.reqId === 'lb-7f3a.42');
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes a new id for a request without one, or with one that is not short and plain', async () => {
    const server = await testServer();
    servers.push(server);
    for (const given of [undefined, 'two words', 'x'.repeat(200), 'line\u2028break']) {
      const answer = await server.app.inject({
        method: 'GET',
        url: '/api/games/nothing-here',
        headers: given === undefined ? {} : { [REQUEST_ID_HEADER]: given },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers[REQUEST_ID_HEADER]).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
    }
  });
});

describe('the log', () => {
  it('holds no token, password or cookie, whatever the requests carried', async () => {
    const { server, text, lines } = await logged();
    const password = 'correct horse battery staple 93!';
    const signUp = await server.post('/api/session', { name: 'Annabel', password });
    expect(signUp.status).toBe(201);
    const token = signUp.body.token as string;
    await server.post('/api/login', { name: 'Annabel', password });
    await server.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    await server.app.inject({ method: 'GET', url: '/api/me', cookies: { santorini_token: token } });
    await server.app.inject({ method: 'GET', url: `/api/me?token=${token}&password=hunter2hunter2` });
    // Whatever a handler might log: the headers, a body with a password, a token field.
    server.app.log.info(
      { headers: { authorization: `Bearer ${token}`, cookie: `santorini_token=${token}` } },
      'headers',
    );
    server.app.log.info({ body: { name: 'Annabel', password }, token }, 'a body');
    expect(lines().length).toBeGreaterThan(10);
    expect(text()).toContain('/api/me?token=[redacted]&password=[redacted]');
    expect(text()).toContain('[redacted]');
    for (const secret of [token, password, 'hunter2hunter2']) expect(text()).not.toContain(secret);
  });
});

describe('LOG_LEVEL', () => {
  it('is warn when unset, one of pino’s levels otherwise, and refused with the levels named', () => {
    expect(logLevelFrom(undefined)).toEqual({ level: 'warn' });
    expect(logLevelFrom('INFO')).toEqual({ level: 'info' });
    expect(logLevelFrom('loud')).toEqual({
      error: expect.stringMatching(/LOG_LEVEL must be one of fatal, error/) as unknown,
    });
  });
});
