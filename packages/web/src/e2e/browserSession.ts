import type { Browser, Page, ViewportSize } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser, startServer, type RunningServer } from './browser.js';

// Kept apart from browser.ts, which the web benchmark also runs outside vitest.

export interface BrowserSessionOptions {
  /** Opens `page` at this size before the tests; without it, the tests open their own pages. */
  readonly viewport?: ViewportSize;
  /** Whether `page`'s console errors count as errors, besides its uncaught ones (default true). */
  readonly consoleErrors?: boolean;
}

const START_TIMEOUT_MS = 60_000;

/** The server, browser and page of one describe block, readable inside its tests. */
export interface BrowserSession {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The page opened at `viewport`. */
  readonly page: Page;
  /** What went wrong in `page`, and in pages passed to collectErrors with this array. */
  readonly errors: string[];
}

/** Records the page's uncaught errors in `errors`, and its console errors unless `console` is false. */
export function collectErrors(page: Page, errors: string[], options: { console?: boolean } = {}): void {
  if (options.console ?? true)
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
  page.on('pageerror', (error) => errors.push(error.message));
}

/**
 * Starts the built server and a headless browser before the tests of the enclosing describe block
 * (opening a page when `viewport` is given), and closes them after.
 */
export function browserSession(options: BrowserSessionOptions = {}): BrowserSession {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  const errors: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    if (options.viewport !== undefined) {
      page = await browser.newPage({ viewport: options.viewport });
      collectErrors(page, errors, { console: options.consoleErrors ?? true });
    }
    // Starting the server and a browser takes seconds, more on a loaded machine.
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value !== undefined) return value;
    throw new Error(
      options.viewport === undefined && what === 'page'
        ? 'the browser session has no page: pass a viewport to browserSession, or open one in the test'
        : `the browser session's ${what} is not started: read it inside a test`,
    );
  };
  return {
    get server() {
      return ready(server, 'server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get page() {
      return ready(page, 'page');
    },
    errors,
  };
}

/** Opens the app and starts a base game with people in both seats from the new-game dialog. */
export async function startHotSeatGame(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('dialog', { name: 'New game' }).waitFor();
  await page.locator('input[name="seat-1"][value="person"]').check();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect.poll(() => page.locator('button[data-square]').count()).toBe(25);
}
