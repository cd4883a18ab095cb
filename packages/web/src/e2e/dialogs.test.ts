import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLUE_WINS } from '../testing/games.js';
import { ARTIFACTS, browserMissing } from './browser.js';
import { browserSession, startHotSeatGame } from './browserSession.js';

// Dialogs hold the focus and answer Esc; a game in progress is never replaced without asking.
const missing = browserMissing();

/** Where the focus is: inside the open dialog, or on which element outside it. */
const focusPlace = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (active?.closest('dialog[open]') != null) return 'dialog';
    return active === null ? 'none' : `${active.tagName.toLowerCase()} ${active.textContent}`.trim();
  });

describe.skipIf(missing !== null)('dialogs, replacing a game and the words shown, in a browser', () => {
  const session = browserSession({ viewport: { width: 1100, height: 900 } });
  const click = (name: string) => session.page.locator(`[data-square="${name}"]`).click();
  /** A new hot-seat game on a page that has forgotten the earlier tests' saved game. */
  const freshGame = async () => {
    const { server, page } = session;
    await page.goto(server.url);
    await page.evaluate(() => {
      window.localStorage.clear();
    });
    await startHotSeatGame(page, server.url);
  };

  it('the new-game dialog keeps Tab and Enter from the board, and Esc closes it', async () => {
    const { page, errors } = session;
    await freshGame();
    await page.getByRole('button', { name: 'New game' }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.waitFor();
    for (let tab = 0; tab < 40; tab++) {
      await page.keyboard.press('Tab');
      const place = await focusPlace(page);
      // Chromium lets Tab leave for its own toolbar (the body, here) and come back: never the board.
      expect(['dialog', 'body']).toContain(place.split(' ')[0]);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await focusPlace(page)).toBe('button New game');
    expect(errors).toEqual([]);
  });

  it('Esc looks at the board after a win, and the result can be shown again', async () => {
    const { page, errors } = session;
    await freshGame();
    for (const clicks of BLUE_WINS) for (const name of clicks) await click(name);
    const result = page.getByRole('dialog', { name: 'Blue wins!' });
    await expect.poll(() => result.innerText()).toMatch(/Blue moved up onto level 3\./);
    expect(await focusPlace(page)).toBe('dialog');
    await page.screenshot({ path: join(ARTIFACTS, 'winner-reason.png') });
    await page.keyboard.press('Escape');
    await expect.poll(() => result.count()).toBe(0);
    await page.getByRole('button', { name: 'Show the result' }).click();
    await expect.poll(() => result.count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('speaks to players, not developers: no rulebook codes, refusals without notation, named exports', async () => {
    const { page, errors } = session;
    await freshGame();
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByText('Advanced').click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    expect(await dialog.innerText()).toMatch(/House rules/);
    expect(await dialog.innerText()).not.toMatch(/rules\.md|\(R\d+\)|Part A/);
    await page.keyboard.press('Escape');
    await click('a1');
    await click('b1');
    await click('a1');
    await expect.poll(() => page.getByRole('alert').innerText()).toMatch(/^Not allowed: a1 is occupied/);
    await page.getByText('Save and share').click();
    expect(await page.getByTestId('export').inputValue()).toContain(
      '[Players "Blue (person), White (person)"]',
    );
    expect(errors).toEqual([]);
  });

  it('asks before a new game or a pasted share link replaces the game in progress', async () => {
    const { page, errors } = session;
    await freshGame();
    await click('a1');
    await click('b1');
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    const ask = page.getByRole('dialog', { name: 'Replace the game in progress?' });
    await expect
      .poll(() => ask.innerText())
      .toMatch(/Opening a new game ends the game you are playing \(1 turn/);
    await page.screenshot({ path: join(ARTIFACTS, 'replace-game.png') });
    await page.getByRole('button', { name: 'Keep my game' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.locator('.log > ol > li').count()).toBe(1);

    // A link pasted into the address bar of this tab changes only the fragment.
    const record = {
      players: [{ god: null }, { god: null }],
      start: 0,
      rules: {},
      seed: 0,
      turns: ['@c3 @c4'],
    };
    await page.evaluate(
      (hash) => {
        window.location.hash = hash;
      },
      `#game=${encodeURIComponent(JSON.stringify(record))}`,
    );
    await expect.poll(() => ask.innerText()).toMatch(/Opening the game in the link/);
    await page.getByRole('button', { name: 'Replace it' }).click();
    await expect
      .poll(() => page.locator('[data-square="c4"]').getAttribute('aria-label'))
      .toMatch(/Blue worker/);
    expect(await page.evaluate(() => window.location.hash)).toBe('');
    expect(errors).toEqual([]);
  });
});
