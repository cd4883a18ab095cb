import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyTurnText, legalTurns, parsePosition, type LegalTurn } from '@santorini/engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, browserMissing } from './browser.js';
import { browserSession, collectErrors } from './browserSession.js';

// The puzzle page: solve by clicks (the solution read from the shipped puzzle file), a wrong turn
// refused, the streak kept across a reload; at desktop and phone sizes.
const missing = browserMissing();

interface FilePuzzle {
  readonly id: string;
  readonly position: object;
  readonly kind: string;
  readonly moves: number;
  readonly gods: readonly (string | null)[];
  readonly solutions: readonly string[];
}
const FILE = new URL('../puzzles/puzzles.json', import.meta.url);
const { puzzles } = JSON.parse(readFileSync(FILE, 'utf8')) as { puzzles: FilePuzzle[] };
const baseWinsInOne = puzzles.filter(
  (p) =>
    p.kind === 'win' &&
    p.moves === 1 &&
    p.gods.every((god) => god === null) &&
    /^[a-e]\d-[a-e]\d$/.test(p.solutions[0] ?? ''),
);

/** The squares to click for a turn of a move (and a build): from, to, build. */
function clicksOf(text: string): string[] {
  return text.split(' ').flatMap((step) => (step.startsWith('+') ? [step.slice(1)] : step.split('-')));
}

/** A legal move-and-build turn of the puzzle that is none of its solutions. */
function wrongTurn(puzzle: FilePuzzle): LegalTurn {
  const pos = parsePosition(puzzle.position);
  if (!pos.ok) throw new Error(pos.error.message);
  const wrong = legalTurns(pos.value).find(
    (turn) => turn.winner === null && !puzzle.solutions.includes(turn.text),
  );
  if (wrong === undefined) throw new Error(`${puzzle.id}: every turn solves`);
  return wrong;
}

async function clickTurn(page: Page, text: string): Promise<void> {
  for (const square of clicksOf(text)) await page.locator(`[data-square="${square}"]`).click();
}

const streak = (page: Page) => page.getByTestId('streak').innerText();
const outcome = (page: Page) => page.locator('.puzzle-outcome').innerText();

describe.skipIf(missing !== null)('puzzles in a browser', () => {
  const session = browserSession({ viewport: { width: 1280, height: 800 } });

  it('solves win-in-1 puzzles by clicks, refuses a wrong turn and keeps the streak over a reload', async () => {
    const { server, page, errors } = session;
    const [first, second, third] = baseWinsInOne;
    if (first === undefined || second === undefined || third === undefined)
      throw new Error('the puzzle file needs three base-game wins in 1');

    await page.goto(`${server.url}/puzzles`);
    await page.getByRole('heading', { name: /Today's puzzle/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Puzzles' }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('button[data-square]').count()).toBe(25);
    await page.screenshot({ path: join(ARTIFACTS, 'puzzles-today.png') });

    // A wrong turn says so, and Undo puts the puzzle back.
    await page.goto(`${server.url}/puzzles/${first.id}`);
    await page.getByText('win this turn').waitFor();
    const wrong = wrongTurn(first);
    await clickTurn(page, wrong.text);
    await expect.poll(() => outcome(page)).toMatch(/Not the solution/);
    await page.screenshot({ path: join(ARTIFACTS, 'puzzles-wrong.png') });
    expect(await streak(page)).toBe('0');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => outcome(page)).toMatch(/Find the turn/);

    // The hint names the worker in words, then its first step.
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect
      .poll(() => page.locator('.puzzle-hint').first().innerText())
      .toMatch(/Use the worker on [a-e][1-5]\./);

    // Solved with the hint shown: solved, but the streak does not grow.
    await clickTurn(page, first.solutions[0] ?? '');
    await expect.poll(() => outcome(page)).toMatch(/Solved!/);
    expect(await streak(page)).toBe('0');

    for (const [index, puzzle] of [second, third].entries()) {
      await page.goto(`${server.url}/puzzles/${puzzle.id}`);
      await page.getByText('win this turn').waitFor();
      await clickTurn(page, puzzle.solutions[0] ?? '');
      await expect.poll(() => outcome(page)).toMatch(/Solved!/);
      expect(await streak(page)).toBe(String(index + 1));
    }
    await page.screenshot({ path: join(ARTIFACTS, 'puzzles-solved.png') });

    await page.reload();
    await page.getByText('win this turn').waitFor();
    expect(await streak(page)).toBe('2');
    expect(await page.locator('.puzzle-streak').innerText()).toMatch(/Solved 3 of \d+/);

    // Next goes to the following puzzle of the set.
    await page.getByRole('button', { name: 'Next puzzle' }).click();
    const nextIndex = puzzles.findIndex((p) => p.id === third.id) + 1;
    await expect
      .poll(() => page.url())
      .toMatch(new RegExp(`/puzzles/${puzzles[nextIndex % puzzles.length]?.id ?? ''}$`));
    expect(errors).toEqual([]);
  });

  it('answers a good first turn of a win in 2 with the defence, then the win solves it', async () => {
    const { server, page, errors } = session;
    const puzzle = puzzles.find(
      (p) =>
        p.kind === 'win' &&
        p.moves === 2 &&
        p.gods.every((god) => god === null) &&
        /^[a-e]\d-[a-e]\d \+[a-e]\d$/.test(p.solutions[0] ?? ''),
    );
    if (puzzle === undefined) throw new Error('the puzzle file needs a base-game win in 2');
    await page.goto(`${server.url}/puzzles/${puzzle.id}`);
    await page.getByText('force a win in 2').waitFor();
    const first = puzzle.solutions[0] ?? '';
    await clickTurn(page, first);
    await expect.poll(() => outcome(page)).toMatch(/Good\. Now win this turn\. The opponent replied /);
    await page.screenshot({ path: join(ARTIFACTS, 'puzzles-reply.png') });
    const reply = /The opponent replied (.+)\.$/.exec(await outcome(page))?.[1] ?? '';
    const start = parsePosition(puzzle.position);
    if (!start.ok) throw new Error(start.error.message);
    const afterFirst = applyTurnText(start.value, first);
    const afterReply = afterFirst.ok ? applyTurnText(afterFirst.value, reply) : afterFirst;
    if (!afterReply.ok) throw new Error(`${first} ${reply}: ${afterReply.error.message}`);
    const win = legalTurns(afterReply.value).find((turn) => turn.winner === afterReply.value.toMove);
    if (win === undefined) throw new Error('the defence left no win in 1');
    await clickTurn(page, win.text);
    await expect.poll(() => outcome(page)).toMatch(/Solved!/);
    expect(errors).toEqual([]);
  });

  it('fits a 375 px phone', async () => {
    const { server, browser, errors } = session;
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const phone = await context.newPage();
    collectErrors(phone, errors);
    await phone.goto(`${server.url}/puzzles/${baseWinsInOne[0]?.id ?? ''}`);
    await phone.getByText('win this turn').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.screenshot({ path: join(ARTIFACTS, 'puzzles-phone.png'), fullPage: true });
    // As on the game screen: the action bar right under the board, the puzzle's card below the bar.
    const board = await phone.locator('.board').boundingBox();
    const bar = await phone.locator('.controls').boundingBox();
    const card = await phone.locator('.puzzle-card').boundingBox();
    if (board === null || bar === null || card === null) throw new Error('no board, action bar or card');
    const gap = bar.y - (board.y + board.height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(24);
    expect(card.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await context.close();
    expect(errors).toEqual([]);
  });
});
