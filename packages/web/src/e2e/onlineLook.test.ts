import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from './accessibility.js';
import { ARTIFACTS, browserMissing, onlineServerMissing } from './browser.js';
import { apiCall, browserSession, signIn, startedGame, withRatingHistory } from './browserSession.js';

// The online pages' look, light and dark, at 1280×800 and 375×740: the lobby with the create form
// (segmented controls, god cards), a game in progress and a player page with the rating chart.
// Screenshots go to artifacts/e2e/online-look-*.png; the checks are what a look can break: the
// scheme's colours reach the page, the controls are the styled ones, nothing scrolls sideways.

const missing = browserMissing() ?? (await onlineServerMissing());
if (missing !== null) console.warn(`skipping the online look browser tests: ${missing}`);

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
const SCHEMES = ['light', 'dark'] as const;

describe.skipIf(missing !== null)('the online pages in light and dark', () => {
  const session = browserSession();
  const { errors } = session;

  const account = (name: string, colorScheme: 'light' | 'dark') =>
    signIn(session, name, { viewport: DESKTOP, colorScheme });

  /** Both sizes of the page as it is now, the phone one checked for sideways scrolling. */
  async function shots(page: Page, name: string) {
    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await page.screenshot({ path: join(ARTIFACTS, `online-look-${name}.png`) });
    await page.setViewportSize(PHONE);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: join(ARTIFACTS, `online-look-${name}-phone.png`) });
    await page.setViewportSize(DESKTOP);
  }

  const background = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);

  for (const scheme of SCHEMES) {
    it(`the lobby, a game and a player page (${scheme})`, async () => {
      const ann = await account(`Ann-${scheme}`, scheme);
      const bob = await account(`Bob-${scheme}`, scheme);
      for (let game = 0; game < 3; game++) {
        const id = await startedGame(game % 2 === 0 ? ann : bob, game % 2 === 0 ? bob : ann, { rated: true });
        await apiCall(bob, `/games/${id}/resign`);
      }
      const page = ann.page;

      // The lobby: the create form's choices are radio buttons drawn as pills, the gods as cards.
      await page.goto(`${session.server.url}/online`);
      await page.getByRole('heading', { name: 'New online game' }).waitFor();
      expect(await page.locator('.create-game select').count()).toBe(0);
      await page.getByRole('radio', { name: 'Pick', exact: true }).check();
      await page
        .getByRole('radiogroup', { name: "Blue's god" })
        .getByRole('radio', { name: /Athena/ })
        .check();
      await page.locator('.picked-power .power-card').waitFor();
      const panel = await background(page, '.panel');
      expect(panel).toBe(scheme === 'light' ? 'rgb(255, 253, 248)' : 'rgb(24, 32, 43)');
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
      await shots(page, `lobby-${scheme}`);

      // The Challenger's offer against the server's AI: the same cards, with the powers' texts.
      await page.getByRole('radio', { name: "The server's AI" }).check();
      await page.getByRole('radio', { name: 'Challenger', exact: true }).check();
      await page.getByRole('button', { name: 'Create game' }).click();
      await page.waitForURL(/\/g\/[^/]+$/);
      await page.getByText('You are the Challenger: offer 2 powers').waitFor();
      await page.locator('input[name="offer"][value="apollo"]').check();
      await page.locator('input[name="offer"][value="athena"]').check();
      expect(await page.locator('.online-setup .god-card .emblem svg').count()).toBeGreaterThan(10);
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
      await shots(page, `offer-${scheme}`);

      // A game in progress, with a clock: Blue (Ann) has placed her workers.
      const id = await startedGame(ann, bob, { clock: { initialMs: 600_000, incrementMs: 5_000 } });
      await page.goto(`${session.server.url}/g/${id}`);
      for (const square of ['b2', 'd4']) await page.locator(`[data-square="${square}"]`).click();
      await expect.poll(() => page.locator('.controls .status').innerText()).toMatch(/White/);
      await page.getByLabel('Message').fill('Good luck!');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.locator('.chat-line').first().waitFor();
      await shots(page, `game-${scheme}`);

      // A player page: the rating chart in the scheme's colours.
      await withRatingHistory(page);
      await page.goto(`${session.server.url}/p/${ann.id}`);
      await page.locator('.rating-chart .chart-line').waitFor();
      const stroke = await page.locator('.chart-line').evaluate((line) => getComputedStyle(line).stroke);
      expect(stroke).toBe(scheme === 'light' ? 'rgb(31, 79, 154)' : 'rgb(157, 188, 245)');
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
      await shots(page, `player-${scheme}`);
      expect(errors).toEqual([]);
    });
  }
});
