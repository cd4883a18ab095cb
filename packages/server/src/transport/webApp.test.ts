import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../testing/index.js';

// A build as vite makes it: content-hashed files under assets/, the rest under their own names.
const root = mkdtempSync(join(tmpdir(), 'santorini-web-'));
const script = `export const board = ${JSON.stringify('x'.repeat(20_000))};\n`;
let s: TestServer;
beforeAll(async () => {
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Santorini test page</title>');
  writeFileSync(join(root, 'assets', 'index-DCQ17mcG.js'), script);
  writeFileSync(join(root, 'assets', 'index-DyZ8HNPq.css'), 'body { color: black; }');
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Santorini"}');
  writeFileSync(join(root, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const appPaths = fileURLToPath(new URL('../../../web/src/appPaths.json', import.meta.url));
  copyFileSync(appPaths, join(root, 'app-paths.json'));
  s = await testServer({ webRoot: root });
});
afterAll(async () => {
  await s.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'GET', url, headers });

describe('the web app’s files', () => {
  it('keeps the content-hashed files a year, and checks every other file on each use', async () => {
    for (const url of ['/assets/index-DCQ17mcG.js', '/assets/index-DyZ8HNPq.css'])
      expect((await get(url)).headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/online', '/g/abc', '/learn', '/sw.js', '/manifest.webmanifest', '/icon.svg'])
      expect((await get(url)).headers['cache-control'], url).toBe('no-cache');
  });

  it('compresses text files with brotli or gzip, as the browser accepts', async () => {
    const brotli = await get('/assets/index-DCQ17mcG.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);
    const gzip = await get('/assets/index-DCQ17mcG.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(script);
    const plain = await get('/assets/index-DCQ17mcG.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('does not compress the API’s answers', async () => {
    const lobby = await get('/api/games?status=open', { 'accept-encoding': 'br, gzip' });
    expect(lobby.headers['content-encoding']).toBeUndefined();
  });
});
