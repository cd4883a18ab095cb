import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, browserMissing, onlineServerMissing } from './browser.js';
import { apiCall, browserSession, signIn, startedGame, withRatingHistory } from './browserSession.js';

// The competitive pages end to end: my games (waiting on me first), the leaderboard and a player's
// page with the rating chart, challenging a player by name, and the low-time warning on a clock.
// Accounts sign in and set games up through the API (each context's own cookie); the pages are
// opened fresh, as a link or a reload would open them.

const missing = browserMissing() ?? (await onlineServerMissing());
if (missing !== null) console.warn(`skipping the competitive browser tests: ${missing}`);

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

describe.skipIf(missing !== null)('ratings, my games and challenges in a browser', () => {
  // The browser's contexts close with it, after the tests.
  const session = browserSession();
  const { errors } = session;

  /** A new account `name` signed in in its own browser context, its page not opened anywhere yet. */
  const account = (
    name: string,
    viewport = DESKTOP,
    reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
  ) => signIn(session, name, { viewport, reducedMotion });

  const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, name), fullPage: true });

  /** At 375 px nothing scrolls sideways. */
  async function fitsPhone(page: Page) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }

  it('lists my games, those waiting on me first, each linking to its page', async () => {
    const ann = await account('Annika');
    const bob = await account('Bobby');
    const theirTurn = await startedGame(bob, ann); // Bob is Blue: his turn
    const myTurn = await startedGame(ann, bob); // Ann is Blue: her turn
    const open = (await apiCall(ann, '/games', { players: 2, gods: 'none' })) as { id: string };
    const invited = (await apiCall(bob, '/games', {
      players: 2,
      gods: 'none',
      invite: { '1': 'Annika' },
    })) as {
      id: string;
    };

    await ann.page.goto(`${session.server.url}/online/games`);
    const rows = ann.page.locator('.my-games > li');
    await expect.poll(() => rows.count()).toBe(4);
    const order = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-game')));
    expect(order.slice(0, 2).sort()).toEqual([myTurn, invited.id].sort());
    expect(order.slice(2).sort()).toEqual([theirTurn, open.id].sort());
    expect(await ann.page.locator('.my-games > li.waiting').count()).toBe(2);
    expect(await ann.page.locator(`[data-game="${myTurn}"] .standing`).innerText()).toMatch(/Your turn/);
    expect(await ann.page.locator(`[data-game="${invited.id}"] .standing`).innerText()).toMatch(/invited/);
    expect(await ann.page.locator(`[data-game="${open.id}"] .standing`).innerText()).toMatch(
      /Waiting for players/,
    );
    await expect
      .poll(() => ann.page.locator(`[data-game="${myTurn}"] .seats-line`).innerText())
      .toMatch(/White: Bobby · No clock/);
    // The header counts the games waiting on me.
    expect(await ann.page.getByRole('link', { name: /Your games 2 waiting on you/ }).count()).toBe(1);
    // Notifications are asked for only on a click, never on load.
    expect(await ann.page.getByRole('button', { name: 'Notify me' }).count()).toBe(1);
    await shot(ann.page, 'online-my-games.png');
    await ann.page.setViewportSize(PHONE);
    await fitsPhone(ann.page);
    await shot(ann.page, 'online-my-games-phone.png');
    await ann.page.setViewportSize(DESKTOP);

    await ann.page.locator(`[data-game="${myTurn}"] a.button-link`).click();
    await ann.page.waitForURL(`${session.server.url}/g/${myTurn}`);
    await expect
      .poll(() => ann.page.locator('.controls .status').innerText())
      .toMatch(/^Your turn\. Blue to move/);
    expect(errors).toEqual([]);
  });

  it('ranks rated players on the leaderboard and shows a player page with the rating chart', async () => {
    const cara = await account('Cara');
    const dan = await account('Dan');
    for (let game = 0; game < 3; game++) {
      const id = await startedGame(game % 2 === 0 ? cara : dan, game % 2 === 0 ? dan : cara, { rated: true });
      await apiCall(dan, `/games/${id}/resign`);
    }

    const page = cara.page;
    await withRatingHistory(page);

    await page.goto(`${session.server.url}/leaderboard`);
    const rows = page.locator('table.leaderboard tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    const first = await rows.nth(0).innerText();
    expect(first).toMatch(/^1\s+Cara\s+\d+ ± \d+\s+3$/);
    expect(await rows.nth(1).innerText()).toMatch(/^2\s+Dan\s+\d+ ± \d+\s+3$/);
    await shot(page, 'online-leaderboard.png');

    await page.getByRole('link', { name: 'Cara', exact: true }).click();
    await page.waitForURL(`${session.server.url}/p/${cara.id}`);
    await page.getByRole('heading', { name: 'Cara' }).waitFor();
    expect(await page.locator('.rating-value').innerText()).toMatch(/^\d+ ± \d+$/);
    expect(await page.getByText('3 rated games').count()).toBe(1);
    const chart = page.getByRole('img', { name: /^Rating over 3 rated games: from \d+ to \d+/ });
    expect(await chart.count()).toBe(1);
    expect(await page.locator('.rating-chart .chart-point').count()).toBe(4);
    expect(await page.locator('.rating-chart table tbody tr').count()).toBe(3);
    await shot(page, 'online-player.png');
    await page.setViewportSize(PHONE);
    await fitsPhone(page);
    await shot(page, 'online-player-phone.png');
    await page.setViewportSize(DESKTOP);

    // A fresh load of a player page works too; one without rated games says so.
    await page.unroute('**/api/players/*');
    const eve = await account('Evelyn');
    await page.goto(`${session.server.url}/p/${eve.id}`);
    await page.getByText('No rated games yet.').waitFor();
    expect(await page.getByText('0 rated games').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('challenges a player by name, showing the refusal of an unknown name by the field', async () => {
    const fay = await account('Fay', PHONE);
    await account('Gus');
    const page = fay.page;
    await page.goto(`${session.server.url}/online`);
    const field = page.getByLabel('Invite a player (optional)');
    await field.fill('Nobody-by-this-name');
    await page.getByRole('button', { name: 'Create game' }).click();
    const refusal = page.locator('.invite-field [role="alert"]');
    await expect.poll(() => refusal.innerText()).toMatch(/Nobody-by-this-name/);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await refusal.scrollIntoViewIfNeeded();
    await fitsPhone(page);
    await page.screenshot({ path: join(ARTIFACTS, 'online-invite-refused-phone.png') });

    await field.fill('Gus');
    expect(await refusal.count()).toBe(0);
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/\/g\/[^/]+$/);
    await expect
      .poll(() => page.locator('[data-seat="1"] .seat-holder').innerText())
      .toBe('reserved for Gus');
    expect(await page.locator('[data-seat="1"] .seat-holder a').getAttribute('href')).toMatch(/^\/p\//);
    expect(errors).toEqual([]);
  });

  it('warns when a clock runs low, in colour, by a mark and aloud, without motion when asked', async () => {
    const hal = await account('Hal', DESKTOP, 'reduce');
    const ida = await account('Ida');
    // 24 s a side: the warning comes at 20 s, 4 s after play starts.
    const id = await startedGame(hal, ida, { clock: { initialMs: 24_000, incrementMs: 0 } });
    const page = hal.page;
    await page.goto(`${session.server.url}/g/${id}`);
    const clock = page.locator('[data-seat="0"] .clock');
    await clock.waitFor();
    await expect.poll(() => clock.getAttribute('data-low'), { timeout: 15_000 }).toBe('true');
    expect(await clock.innerText()).toMatch(/^⚠ 0:(1\d|20)$/);
    expect(await page.locator('[data-seat="1"] .clock').getAttribute('data-low')).toBeNull();
    expect(await page.locator('.low-time-notice').innerText()).toMatch(
      /^Blue \(Hal\): (20|19|18) seconds left\.$/,
    );
    expect(await clock.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await page.screenshot({ path: join(ARTIFACTS, 'online-low-time.png') });

    // Without the reduced-motion wish, the running low clock pulses.
    const moving = await ida.page.goto(`${session.server.url}/g/${id}`).then(() => ida.page);
    const theirs = moving.locator('[data-seat="0"] .clock');
    await expect.poll(() => theirs.getAttribute('data-low')).toBe('true');
    expect(await theirs.evaluate((element) => getComputedStyle(element).animationName)).toBe(
      'low-time-pulse',
    );
    expect(errors).toEqual([]);
  });
});
