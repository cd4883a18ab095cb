import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, browserMissing, onlineServerMissing } from './browser.js';
import { apiCall, browserSession, signIn, startedGame } from './browserSession.js';

// Issue 48, finding 1: on the online game page the board and its action bar are both in view
// without scrolling, at 1280×800 and 375×740, for a player and a spectator, in light and dark.
// The invite link is a small button while a seat is free, and gone once the game is full.
// Screenshots go to artifacts/e2e/online-layout-*.png.

const missing = browserMissing() ?? (await onlineServerMissing());
if (missing !== null) console.warn(`skipping the online layout browser tests: ${missing}`);

const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;
const SCHEMES = ['light', 'dark'] as const;

interface Box {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/** The boxes of the board and the action bar, and the viewport, at scroll position 0. */
async function boxes(page: Page) {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  return page.evaluate(() => {
    const box = (selector: string): Box | null => {
      const element = document.querySelector(selector);
      if (element === null) return null;
      const { top, left, bottom, right } = element.getBoundingClientRect();
      return { top, left, bottom, right };
    };
    return {
      board: box('.board-column .board'),
      bar: box('.board-column .controls'),
      width: window.innerWidth,
      height: window.innerHeight,
      scrollY: window.scrollY,
    };
  });
}

async function expectInView(page: Page, what: string) {
  const seen = await boxes(page);
  expect(seen.scrollY, what).toBe(0);
  for (const [name, box] of [
    ['board', seen.board],
    ['action bar', seen.bar],
  ] as const) {
    expect(box, `${what}: ${name}`).not.toBeNull();
    if (box === null) continue;
    expect(box.top, `${what}: ${name} top`).toBeGreaterThanOrEqual(0);
    expect(box.left, `${what}: ${name} left`).toBeGreaterThanOrEqual(0);
    expect(box.bottom, `${what}: ${name} bottom ${JSON.stringify(seen)}`).toBeLessThanOrEqual(seen.height);
    expect(box.right, `${what}: ${name} right`).toBeLessThanOrEqual(seen.width);
  }
}

describe.skipIf(missing !== null)('the online game page keeps the board and the action bar in view', () => {
  const session = browserSession();
  const { errors } = session;

  for (const scheme of SCHEMES) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`as a player and a spectator at ${viewport.width}×${viewport.height} (${scheme})`, async () => {
        const ann = await signIn(session, `Ann-${scheme}-${size}`, { viewport, colorScheme: scheme });
        const bob = await signIn(session, `Bob-${scheme}-${size}`, { viewport, colorScheme: scheme });
        const eve = await signIn(session, `Eve-${scheme}-${size}`, { viewport, colorScheme: scheme });

        // While the second seat is free: a compact "Copy invite link" button, no address row.
        const { id: open } = (await apiCall(ann, '/games', { players: 2, gods: 'none' })) as { id: string };
        await ann.page.goto(`${session.server.url}/g/${open}`);
        await ann.page.getByRole('button', { name: 'Copy invite link' }).waitFor();
        expect(await ann.page.locator('.invite input').count()).toBe(0);
        await ann.page.screenshot({ path: join(ARTIFACTS, `online-layout-open-${size}-${scheme}.png`) });

        // Once both seats are taken: the board and bar in view, no invite link.
        const id = await startedGame(ann, bob);
        await ann.page.goto(`${session.server.url}/g/${id}`);
        await expect.poll(() => ann.page.locator('button[data-square]').count()).toBe(25);
        await ann.page.locator('.controls .status').waitFor();
        expect(await ann.page.getByRole('button', { name: 'Copy invite link' }).count()).toBe(0);
        await expectInView(ann.page, `player ${size} ${scheme}`);
        // The board's size follows what stands above it and the action bar's height, as measured.
        await expect
          .poll(() => ann.page.locator('main.online-game').getAttribute('style'))
          .toMatch(/--board-reserve: \d+px/);
        await ann.page.locator('[data-square="b2"]').click();
        await expectInView(ann.page, `player ${size} ${scheme}, after a click`);
        await ann.page.screenshot({ path: join(ARTIFACTS, `online-layout-player-${size}-${scheme}.png`) });

        await eve.page.goto(`${session.server.url}/g/${id}`);
        await eve.page.locator('.spectator-badge').waitFor();
        await expect.poll(() => eve.page.locator('button[data-square]').count()).toBe(25);
        await expectInView(eve.page, `spectator ${size} ${scheme}`);
        await eve.page.screenshot({ path: join(ARTIFACTS, `online-layout-spectator-${size}-${scheme}.png`) });

        // Against the server's AI no seat waits for a person: no invite button, board and bar in view.
        const { id: versusAi } = (await apiCall(ann, '/games', {
          players: 2,
          gods: 'none',
          ai: { '1': 1 },
        })) as {
          id: string;
        };
        await ann.page.goto(`${session.server.url}/g/${versusAi}`);
        await expect.poll(() => ann.page.locator('button[data-square]').count()).toBe(25);
        await ann.page.locator('.controls .status').waitFor();
        expect(await ann.page.getByRole('button', { name: 'Copy invite link' }).count()).toBe(0);
        await expectInView(ann.page, `against the AI ${size} ${scheme}`);

        await ann.page.context().close();
        await bob.page.context().close();
        await eve.page.context().close();
        expect(errors).toEqual([]);
      });
    }
  }
});
