import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../testing/index.js';
import { trustProxyFrom, type TrustProxy } from './trustProxy.js';

/** The address and protocol Fastify sees behind `trustProxy`, for a request forwarded by 10.0.0.2. */
async function seen(trustProxy: TrustProxy | undefined, forwardedFor: string) {
  const app = Fastify(trustProxy === undefined ? {} : { trustProxy });
  app.get('/', (request) => ({ ip: request.ip, protocol: request.protocol }));
  const response = await app.inject({
    method: 'GET',
    url: '/',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
  });
  await app.close();
  return response.json<{ ip: string; protocol: string }>();
}

const setting = (text: string): TrustProxy | undefined => {
  const read = trustProxyFrom(text);
  if ('error' in read) throw new Error(read.error);
  return read.trustProxy;
};

describe('TRUST_PROXY', () => {
  it('is off by default: the client is the connection, whatever it forwards', async () => {
    expect(trustProxyFrom(undefined)).toEqual({});
    expect(trustProxyFrom('false')).toEqual({});
    expect(trustProxyFrom('0')).toEqual({});
    expect(await seen(setting(''), '203.0.113.9')).toEqual({ ip: '10.0.0.2', protocol: 'http' });
  });

  it('true, a number of hops, or addresses and ranges give the client’s address and protocol', async () => {
    expect(await seen(setting('true'), '203.0.113.9')).toEqual({ ip: '203.0.113.9', protocol: 'https' });
    // One hop: the nearest proxy is believed, not what the client wrote before it.
    expect(await seen(setting('1'), '198.51.100.1, 203.0.113.9')).toEqual({
      ip: '203.0.113.9',
      protocol: 'https',
    });
    expect(await seen(setting('2'), '198.51.100.1, 203.0.113.9')).toMatchObject({ ip: '198.51.100.1' });
    expect(await seen(setting('10.0.0.0/8, 127.0.0.1'), '203.0.113.9')).toMatchObject({ ip: '203.0.113.9' });
    expect(await seen(setting('10.0.0.0/255.0.0.0'), '203.0.113.9')).toMatchObject({ ip: '203.0.113.9' });
    expect(await seen(setting('192.168.0.0/16'), '203.0.113.9')).toEqual({
      ip: '10.0.0.2',
      protocol: 'http',
    });
    expect(await seen(setting('loopback, ::1'), '203.0.113.9')).toMatchObject({ ip: '10.0.0.2' });
  });

  it('names a bad value', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.300', 'proxy.example', '1.5', '10.0.0.0/8,,']) {
      const read = trustProxyFrom(bad);
      expect(read, bad).toHaveProperty('error');
      expect((read as { error: string }).error, bad).toMatch(/^TRUST_PROXY must be/);
    }
  });
});

describe('the origin check behind a proxy', () => {
  let s: TestServer | undefined;
  afterEach(async () => {
    await s?.close();
  });

  const logoutFrom = async (trustProxy: TrustProxy | undefined) => {
    s = await testServer(trustProxy === undefined ? {} : { trustProxy });
    const response = await s.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: {
        host: '127.0.0.1:3000',
        origin: 'https://santorini.example',
        'x-forwarded-host': 'santorini.example',
        'x-forwarded-proto': 'https',
      },
    });
    return response.statusCode;
  };

  it('knows the server’s public origin from a trusted proxy’s X-Forwarded-Proto and -Host only', async () => {
    expect(await logoutFrom(setting('true'))).toBe(200);
    expect(await logoutFrom(setting('loopback'))).toBe(200);
    expect(await logoutFrom(undefined)).toBe(403);
  });
});
