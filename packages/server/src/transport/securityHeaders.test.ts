import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../testing/index.js';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(async () => {
  await s.close();
});

describe('security headers', () => {
  it('are on the app’s pages and files, the API and its refusals', async () => {
    for (const url of [
      '/',
      '/online',
      '/g/x',
      '/learn',
      '/sw.js',
      '/assets/index-DCQ17mcG.js',
      '/api/games',
      '/api/nothing',
    ]) {
      const { headers } = await s.app.inject({ method: 'GET', url });
      const policy = String(headers['content-security-policy']);
      expect(policy, url).toContain("default-src 'self'");
      expect(policy, url).toContain("script-src 'self'");
      expect(policy, url).toContain("connect-src 'self'");
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).toContain("object-src 'none'");
      expect(policy, url).not.toContain('unsafe-eval');
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(headers['cross-origin-embedder-policy'], url).toBe('require-corp');
    }
  });
});
