import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { browserMissing, launchBrowser, REPO, startServer } from '../src/e2e/browser.js';
import { clickTimes } from './clicks.js';

/**
 * The web app's benchmark (`npm run bench:web`, after `npm run build`): the gzipped size of the
 * JavaScript the page loads before the board shows (index.html's scripts and module preloads) against
 * all the app's JavaScript, and the time from navigation to the first board square in headless
 * Chromium, over several reloads of a saved game; then the time from a click on a square to the
 * board's answer with the heaviest powers (`clicks.ts`). Arguments: reloads (8), click rounds (5).
 */
const DIST = resolve(REPO, 'packages', 'web', 'dist');
const LOADS = Number(process.argv[2] ?? 8);
const CLICK_ROUNDS = Number(process.argv[3] ?? 5);

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = (file: string): number => gzipSync(readFileSync(resolve(DIST, file))).length;

function sizes(): void {
  const html = readFileSync(resolve(DIST, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const all = readdirSync(resolve(DIST, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
  const initialBytes = initial.reduce((sum, file) => sum + gzipped(file), 0);
  console.log(
    `JS loaded before the board (gzipped): ${kb(initialBytes)} in ${initial.length} file(s) (goal <= 250 KB)`,
  );
  for (const file of all.sort((a, b) => gzipped(b) - gzipped(a)))
    console.log(
      `  ${initial.includes(file) ? 'initial' : 'on demand'}  ${kb(gzipped(file)).padStart(9)}  ${file}`,
    );
}

async function firstRender(): Promise<void> {
  const missing = browserMissing();
  if (missing !== null) {
    console.log(`first render: skipped, ${missing}`);
    return;
  }
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForSelector('button[data-square="c3"]');
    const times: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      await page.reload();
      await page.waitForSelector('button[data-square="c3"]');
      times.push(await page.evaluate(() => performance.now()));
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.log(
      `first board render after navigation: median ${median.toFixed(0)} ms, best ${(times[0] ?? 0).toFixed(0)} ms, worst ${(times[times.length - 1] ?? 0).toFixed(0)} ms over ${LOADS} reloads`,
    );
    await clickTimes(page, server.url, CLICK_ROUNDS);
  } finally {
    await browser.close();
    await server.stop();
  }
}

sizes();
await firstRender();
