import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from './accessibility.js';
import { browserMissing, onlineServerMissing } from './browser.js';
import { browserSession, collectErrors } from './browserSession.js';

// axe-core on every screen (new game, board, winner, analysis, puzzles, how to play, the online
// pages), light and dark, desktop and phone: no serious or critical violation.
const missing = browserMissing() ?? (await onlineServerMissing());
if (missing !== null) console.warn(`skipping the accessibility browser tests: ${missing}`);

/** Blue on b2 (level 2) next to c3 (level 3): "b2-c3" wins. */
const WON_GAME = {
  players: [{}, {}],
  start: 0,
  seed: 1,
  rules: {},
  position: {
    players: [{ workers: ['b2', 'd4'] }, { workers: ['a5', 'e5'] }],
    levels: ['00000', '00000', '00300', '02000', '00000'],
    domes: ['e1'],
    toMove: 0,
  },
  turns: ['b2-c3'],
};

/** A game under way with every level and domes on the ground and on a tower. */
const MID_GAME = {
  ...WON_GAME,
  position: {
    players: [{ workers: ['b2', 'd4'] }, { workers: ['a5', 'e5'] }],
    levels: ['01230', '01200', '00300', '00100', '00030'],
    domes: ['a1', 'd5'],
    toMove: 0,
  },
  turns: [],
};

const link = (base: string, record: object) => `${base}/#game=${encodeURIComponent(JSON.stringify(record))}`;

// Light on a desktop, dark on a phone: both colour schemes and both layouts, in half the time of
// every pairing.
const SETUPS = [
  { scheme: 'light', viewport: { width: 1280, height: 800 } },
  { scheme: 'dark', viewport: { width: 375, height: 740 } },
] as const;

describe.skipIf(missing !== null)('accessibility of every screen (axe-core)', () => {
  const session = browserSession();
  const { errors } = session;

  async function pageIn(scheme: 'light' | 'dark', viewport: { width: number; height: number }) {
    const context = await session.browser.newContext({ colorScheme: scheme, viewport });
    const page = await context.newPage();
    collectErrors(page, errors, { console: false });
    return { context, page };
  }

  /** Runs axe on `page` now; `screen` names it in the failure. */
  async function audit(page: Page, screen: string): Promise<void> {
    expect({ screen, problems: await seriousAccessibilityProblems(page) }).toEqual({ screen, problems: [] });
  }

  async function signedIn(context: BrowserContext, name: string): Promise<string> {
    const made = await context.request.post(`${session.server.url}/api/session`, {
      data: { name, password: `${name}-password` },
    });
    expect(made.status()).toBe(201);
    return ((await made.json()) as { player: { id: string } }).player.id;
  }

  it('finds a problem where there is one (a button without a name)', async () => {
    const { context, page } = await pageIn('light', { width: 800, height: 600 });
    await page.setContent(
      '<!doctype html><html lang="en"><title>t</title><main><button></button></main></html>',
    );
    const problems = await seriousAccessibilityProblems(page);
    expect(problems.some((problem) => problem.includes('button-name'))).toBe(true);
    await context.close();
  });

  for (const { scheme, viewport } of SETUPS) {
    const where = `${scheme}, ${viewport.width}×${viewport.height}`;

    it(`local play: the new-game dialog, a game under way, the winner dialog (${where})`, async () => {
      const { context, page } = await pageIn(scheme, viewport);
      await page.goto(session.server.url);
      await page.getByRole('dialog', { name: 'New game' }).waitFor();
      await audit(page, 'new game dialog');

      await page.goto('about:blank');
      await page.goto(link(session.server.url, MID_GAME));
      await page.locator('button[data-square="c3"]').waitFor();
      await audit(page, 'a game under way');
      await page.locator('button[data-square="b2"]').click();
      await audit(page, 'a worker selected');

      await page.evaluate(() => {
        localStorage.clear();
      });
      await page.goto('about:blank');
      await page.goto(link(session.server.url, WON_GAME));
      await page.getByRole('dialog', { name: /wins/ }).waitFor();
      await audit(page, 'the winner dialog');

      await page.getByRole('button', { name: 'Look at the board' }).click();
      await page.getByRole('button', { name: 'Previous turn' }).click();
      await page.getByRole('button', { name: 'Analyse from here' }).click();
      await expect
        .poll(() => page.locator('.analysis-top > li').count(), { timeout: 30_000 })
        .toBeGreaterThan(0);
      await audit(page, 'the analysis of a finished game');
      await context.close();
    });

    it(`the puzzles and how to play (${where})`, async () => {
      const { context, page } = await pageIn(scheme, viewport);
      await page.goto(`${session.server.url}/puzzles`);
      await page.locator('button[data-square="c3"]').waitFor();
      await audit(page, "today's puzzle");
      await page.goto(`${session.server.url}/learn`);
      await page.getByRole('img').first().waitFor();
      await audit(page, 'how to play');
      await context.close();
    });

    it(`online play: lobby, a game, my games, the leaderboard, a player page (${where})`, async () => {
      const { context, page } = await pageIn(scheme, viewport);
      const suffix = `${scheme}${viewport.width}`;
      const id = await signedIn(context, `Ally${suffix}`);
      const created = await context.request.post(`${session.server.url}/api/games`, {
        data: { players: 2, gods: 'none' },
      });
      expect(created.status()).toBe(201);
      const game = ((await created.json()) as { id: string }).id;

      await page.goto(`${session.server.url}/online`);
      await page.locator('main').waitFor();
      await page.waitForLoadState('networkidle');
      await audit(page, 'the lobby');
      await page.goto(`${session.server.url}/g/${game}`);
      await page.locator('button[data-square="c3"]').waitFor();
      await audit(page, 'an online game waiting for a player');
      await page.goto(`${session.server.url}/online/games`);
      await page.waitForLoadState('networkidle');
      await audit(page, 'my games');
      await page.goto(`${session.server.url}/leaderboard`);
      await page.waitForLoadState('networkidle');
      await audit(page, 'the leaderboard');
      await page.goto(`${session.server.url}/p/${id}`);
      await page.waitForLoadState('networkidle');
      await audit(page, 'a player page');
      await context.close();
    });
  }

  it('raises no page errors', () => {
    expect(errors).toEqual([]);
  });
});
