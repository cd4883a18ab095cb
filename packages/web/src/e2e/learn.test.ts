import { join } from 'node:path';
import { GOD_NAMES } from '@santorini/engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { POWERS_EN } from '../i18n/powers.en.js';
import { ARTIFACTS, browserMissing } from './browser.js';
import { browserSession, collectErrors } from './browserSession.js';

// The learn page: reached from the first screen, lessons with their diagrams, every God Power card.
const missing = browserMissing();
if (missing !== null) console.warn(`skipping the learn page browser test: ${missing}`);

const LESSONS = [
  'The board and the workers',
  'A turn: move, then build',
  'Moving',
  'Building',
  'Domes',
  'Winning',
];

async function checkLearnPage(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'How to play', level: 2 }).waitFor();
  for (const lesson of [...LESSONS, 'God Powers'])
    expect(await page.getByRole('heading', { name: lesson, level: 3, exact: true }).count(), lesson).toBe(1);
  // Each diagram is a picture named by its caption, drawn with the board's squares.
  const diagrams = page.locator('svg.learn-diagram[role="img"]');
  expect(await diagrams.count()).toBeGreaterThanOrEqual(LESSONS.length);
  for (const diagram of await diagrams.all()) {
    const name = await diagram.evaluate((element) => {
      const id = element.getAttribute('aria-labelledby');
      return id === null ? '' : (document.getElementById(id)?.textContent ?? '');
    });
    expect(name.length).toBeGreaterThan(20);
    expect(await diagram.locator('svg').count()).toBeGreaterThan(0);
    const box = await diagram.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(60);
  }
  // All 30 cards, each with its full text and rulings.
  expect(await page.locator('article.learn-power').count()).toBe(GOD_NAMES.length);
  for (const god of GOD_NAMES) {
    const card = page.locator(`#power-${god}`);
    expect(await card.getByRole('heading', { level: 4 }).innerText()).toBe(POWERS_EN[god].title);
    const text = await card.innerText();
    expect(text).toContain(POWERS_EN[god].text);
    for (const ruling of POWERS_EN[god].rulings) expect(text).toContain(ruling);
  }
}

describe.skipIf(missing !== null)('how to play', () => {
  const session = browserSession();

  it('is reached from the first screen’s nav, and shows the lessons, diagrams and every card', async () => {
    const { server, browser, errors } = session;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    collectErrors(page, errors);
    await page.goto(server.url);
    await page.getByRole('dialog', { name: 'New game' }).waitFor();
    // The new-game dialog is modal on the first visit: start a game, then use the header.
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('navigation', { name: 'Play' }).getByRole('link', { name: 'How to play' }).click();
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/learn');
    await checkLearnPage(page);
    expect(await page.getByRole('link', { name: 'How to play' }).getAttribute('aria-current')).toBe('page');
    await page.screenshot({ path: join(ARTIFACTS, 'learn-desktop.png') });
    await page.locator('#building').screenshot({ path: join(ARTIFACTS, 'learn-building.png') });
    await page.locator('#powers').screenshot({ path: join(ARTIFACTS, 'learn-powers-lesson.png') });
    await page.locator('#power-cards').screenshot({ path: join(ARTIFACTS, 'learn-cards-desktop.png') });

    // The browser's back button returns to the game.
    await page.goBack();
    await expect.poll(() => page.locator('button[data-square]').count()).toBe(25);
    await context.close();
    expect(errors).toEqual([]);
  });

  it('fits a 375 px wide phone with no horizontal scrolling, opened by its address', async () => {
    const { server, browser, errors } = session;
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    collectErrors(page, errors);
    await page.goto(`${server.url}/learn`);
    await checkLearnPage(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: join(ARTIFACTS, 'learn-phone.png') });
    await page.locator('#moving').screenshot({ path: join(ARTIFACTS, 'learn-phone-moving.png') });
    await page.locator('#winning').screenshot({ path: join(ARTIFACTS, 'learn-phone-winning.png') });
    await page.locator('#power-apollo').screenshot({ path: join(ARTIFACTS, 'learn-phone-apollo.png') });
    await page.screenshot({ path: join(ARTIFACTS, 'learn-phone-full.png'), fullPage: true });
    await context.close();
    expect(errors).toEqual([]);
  });
});
