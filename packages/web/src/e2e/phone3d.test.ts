import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, browserMissing } from './browser.js';
import { browserSession, collectErrors } from './browserSession.js';
import { showcaseLink } from '../view3d/showcaseGame.js';

// The 3D view on a 375 px wide phone: WebGL through SwiftShader, so one small scene.
const missing = browserMissing();
if (missing !== null) console.warn(`skipping the phone 3D browser test: ${missing}`);

const PHONE = { width: 375, height: 740 };

describe.skipIf(missing !== null)('3D view on a phone', () => {
  const session = browserSession();

  it('fits a 375 px wide screen with the compact 2D board still under it', async () => {
    const { server, browser } = session;
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors: string[] = [];
    collectErrors(page, errors);
    await page.goto(server.url);
    await page.getByRole('dialog', { name: 'New game' }).waitFor();
    await page.locator('input[name="seat-1"][value="person"]').check();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('[data-square="b2"]').click();
    await page.locator('[data-square="a1"]').click();

    await page.getByRole('button', { name: '3D view' }).click();
    const canvas = page.locator('.board-3d-frame canvas');
    await canvas.waitFor({ timeout: 20_000 });

    const width = () => page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
    expect(await width()).toBeLessThanOrEqual(PHONE.width);
    const box = await canvas.boundingBox();
    if (box === null) throw new Error('the 3D canvas is not on the page');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.width).toBeGreaterThan(PHONE.width / 2);

    // The compact 2D board is still there and still plays.
    const squares = page.locator('button[data-square]');
    expect(await squares.count()).toBe(25);
    const compact = await page.locator('.boards-3d .board').boundingBox();
    if (compact === null) throw new Error('the compact 2D board is not on the page');
    expect(compact.x + compact.width).toBeLessThanOrEqual(PHONE.width);
    await page.locator('[data-square="e5"]').click();
    await page.locator('[data-square="d5"]').click();
    await expect.poll(() => page.locator('.log > ol > li').count()).toBe(2);
    expect(await page.locator('[data-square="e5"]').getAttribute('aria-label')).toMatch(/White worker/);
    expect(await width()).toBeLessThanOrEqual(PHONE.width);

    await page.screenshot({ path: join(ARTIFACTS, 'phone-3d.png'), fullPage: true });
    await context.close();
    expect(errors).toEqual([]);
  });

  it('shows a mid-game board with its highlights at 375 px', async () => {
    const { server, browser } = session;
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors: string[] = [];
    collectErrors(page, errors);
    await page.goto(showcaseLink(server.url));
    await expect.poll(() => page.locator('.log > ol > li').count()).toBe(1);
    await page.getByRole('button', { name: '3D view' }).click();
    await page.locator('.board-3d-frame canvas').waitFor({ timeout: 20_000 });
    await page.locator('[data-square="b3"]').click();
    await expect.poll(() => page.locator('[data-square="b3"]').getAttribute('class')).toMatch(/selected/);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await page.waitForTimeout(600); // the picture redraws on demand; let the last frame land
    await page.screenshot({ path: join(ARTIFACTS, 'phone-3d-midgame.png') });
    await context.close();
    expect(errors).toEqual([]);
  });
});
