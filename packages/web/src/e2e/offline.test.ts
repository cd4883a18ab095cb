import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, browserMissing } from './browser.js';
import { browserSession, collectErrors, startHotSeatGame } from './browserSession.js';

// The installable app: after one visit the service worker serves every page and chunk with no network.
const missing = browserMissing();
if (missing !== null) console.warn(`skipping the offline browser test: ${missing}`);

/** The addresses the service worker has cached, paths only. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

/** What a fetch of `path` from the page gives: its status, or "failed" when no answer came. */
const fetchStatus = (page: Page, path: string) =>
  page.evaluate(
    (url) =>
      fetch(url, { credentials: 'same-origin' }).then(
        (answer) => answer.status,
        () => 'failed',
      ),
    path,
  );

describe.skipIf(missing !== null)('the app offline', () => {
  const session = browserSession();

  it('installs on the first visit, then plays against the AI and shows the 3D view with the network off', async () => {
    const { server, browser, errors } = session;
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    // Offline, the browser logs the requests it cannot make (none here should be the app's own).
    collectErrors(page, errors, { console: false });

    await page.goto(server.url);
    await page.getByRole('dialog', { name: 'New game' }).waitFor();
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#1e3a8a');
    const manifest: unknown = await page.evaluate(() =>
      fetch('/manifest.webmanifest').then((answer): Promise<unknown> => answer.json()),
    );
    expect(manifest).toMatchObject({ name: 'Santorini', start_url: '/', display: 'standalone' });

    // The worker installs, takes the page and says so.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    await page.getByText('Ready to play offline').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'offline-ready.png') });
    const cached = await cachedPaths(page);
    for (const chunk of ['index', 'worker', 'Board3D', 'OnlineApp'])
      expect(cached.some((path) => new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`).test(path))).toBe(true);
    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);

    // The server's API answers while online (404 is fine: the app may be built without it)...
    expect(typeof (await fetchStatus(page, '/api/games?status=open'))).toBe('number');

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('dialog', { name: 'New game' }).waitFor();
    // ...and never from the cache once offline.
    expect(await fetchStatus(page, '/api/games?status=open')).toBe('failed');

    // A game against the AI: its Web Worker's chunk comes from the cache.
    await page.locator('input[name="seat-1"][value="ai"]').check();
    await page.locator('input[name="level-1"][value="1"]').check();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('[data-square="b2"]').click();
    await page.locator('[data-square="d4"]').click();
    await expect.poll(() => page.locator('.log > ol > li').count(), { timeout: 30_000 }).toBe(2);
    await page.locator('[data-square="b2"]').click();
    await page.locator('button[data-square][aria-label*="move here"]').first().click();
    await page.locator('button[data-square][aria-label*="build here"]').first().click();
    await expect.poll(() => page.locator('.log > ol > li').count(), { timeout: 30_000 }).toBe(4);
    await page.screenshot({ path: join(ARTIFACTS, 'offline-vs-ai.png') });

    // The 3D view's chunk (three.js) loads from the cache too.
    await page.getByRole('button', { name: '3D view' }).click();
    await page.locator('.board-3d-frame canvas').waitFor({ timeout: 30_000 });
    expect(await page.getByText('The 3D view is unavailable').count()).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, 'offline-3d.png') });

    // Another page of the app, opened by its address, loads offline as well.
    await page.goto(`${server.url}/learn`);
    await page.getByRole('heading', { name: 'How to play', level: 2 }).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'offline-learn.png') });

    await context.setOffline(false);
    await context.close();
    expect(errors).toEqual([]);
  });

  for (const [size, viewport] of [
    ['phone', { width: 375, height: 740 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const)
    it(`says "Ready to play offline" (${size}) without covering the board, the action bar or the replay bar`, async () => {
      const { server, browser, errors } = session;
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      collectErrors(page, errors, { console: false });
      await startHotSeatGame(page, server.url);
      const note = page.locator('.offline-note');
      await note.waitFor({ timeout: 60_000 });
      // Its place once it has come in (it slides a little as it appears).
      await page.waitForFunction(() => document.getAnimations().length === 0);
      await page.screenshot({ path: join(ARTIFACTS, `offline-ready-${size}.png`) });
      const box = await note.boundingBox();
      if (box === null) throw new Error('the note is not on screen');
      for (const selector of ['.board', '.controls', '.board-column > .replay']) {
        const part = await page.locator(selector).boundingBox();
        if (part === null) throw new Error(`no ${selector} on screen`);
        const apart =
          box.y + box.height <= part.y ||
          part.y + part.height <= box.y ||
          box.x + box.width <= part.x ||
          part.x + part.width <= box.x;
        expect(apart, `the note over ${selector}`).toBe(true);
      }
      await context.close();
      expect(errors).toEqual([]);
    });
});
