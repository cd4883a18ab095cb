import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, browserMissing } from './browser.js';
import { browserSession, collectErrors } from './browserSession.js';

// God powers, undo and the AI's "Move now", played by clicks in the built app through Chromium.
const missing = browserMissing();
if (missing !== null) console.warn(`skipping the powers browser tests: ${missing}`);

/** Apollo (Blue) against Demeter (White), both placed: Blue's b2 stands next to White's c3. */
const PLACED = ['@b2 @a1', '@c3 @e5'];
/** Then Apollo swaps b2 with White's c3 and builds on c4: Demeter (White, now on b2) to move. */
const SWAPPED = [...PLACED, 'b2-c3 +c4'];

/**
 * How long to wait for the AI's turn after "Move now": generous, for a loaded machine. Whether the AI
 * played early is checked by its note, not by the clock.
 */
const AI_ANSWER_MS = 15_000;

const gameLink = (url: string, turns: readonly string[], gods: readonly string[] = ['apollo', 'demeter']) => {
  const record = { players: gods.map((god) => ({ god })), start: 0, rules: {}, seed: 1, turns };
  return `${url}/#game=${encodeURIComponent(JSON.stringify(record))}`;
};

describe.skipIf(missing !== null)('god powers, undo and "Move now" in a browser', () => {
  const session = browserSession();
  const { errors } = session;
  let context: BrowserContext | null = null;
  let page: Page;

  /** A fresh page (its own localStorage), at `address`. */
  async function open(address: string): Promise<void> {
    await context?.close();
    const fresh = await session.browser.newContext({ viewport: { width: 1100, height: 900 } });
    context = fresh;
    page = await fresh.newPage();
    collectErrors(page, errors);
    await page.goto(address);
  }

  /** Opens a share link to the Apollo–Demeter game after `turns`, played by people. */
  async function openGame(turns: readonly string[]): Promise<void> {
    await open(gameLink(session.server.url, turns));
    await expect.poll(() => page.locator('button[data-square]').count()).toBe(25);
    await expect.poll(logLength).toBe(turns.length);
  }

  const square = (name: string) => page.locator(`[data-square="${name}"]`);
  const click = (name: string) => square(name).click();
  const label = (name: string) => square(name).getAttribute('aria-label');
  const logLength = () => page.locator('.log > ol > li').count();
  const lastLogged = () => page.locator('.log > ol > li').last().locator('code').innerText();
  const status = () => page.locator('.controls .status').innerText();
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  /** Every square's aria-label, a1 to e5: the whole board as a screen reader hears it. */
  const board = () =>
    page
      .locator('button[data-square]')
      .evaluateAll((squares) =>
        squares
          .map((element) => `${element.dataset.square ?? '?'}: ${element.getAttribute('aria-label') ?? ''}`)
          .sort(),
      );

  it('Apollo swaps places with a White worker by two clicks', async () => {
    await openGame(PLACED);
    expect(await label('b2')).toMatch(/^b2, level 0, Blue worker/);
    expect(await label('c3')).toMatch(/^c3, level 0, White worker/);

    await click('b2');
    expect(await label('c3')).toMatch(/move here/);
    await click('c3');
    // The swap shows at once, before the build.
    expect(await label('c3')).toMatch(/^c3, level 0, Blue worker/);
    expect(await label('b2')).toMatch(/^b2, level 0, White worker/);
    await click('c4');

    await expect.poll(logLength).toBe(3);
    expect(await lastLogged()).toBe('b2-c3 +c4');
    expect(await label('c3')).toBe('c3, level 0, Blue worker, changed last turn');
    expect(await label('b2')).toMatch(/^b2, level 0, White worker, can act/);
    expect(await label('c4')).toBe('c4, level 1, changed last turn');
    expect(await status()).toBe('White to move: select a worker.');
    await page.screenshot({ path: join(ARTIFACTS, 'apollo-swap.png') });
    expect(errors).toEqual([]);
  });

  it('Artemis, on a square she may move to again or build on, is asked which (never a guess)', async () => {
    await open(gameLink(session.server.url, PLACED, ['artemis', 'demeter']));
    await expect.poll(logLength).toBe(PLACED.length);
    await click('b2');
    await click('b3');
    expect(await label('a4')).toMatch(/move or build here \(you choose\)/);
    await click('a4');
    const choice = page.getByRole('group', { name: 'Choose a step' });
    await expect
      .poll(() => choice.innerText())
      .toMatch(/Move to a4[\s\S]*Build a block on a4|Build a block on a4[\s\S]*Move to a4/);
    await page.screenshot({ path: join(ARTIFACTS, 'artemis-move-or-build.png') });
    await button('Build a block on a4').click();
    await expect.poll(logLength).toBe(PLACED.length + 1);
    expect(await lastLogged()).toBe('b2-b3 +a4');
    expect(errors).toEqual([]);
  });

  it("shows what a power holds now: Chaos's current card, Morpheus's coins", async () => {
    await open(gameLink(session.server.url, PLACED, ['chaos', 'morpheus']));
    await expect.poll(logLength).toBe(PLACED.length);
    const state = (seat: number) => page.locator(`[data-seat="${seat}"] .power-state`).innerText();
    expect(await state(0)).toMatch(/^Power now: [A-Z][a-z]+ \(\d+ cards left\)$/);
    expect(await state(1)).toBe('0 coins on the card');
    await page.screenshot({ path: join(ARTIFACTS, 'power-state.png') });
    expect(errors).toEqual([]);
  });

  it('Demeter builds a second time on another square, after being offered to end the turn', async () => {
    await openGame(SWAPPED);
    await click('b2');
    await click('b3');
    await click('b4');
    // One build done: Demeter may build again (not on b4) or end the turn now.
    expect(await label('b4')).toMatch(/^b4, level 1/);
    await expect.poll(status).toBe('White to move: build, or end the turn.');
    expect(await button('End turn').isVisible()).toBe(true);
    expect(await label('a4')).toMatch(/build here/);
    expect(await label('b4')).not.toMatch(/build here/);
    await click('b4');
    await expect
      .poll(() => page.locator('.controls [role="alert"]').innerText())
      .toMatch(/^Not allowed: .*Demeter's second build cannot be on the same space as the first \(b4\)/);
    expect(await logLength()).toBe(3);
    await page.screenshot({ path: join(ARTIFACTS, 'demeter-second-build.png') });

    await click('a4');
    await expect.poll(logLength).toBe(4);
    expect(await lastLogged()).toBe('b2-b3 +b4 +a4');
    expect(await label('b4')).toBe('b4, level 1, changed last turn');
    expect(await label('a4')).toBe('a4, level 1, changed last turn');
    expect(await label('b3')).toMatch(/^b3, level 0, White worker, changed last turn/);
    expect(await status()).toBe('Blue to move: select a worker.');
    expect(errors).toEqual([]);
  });

  it('undoes a step within a turn, then a whole turn ended early with "End turn"', async () => {
    await openGame(SWAPPED);
    const before = await board();
    await click('b2');
    await click('b3');
    await click('b4');
    expect(await label('b4')).toMatch(/^b4, level 1/);

    // Undo step takes back the build, then the move.
    await button('Undo step').click();
    expect(await label('b4')).toMatch(/^b4, level 0/);
    expect(await label('b3')).toMatch(/^b3, level 0, White worker/);
    await button('Undo step').click();
    expect(await board()).toEqual(before);
    expect(await button('Undo step').isDisabled()).toBe(true);

    // Demeter skips her second build: "End turn" plays the turn with one build.
    await click('b2');
    await click('b3');
    await click('b4');
    await button('End turn').click();
    await expect.poll(logLength).toBe(4);
    expect(await lastLogged()).toBe('b2-b3 +b4');
    expect(await status()).toBe('Blue to move: select a worker.');
    await page.screenshot({ path: join(ARTIFACTS, 'undo-before.png') });

    // Undo turn takes the whole turn back: the board is as it was, White to move again.
    await button('Undo turn').click();
    await expect.poll(logLength).toBe(3);
    expect(await board()).toEqual(before);
    expect(await status()).toBe('White to move: select a worker.');
    // ... and the saved game agrees after a reload.
    await page.reload();
    await expect.poll(logLength).toBe(3);
    expect(await board()).toEqual(before);
    await page.screenshot({ path: join(ARTIFACTS, 'undo-after.png') });
    expect(errors).toEqual([]);
  });

  it('"Move now" makes a level 8 AI play at once; undo while it thinks cancels its search', async () => {
    await open(session.server.url);
    await page.getByRole('dialog', { name: 'New game' }).waitFor();
    await page.locator('input[name="seat-1"][value="ai"]').check();
    await page.locator('input[name="level-1"][value="8"]').check();
    await page.getByRole('button', { name: 'Start' }).click();
    await click('b2');
    await click('d4');
    // White (level 8) places from its placement book, at once: nothing to cut short.
    await expect.poll(logLength, { timeout: AI_ANSWER_MS }).toBe(2);
    expect(await button('Move now').count()).toBe(0);
    expect(await page.locator('.moved-now').count()).toBe(0);
    expect(await status()).toBe('Blue to move: select a worker.');

    // Blue moves; while White thinks, Blue takes the turn back: the search is dropped.
    await page.locator('button[data-square][aria-label*="can act"]').first().click();
    await page.locator('button[data-square][aria-label*="move here"]').first().click();
    await page.locator('button[data-square][aria-label*="build here"]').first().click();
    await expect.poll(logLength).toBe(3);
    await button('Move now').waitFor();
    await button('Undo turn').click();
    await expect.poll(logLength).toBe(2);
    // The search is cancelled in an effect after the undone position renders: a frame later.
    await expect.poll(() => button('Move now').count()).toBe(0);
    expect(await status()).toBe('Blue to move: select a worker.');

    // Blue plays again; White reports its search depth as it goes, and plays its best turn so far.
    await page.locator('button[data-square][aria-label*="can act"]').first().click();
    await page.locator('button[data-square][aria-label*="move here"]').first().click();
    await page.locator('button[data-square][aria-label*="build here"]').first().click();
    await page.locator('.thinking-depth').waitFor();
    expect(await page.locator('.thinking-depth').innerText()).toMatch(/^looking \d+ turns? ahead$/);
    await button('Move now').click();
    await expect.poll(logLength, { timeout: AI_ANSWER_MS }).toBe(4);
    await expect
      .poll(() => page.locator('.moved-now').innerText())
      .toMatch(/^The AI moved at once: its best turn looking \d+ turns? ahead\.$/);
    expect(await status()).toBe('Blue to move: select a worker.');
    expect(await page.locator('[role="alert"]').count()).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, 'move-now.png') });
    expect(errors).toEqual([]);
  });
});
