import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { abandonMsFrom } from './abandonSetting.js';
import { portFrom } from './port.js';
import { buildServer } from './server.js';

describe('web server', () => {
  const root = mkdtempSync(join(tmpdir(), 'santorini-web-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Santorini test page</title>');
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Santorini"}');
  writeFileSync(join(root, 'app-paths.json'), '["/learn", "/puzzles/*"]');
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('answers /health', async () => {
    const app = await buildServer({ webRoot: root });
    const reply = await app.inject({ method: 'GET', url: '/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('serves the web app at /', async () => {
    const app = await buildServer({ webRoot: root });
    const reply = await app.inject({ method: 'GET', url: '/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('Santorini test page');
    expect(reply.headers['content-type']).toMatch(/text\/html/);
    expect((await app.inject({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
    await app.close();
  });

  it('serves the pages the web build lists as the app, and no others', async () => {
    const app = await buildServer({ webRoot: root });
    for (const url of ['/learn', '/puzzles/p007']) {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body).toContain('Santorini test page');
    }
    expect((await app.inject({ method: 'GET', url: '/leaderboard' })).statusCode).toBe(404);
    await app.close();
  });

  it('serves the app, its pages and its files cross-origin isolated (the AI threads share memory)', async () => {
    const app = await buildServer({ webRoot: root });
    for (const url of ['/', '/learn', '/sw.js', '/manifest.webmanifest']) {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(reply.headers['cross-origin-embedder-policy'], url).toBe('require-corp');
    }
    await app.close();
  });

  it('refuses a build without its list of pages, or with a list that is not one', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'santorini-web-'));
    writeFileSync(join(bare, 'index.html'), '<!doctype html>');
    await expect(buildServer({ webRoot: bare })).rejects.toThrow(/app-paths\.json.*npm run build/);
    writeFileSync(join(bare, 'app-paths.json'), '["learn"]');
    await expect(buildServer({ webRoot: bare })).rejects.toThrow(/list of addresses/);
    rmSync(bare, { recursive: true, force: true });
  });

  it('serves the service worker as JavaScript that is checked again on every visit', async () => {
    const app = await buildServer({ webRoot: root });
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // A long max-age would keep an old worker, and so an old version of the app, in place.
    expect(worker.headers['cache-control']).toMatch(/max-age=0\b|no-cache/);
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    await app.close();
  });

  it('refuses to start without a built app, saying what to do', async () => {
    await expect(buildServer({ webRoot: join(root, 'nowhere') })).rejects.toThrow(/npm run build/);
  });
});

describe('PORT', () => {
  it('defaults to 3000 and reads a number', () => {
    expect(portFrom(undefined)).toEqual({ port: 3000 });
    expect(portFrom('8080')).toEqual({ port: 8080 });
  });

  it('names a bad value', () => {
    expect(portFrom('http')).toEqual({ error: 'PORT must be a whole number from 0 to 65535, got "http"' });
    expect(portFrom('70000')).toHaveProperty('error');
  });
});

describe('ABANDON_MS', () => {
  it('leaves the default when unset, reads milliseconds (0: never) and names a bad value', () => {
    expect(abandonMsFrom(undefined)).toEqual({});
    expect(abandonMsFrom('60000')).toEqual({ abandonMs: 60_000 });
    expect(abandonMsFrom('0')).toEqual({ abandonMs: 0 });
    expect(abandonMsFrom('2m')).toEqual({
      error: 'ABANDON_MS must be a whole number of milliseconds ≥ 0, got "2m"',
    });
  });
});
