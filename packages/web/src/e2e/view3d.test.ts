import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { CAMERA } from '../view3d/camera.js';
import { TILE_HEIGHT, levelTop, squareCentre } from '../view3d/scene.js';
import { showcaseLink } from '../view3d/showcaseGame.js';
import { square as squareOf } from '../testing/games.js';
import { ARTIFACTS, browserMissing } from './browser.js';
import { browserSession, collectErrors, startHotSeatGame } from './browserSession.js';

// The 3D view in a real browser: WebGL through SwiftShader (slow, so one small scene).
const missing = browserMissing();
if (missing !== null) console.warn(`skipping the 3D view browser test: ${missing}`);

describe.skipIf(missing !== null)('3D view in a browser', () => {
  const session = browserSession({ viewport: { width: 1100, height: 1000 } });

  const canvas = (page = session.page) => page.locator('.board-3d-frame canvas');

  /** Where a point of the board appears on the page, from the camera the view starts with. */
  async function pagePoint(page: Page, name: string, height: number): Promise<{ x: number; y: number }> {
    const box = await canvas(page).boundingBox();
    if (box === null) throw new Error('the 3D canvas is not on the page');
    const camera = new PerspectiveCamera(CAMERA.fov, box.width / box.height, CAMERA.near, CAMERA.far);
    camera.position.set(...CAMERA.position);
    camera.lookAt(...CAMERA.target);
    camera.updateMatrixWorld();
    const { x, z } = squareCentre(squareOf(name));
    const projected = new Vector3(x, height, z).project(camera);
    return {
      x: box.x + ((projected.x + 1) / 2) * box.width,
      y: box.y + ((1 - projected.y) / 2) * box.height,
    };
  }

  async function clickIn3D(name: string, height: number, page = session.page): Promise<void> {
    const { x, y } = await pagePoint(page, name, height);
    await page.mouse.click(x, y);
  }

  /** How many different colours the canvas shows (a blank or failed canvas shows one). */
  const canvasColours = () =>
    canvas().evaluate((element) => {
      if (!(element instanceof HTMLCanvasElement)) return 0;
      const copy = document.createElement('canvas');
      copy.width = 64;
      copy.height = 64;
      const context = copy.getContext('2d');
      if (context === null) return 0;
      context.drawImage(element, 0, 0, 64, 64);
      const pixels = context.getImageData(0, 0, 64, 64).data;
      const colours = new Set<number>();
      for (let index = 0; index < pixels.length; index += 4)
        colours.add(
          ((pixels[index] ?? 0) << 16) | ((pixels[index + 1] ?? 0) << 8) | (pixels[index + 2] ?? 0),
        );
      return colours.size;
    });

  it('draws the board in 3D, plays clicks on squares and workers like the 2D board, switches back', async () => {
    const { server, page, errors } = session;
    await startHotSeatGame(page, server.url);

    const toggle = page.getByRole('button', { name: '3D view' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    const back = page.getByRole('button', { name: '2D view' });
    expect(await back.getAttribute('aria-pressed')).toBe('true');
    await canvas().waitFor({ timeout: 20_000 });
    await expect.poll(canvasColours, { timeout: 20_000 }).toBeGreaterThan(20);

    // Blue places both workers by clicking tiles in the 3D view.
    await clickIn3D('b2', TILE_HEIGHT);
    await clickIn3D('a1', TILE_HEIGHT);
    await expect.poll(() => page.locator('.log > ol > li').count()).toBe(1);
    expect(await page.locator('[data-square="b2"]').getAttribute('aria-label')).toMatch(/Blue worker/);
    // White places with the compact 2D board, still there under the 3D view.
    await page.locator('[data-square="e5"]').click();
    await page.locator('[data-square="a5"]').click();
    await expect.poll(() => page.locator('.log > ol > li').count()).toBe(2);

    // Clicking Blue's worker body in 3D selects it, as on the 2D board.
    await clickIn3D('b2', TILE_HEIGHT + 0.25);
    await expect.poll(() => page.locator('[data-square="b2"]').getAttribute('class')).toMatch(/selected/);
    // Blue moves to c2 and builds on c3, both by clicking tiles in 3D.
    await clickIn3D('c2', TILE_HEIGHT);
    await clickIn3D('c3', TILE_HEIGHT);
    await expect.poll(() => page.locator('.log > ol > li').count()).toBe(3);
    expect(await page.locator('[data-square="c3"]').getAttribute('aria-label')).toMatch(/^c3, level 1/);
    await page.locator('[data-square="e5"]').click();
    await page.screenshot({ path: join(ARTIFACTS, 'view-3d.png') });

    await back.click();
    await expect.poll(() => canvas().count()).toBe(0);
    expect(await page.getByRole('button', { name: '3D view' }).getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('shows a mid-game board: stepped towers, domes on the ground and on towers, highlights on top', async () => {
    const { server, browser, errors } = session;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    collectErrors(page, errors);
    await page.goto(showcaseLink(server.url));
    await expect.poll(() => page.locator('.log > ol > li').count()).toBe(1);
    await page.getByRole('button', { name: '3D view' }).click();
    await canvas(page).waitFor({ timeout: 20_000 });
    // Blue's worker on level 2 is chosen: its move targets light up on the raised squares round it.
    await page.locator('[data-square="b3"]').click();
    await expect.poll(() => page.locator('[data-square="b3"]').getAttribute('class')).toMatch(/selected/);
    await page.waitForTimeout(600); // the picture redraws on demand; let the last frame land
    await page.screenshot({ path: join(ARTIFACTS, 'view-3d-midgame.png') });
    await page.locator('.board-3d-frame').screenshot({ path: join(ARTIFACTS, 'view-3d-midgame-board.png') });
    // A move in 3D (onto c4, level 2) glides there, then the builds light up on top of the stacks.
    await clickIn3D('c4', levelTop(2), page);
    await expect
      .poll(() => page.locator('[data-square="c4"]').getAttribute('aria-label'))
      .toMatch(/Blue worker/);
    await page.waitForTimeout(600);
    await page.locator('.board-3d-frame').screenshot({ path: join(ARTIFACTS, 'view-3d-build.png') });
    await context.close();
    expect(errors).toEqual([]);
  });
});
