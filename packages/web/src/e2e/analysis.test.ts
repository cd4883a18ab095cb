import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, browserMissing } from './browser.js';
import { browserSession, collectErrors } from './browserSession.js';

// Replay and analysis: any turn of the log shown read-only, ←/→, "Analyse from here" with the AI's
// chances and best turns, variations that leave the game alone, and finished games from a link.
const missing = browserMissing();
if (missing !== null) console.warn(`skipping the analysis browser tests: ${missing}`);

/** A base game: both placed, then one turn each (Blue b2 → b3, White d4 → d3). */
const FOUR_TURNS = ['@b2 @c3', '@d4 @b4', 'b2-b3 +a3', 'd4-d3 +e3'];

/** A base game Blue wins on turn 13 by climbing c2/c3 (the clicks of BLUE_WINS in testing/games.ts). */
const BLUE_WINS = [
  '@b2 @a1',
  '@e5 @a5',
  'b2-c2 +c3',
  'e5-e4 +e5',
  'c2-c3 +c2',
  'e4-e5 +e4',
  'c3-c2 +c3',
  'e5-e4 +e5',
  'c2-c3 +c2',
  'e4-e5 +e4',
  'c3-c2 +c3',
  'e5-e4 +e5',
  'c2-c3',
];

/** The AI's analysis searches for some seconds; its first depth comes well before. */
const ANALYSIS_MS = 20_000;

const gameLink = (url: string, turns: readonly string[]) => {
  const record = { players: [{ god: null }, { god: null }], start: 0, rules: {}, seed: 1, turns };
  return `${url}/#game=${encodeURIComponent(JSON.stringify(record))}`;
};

