import { join } from 'node:path';
import { parsePositionText, parseRecord, positionToJson, type Result } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, browserMissing } from './browser.js';
import { browserSession, startHotSeatGame } from './browserSession.js';

// Browser end-to-end: paste a bare position (spec §2) into "Save and share" and play on from it.
const missing = browserMissing();
if (missing !== null) console.warn(`skipping the browser tests: ${missing}`);

const unwrap = <T>(result: Result<T, { readonly message: string }>): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

/** Blue on b2 and d4, White on c2 and c4, a level 1 on b3, a dome on e1; White to move, Pan for Blue. */
const POSITION = JSON.stringify({
  players: [{ god: 'pan', workers: ['b2', 'd4'] }, { workers: ['c2', 'c4'] }],
  levels: ['00000', '00000', '01000', '00000', '00000'],
  domes: ['e1'],
  toMove: 1,
});

describe.skipIf(missing !== null)('importing a position in a browser', () => {
  const session = browserSession({ viewport: { width: 1100, height: 900 }, consoleErrors: false });

  const label = (name: string) => session.page.locator(`[data-square="${name}"]`).getAttribute('aria-label');
  const logLength = () => session.page.locator('.log > ol > li').count();
  const paste = async (text: string) => {
    const { page } = session;
    if ((await page.locator('details.share[open]').count()) === 0)
      await page.locator('.share summary').click();
    await page.locator('.share textarea').nth(1).fill(text);
    await page.getByRole('button', { name: 'Load game' }).click();
  };

  it('plays on from a pasted position, keeps it over a reload, and refuses a bad paste', async () => {
    const { server, page, errors } = session;
    await startHotSeatGame(page, server.url);

    await paste(POSITION);
    await expect.poll(() => label('e1')).toBe('e1, level 0, dome');
    expect(await label('b3')).toBe('b3, level 1');
    expect(await page.locator('.status').innerText()).toBe('White to move: select a worker.');
    expect(await page.locator('.game-info').innerText()).toContain(
      'This game started from a pasted position.',
    );
    expect(await page.locator('.player[data-seat="0"] .god').innerText()).toMatch(/^Pan/);

    // White moves c2-c3 and builds on c2.
    await page.locator('[data-square="c2"]').click();
    await page.locator('[data-square="c3"]').click();
    await page.locator('[data-square="c2"]').click();
    await expect.poll(logLength).toBe(1);
    expect(await page.locator('.log .notation').first().innerText()).toBe('c2-c3 +c2');
    expect(await label('c3')).toMatch(/^c3, level 0, White worker/);
    expect(await page.locator('.status').innerText()).toBe('Blue to move: select a worker.');
    await page.screenshot({ path: join(ARTIFACTS, 'position-imported.png') });

    // A reload brings back the pasted start and the turn since.
    await page.reload();
    await expect.poll(() => label('c3')).toMatch(/^c3, level 0, White worker/);
    expect(await logLength()).toBe(1);
    expect(await label('e1')).toBe('e1, level 0, dome');
    expect(await label('c2')).toMatch(/^c2, level 1/);
    await page.locator('.share summary').click();
    // The export is a game record that starts from the pasted position (spec §4).
    const exported = parseRecord(await page.locator('[data-testid="export"]').inputValue());
    expect(exported.ok && exported.value.turns).toEqual(['c2-c3 +c2']);
    expect(exported.ok && exported.value.position).toEqual(
      positionToJson(unwrap(parsePositionText(POSITION))),
    );

    // A bad position: the engine's reason, naming the field; the game stays as it was.
    await paste(POSITION.replace('"d4"', '"d9"'));
    await expect
      .poll(() => page.locator('.share [role="alert"]').innerText())
      .toMatch(/^This is not a position: players\[0\]\.workers\[1\]: .*d9/);
    expect(await logLength()).toBe(1);
    expect(await label('c3')).toMatch(/^c3, level 0, White worker/);
    expect(await label('d4')).toMatch(/^d4, level 0, Blue worker/);
    await page.screenshot({ path: join(ARTIFACTS, 'position-refused.png') });
    await page.reload();
    await expect.poll(logLength).toBe(1);
    expect(errors).toEqual([]);
  });
});
