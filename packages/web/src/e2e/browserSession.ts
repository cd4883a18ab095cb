import type { APIRequestContext, Browser, BrowserContextOptions, Page, ViewportSize } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  isPolicyViolation,
  launchBrowser,
  startServer,
  watchSecurityPolicy,
  type RunningServer,
} from './browser.js';

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

/**
 * Records the page's uncaught errors in `errors`, its Content-Security-Policy violations always, and
 * its other console errors unless `console` is false.
 */
export function collectErrors(page: Page, errors: string[], options: { console?: boolean } = {}): void {
  watchSecurityPolicy(page, (violation) => errors.push(violation));
  if (options.console ?? true)
    page.on('console', (message) => {
      if (message.type() === 'error' && !isPolicyViolation(message.text())) errors.push(message.text());
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

/** An account signed in in a browser context of its own (its own cookie), on the session's server. */
export interface Account {
  /** A page in the account's context, not opened anywhere yet. */
  readonly page: Page;
  readonly request: APIRequestContext;
  readonly id: string;
  /** The server's address. */
  readonly url: string;
}

/**
 * A new account `name` (password `<name>-password`) signed in through the API in a new context of
 * the session's browser, made with `context` (viewport, colour scheme…); its page's uncaught errors
 * go to the session's errors.
 */
export async function signIn(
  session: BrowserSession,
  name: string,
  context: BrowserContextOptions = {},
): Promise<Account> {
  const opened = await session.browser.newContext(context);
  const page = await opened.newPage();
  collectErrors(page, session.errors, { console: false });
  const { url } = session.server;
  const made = await opened.request.post(`${url}/api/session`, {
    data: { name, password: `${name}-password` },
  });
  expect(made.status()).toBe(201);
  const { player } = (await made.json()) as { player: { id: string } };
  return { page, request: opened.request, id: player.id, url };
}

/** POSTs to the API as `who`, expecting success, and gives the answer's body. */
export async function apiCall(
  who: Account,
  path: string,
  data: unknown = {},
): Promise<Record<string, unknown>> {
  const answer = await who.request.post(`${who.url}/api${path}`, { data });
  const body = (await answer.json()) as Record<string, unknown>;
  if (!answer.ok()) throw new Error(`POST ${path} answered ${answer.status()}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * A 2-player game without gods (and `extra`'s settings) that `creator` made, with `joiner` in the
 * other seat: play starts, the creator (Blue) to move. Gives the game's id.
 */
export async function startedGame(
  creator: Account,
  joiner: Account,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const { id } = (await apiCall(creator, '/games', { players: 2, gods: 'none', ...extra })) as { id: string };
  await apiCall(joiner, `/games/${id}/join`);
  return id;
}

/**
 * Until the server sends `history` with a player, gives the player pages opened in `page` one of
 * three points (the page reads it as is), so that the rating chart has a line to draw.
 */
export async function withRatingHistory(page: Page): Promise<void> {
  await page.route('**/api/players/*', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as {
      rating: { value: number; deviation: number };
      history?: unknown;
    };
    if (body.history === undefined) {
      const { value, deviation } = body.rating;
      body.history = [-120, -60, 0].map((less, index) => ({
        gameId: `g${index}`,
        at: Date.UTC(2026, 10, 28 + index),
        value: value + less,
        deviation: deviation + 40 - 20 * index,
      }));
    }
    await route.fulfill({ response: answer, json: body });
  });
}