describe.skipIf(missing !== null)('replay and analysis in a browser', () => {
  const session = browserSession();
  const { errors } = session;
  let context: BrowserContext | null = null;
  let page: Page;

  async function openGame(turns: readonly string[], viewport = { width: 1100, height: 900 }): Promise<void> {
    await context?.close();
    context = await session.browser.newContext({ viewport });
    page = await context.newPage();
    collectErrors(page, errors);
    await page.goto(gameLink(session.server.url, turns));
    await expect.poll(() => page.locator('.log > ol > li').count()).toBe(turns.length);
  }

  const label = (name: string) => page.locator(`[data-square="${name}"]`).getAttribute('aria-label');
  const logged = () => page.locator('.log > ol > li code').allInnerTexts();
  const where = () => page.locator('.replay-where').innerText();
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const logTurn = (number: number) => page.locator(`.log button[data-turn="${number}"]`);

  it('shows an earlier turn, steps with ←/→, analyses it and plays a variation without touching the game', async () => {
    await openGame(FOUR_TURNS);
    expect(await label('b3')).toMatch(/^b3, level 0, Blue worker/);
    // The game's own action bar, on screen while the game is played.
    const gameControls = page.locator('.board-column > .controls');
    expect(await gameControls.count()).toBe(1);
    expect(await gameControls.isVisible()).toBe(true);

    await logTurn(2).click();
    expect(await where()).toMatch(/^Viewing turn 2 of 4/);
    expect(await label('b2')).toMatch(/^b2, level 0, Blue worker/);
    expect(await label('b3')).toBe('b3, level 0');
    // The game's own turn controls are out of the way while looking back: still there (the game
    // is not lost), but not shown, so no click of theirs plays in the game.
    await expect.poll(() => gameControls.isVisible()).toBe(false);
    expect(await gameControls.count()).toBe(1);

    // ←/→ on the log step through the game; the focus follows the turn shown.
    await page.keyboard.press('ArrowRight');
    await expect.poll(where).toMatch(/^Viewing turn 3 of 4/);
    expect(await label('b3')).toMatch(/^b3, level 0, Blue worker/);
    expect(await label('a3')).toMatch(/^a3, level 1/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-turn'))).toBe('3');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(where).toMatch(/^Viewing turn 2 of 4/);
    // And the bar's buttons.
    await button('Previous turn').click();
    await expect.poll(where).toMatch(/^Viewing turn 1 of 4/);
    await button('Next turn').click();
    await expect.poll(where).toMatch(/^Viewing turn 2 of 4/);
    await page.screenshot({ path: join(ARTIFACTS, 'replay-turn-2.png') });

    await button('Analyse from here').click();
    const meters = page.getByRole('meter');
    await expect.poll(() => meters.count(), { timeout: ANALYSIS_MS }).toBe(2);
    const chances = await meters.evaluateAll((bars) =>
      bars.map((bar) => Number(bar.getAttribute('aria-valuenow'))),
    );
    expect(chances[0]).toBeGreaterThan(0);
    expect((chances[0] ?? 0) + (chances[1] ?? 0)).toBe(100);
    expect(await page.locator('.analysis .chance-who').allInnerTexts()).toEqual(['Blue', 'White']);
    const hints = page.locator('.analysis-top > li');
    await expect.poll(() => hints.count()).toBe(3);
    expect(await hints.first().innerText()).toMatch(/Blue/);
    await expect.poll(() => page.locator('.analysis-depth').innerText()).toMatch(/ahead/);
    await page.screenshot({ path: join(ARTIFACTS, 'analysis.png') });

    // A variation: Blue's b2 → b1, build a1, played on a copy.
    const before = await logged();
    await page.locator('[data-square="b2"]').click();
    await page.locator('[data-square="b1"]').click();
    await page.locator('[data-square="a1"]').click();
    await expect.poll(() => page.locator('.variation-line').innerText()).toBe('Tried: b2-b1 +a1');
    expect(await label('b1')).toMatch(/^b1, level 0, Blue worker/);
    expect(await logged()).toEqual(before);
    expect(await logged()).toEqual(FOUR_TURNS);
    // The analysis follows the variation: now White is to move.
    await expect
      .poll(() => page.locator('.analysis-line').innerText(), { timeout: ANALYSIS_MS })
      .toMatch(/^White to move: about \d+% to win/);
    await page.screenshot({ path: join(ARTIFACTS, 'analysis-variation.png') });

    await button('Back to the game').click();
    expect(await page.locator('.replay-where').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Previous turn',
    );
    expect(await page.locator('.analysis').count()).toBe(0);
    expect(await gameControls.isVisible()).toBe(true);
    expect(await label('b3')).toMatch(/^b3, level 0, Blue worker/);
    expect(await label('b1')).toBe('b1, level 0');
    expect(await page.locator('.board-column > .controls .status').innerText()).toBe(
      'Blue to move: select a worker.',
    );
    expect(await logged()).toEqual(FOUR_TURNS);
    // The game plays on as before.
    await page.locator('[data-square="b3"]').click();
    await page.locator('[data-square="b2"]').click();
    await page.locator('[data-square="b1"]').click();
    await expect.poll(logged).toEqual([...FOUR_TURNS, 'b3-b2 +b1']);
    expect(errors).toEqual([]);
  });

  it('analyses a finished game opened by a share link, after "Look at the board"', async () => {
    await openGame(BLUE_WINS);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toMatch(/Blue wins!/);
    await button('Look at the board').click();

    await logTurn(12).click();
    expect(await where()).toMatch(/^Viewing turn 12 of 13/);
    expect(await label('c2')).toMatch(/^c2, level 2, Blue worker/);
    await button('Analyse from here').click();
    await expect
      .poll(() => page.locator('.analysis-line').innerText(), { timeout: ANALYSIS_MS })
      .toBe('Blue wins by force within 1 turn.');
    expect(await page.getByRole('meter').first().getAttribute('aria-valuenow')).toBe('100');
    expect(await page.locator('.analysis-top > li').first().locator('code').innerText()).toBe('c2-c3');
    await page.screenshot({ path: join(ARTIFACTS, 'analysis-finished.png') });

    // Home and End from the bar's buttons; the last position is the game over.
    await button('First position').focus();
    await page.keyboard.press('End');
    await expect.poll(where).toMatch(/^Viewing turn 13 of 13/);
    await expect.poll(() => page.locator('.analysis-over').innerText()).toMatch(/Blue wins!/);
    await page.keyboard.press('Home');
    await expect.poll(where).toMatch(/^Viewing the start/);
    // Still analysing: the variation now starts from the empty board, where Blue places first.
    expect(await label('b2')).toBe('b2, level 0, place a worker here');
    await button('Back to the game').click();
    expect(await label('c3')).toBe('c3, level 3, Blue worker, changed last turn');
    expect(errors).toEqual([]);
  });

  it('fits a 375 px wide phone with the analysis open', async () => {
    await openGame(FOUR_TURNS, { width: 375, height: 740 });
    await button('Previous turn').click();
    await button('Analyse from here').click();
    await expect.poll(() => page.locator('.analysis-top > li').count(), { timeout: ANALYSIS_MS }).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: join(ARTIFACTS, 'analysis-phone.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
