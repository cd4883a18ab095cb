import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, browserMissing } from './browser.js';
import { browserSession } from './browserSession.js';

// How the board reads on a phone: levels at a glance, domes never mistaken for workers.
const missing = browserMissing();

const START = {
  players: [{ god: null }, { god: null }],
  start: 0,
  rules: {},
  seed: 0,
  position: {
    players: [
      { god: null, workers: ['b2', 'd4'] },
      { god: null, workers: ['c3', 'c4'] },
    ],
    levels: ['01230', '00000', '00000', '00000', '00000'],
    domes: ['e5', 'a5'],
    toMove: 0,
  },
  turns: [],
};

describe.skipIf(missing !== null)('the board on a phone', () => {
  const session = browserSession({ viewport: { width: 375, height: 740 } });

  it('draws domes as roofs, unlike workers, and each level with a readable badge', async () => {
    const { server, page, errors } = session;
    await page.goto(`${server.url}/#game=${encodeURIComponent(JSON.stringify(START))}`);
    await expect.poll(() => page.locator('button[data-square]').count()).toBe(25);
    const square = (name: string) => page.locator(`[data-square="${name}"]`);
    expect(await square('e5').getAttribute('aria-label')).toMatch(/dome/);
    // A dome is a cap on a drum, wider than a worker's tall pawn with its letter; the dome has no letter.
    const dome = await square('e5').locator('.dome-shape').boundingBox();
    const pawn = await square('b2').locator('.pawn').boundingBox();
    if (dome === null || pawn === null) throw new Error('no dome or pawn drawn');
    expect(pawn.height).toBeGreaterThan(pawn.width);
    expect(dome.width).toBeGreaterThan(pawn.width + 5);
    expect(await square('e5').locator('text').count()).toBe(0);
    expect(await square('b2').locator('text.worker-letter').textContent()).toBe('B');
    for (const [name, level] of [
      ['b5', '1'],
      ['c5', '2'],
      ['d5', '3'],
    ] as const) {
      expect(await square(name).locator('.level').getAttribute('data-level')).toBe(level);
      // The drawn numeral is as tall as the digits of a 14 px font or more (digits are 0.72 em).
      const size = await square(name)
        .locator('.level')
        .evaluate((numeral) => numeral.getBoundingClientRect().height);
      expect(size).toBeGreaterThan(14 * 0.72);
    }
    await page.screenshot({ path: join(ARTIFACTS, 'phone-levels-domes.png') });
    expect(errors).toEqual([]);
  });
});
