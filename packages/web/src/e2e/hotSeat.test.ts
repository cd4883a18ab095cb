import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLUE_WINS } from '../testing/games.js';
import { ARTIFACTS, browserMissing } from './browser.js';
import { browserSession, collectErrors, startHotSeatGame } from './browserSession.js';

// Browser end-to-end: the built app served by the built server, driven through Debian's chromium.
const missing = browserMissing();
if (missing !== null) console.warn(`skipping the browser tests: ${missing}`);

describe.skipIf(missing !== null)('web app in a browser', () => {
  const session = browserSession({ viewport: { width: 1100, height: 900 } });

  const square = (name: string) => session.page.locator(`[data-square="${name}"]`);
  const click = (name: string) => square(name).click();

  it('plays a hot-seat base game to a win by clicks, explaining an illegal click on the way', async () => {
    const { server, page, errors } = session;
    await startHotSeatGame(page, server.url);
    await page.screenshot({ path: join(ARTIFACTS, 'start.png') });

    for (const [index, clicks] of BLUE_WINS.entries()) {
      if (index === 4) {
        // Blue selects c2 and tries a square two files away: refused, with the engine's reason.
        await click('c2');
        await click('e2');
        await expect.poll(() => page.getByRole('alert').innerText()).toMatch(/e2 is not next to c2/);
        await page.screenshot({ path: join(ARTIFACTS, 'illegal-click.png') });
        await click('c2');
      }
      for (const name of clicks) await click(name);
      await expect.poll(() => page.locator('.log > ol > li').count()).toBe(index + 1);
    }

    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toMatch(/Blue wins!/);
    expect(await square('c3').getAttribute('aria-label')).toBe('c3, level 3, Blue worker, changed last turn');
    await page.screenshot({ path: join(ARTIFACTS, 'blue-wins.png') });

    // The finished game survives a reload.
    await page.reload();
    await expect.poll(() => page.getByRole('dialog').innerText()).toMatch(/Blue wins!/);
    expect(await page.locator('.log > ol > li').count()).toBe(BLUE_WINS.length);
    expect(errors).toEqual([]);
  });

  it('plays against the AI (in a Web Worker) on a 375 px wide phone', async () => {
    const { server, browser, errors } = session;
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const phone = await context.newPage();
    collectErrors(phone, errors, { console: false });
    await phone.goto(server.url);
    await phone.getByRole('dialog', { name: 'New game' }).waitFor();
    await phone.locator('input[name="seat-1"][value="ai"]').check();
    await phone.locator('input[name="level-1"][value="1"]').check();
    await phone.getByRole('button', { name: 'Start' }).click();
    await phone.locator('[data-square="b2"]').click();
    await phone.locator('[data-square="d4"]').click();
    await expect.poll(() => phone.locator('.log > ol > li').count(), { timeout: 30_000 }).toBe(2);
    expect(await phone.locator('.status').innerText()).toMatch(/^Blue to move: select a worker/);
    // The page fits a 375 px wide phone: no horizontal scrolling.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.screenshot({ path: join(ARTIFACTS, 'phone-vs-ai.png'), fullPage: true });
    await context.close();
    expect(errors).toEqual([]);
  });

  it('plays at full strength on two threads where the page is cross-origin isolated', async () => {
    const { server, browser, errors } = session;
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    collectErrors(page, errors);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(server.url);
    // The server's COOP and COEP headers give the page shared memory, which the AI's helper needs.
    expect(await page.evaluate(() => [crossOriginIsolated, typeof SharedArrayBuffer])).toEqual([
      true,
      'function',
    ]);
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    await page.getByRole('dialog', { name: 'New game' }).waitFor();
    await page.locator('input[name="seat-1"][value="ai"]').check();
    await page.locator('input[name="level-1"][value="8"]').check();
    await page.getByRole('button', { name: 'Start' }).click();
    const square = (name: string) => page.locator(`[data-square="${name}"]`);
    await square('b2').click();
    await square('d4').click();
    await expect.poll(() => page.locator('.log > ol > li').count(), { timeout: 30_000 }).toBe(2);
    // A turn of Blue's that the AI (Red, at full strength) answers with a search of the base game.
    await square('b2').click();
    await page.locator('[data-square].target').first().click();
    await page.locator('[data-square].target').first().click();
    await expect.poll(() => page.locator('.log > ol > li').count(), { timeout: 30_000 }).toBe(4);
    const helpers = workers.filter((url) => /helperWorker/.test(url));
    expect(helpers).toHaveLength(cores > 1 ? 1 : 0);
    expect(workers.filter((url) => /\/worker-/.test(url))).toHaveLength(1);
    await context.close();
    expect(errors).toEqual([]);
  });
});
