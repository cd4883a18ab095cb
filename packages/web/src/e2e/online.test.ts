import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLUE_WINS } from '../testing/games.js';
import {
  ARTIFACTS,
  browserMissing,
  launchBrowser,
  onlineServerMissing,
  startServer,
  type RunningServer,
} from './browser.js';
import { collectErrors } from './browserSession.js';

// Online play end to end: the built app served by the built server, two players and a spectator,
// each in their own browser context (their own cookie), through Debian's chromium.

/** A port nobody listens on now, so that a server can be started on it again after a restart. */
function freePort(): Promise<number> {
  return new Promise((found, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => {
        found(port);
      });
    });
  });
}

const missing = browserMissing() ?? (await onlineServerMissing());
if (missing !== null) console.warn(`skipping the online browser tests: ${missing}`);

describe.skipIf(missing !== null)('online play in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser.close();
    await server.stop();
  });

  /** A person with their own browser context (their own cookie) at `address`. */
  async function person(address: string, viewport = { width: 1100, height: 900 }): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    // The invite button copies to the clipboard.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    collectErrors(page, errors, { console: false });
    await page.goto(address);
    return page;
  }

  async function signIn(page: Page, name: string): Promise<void> {
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  const turnsShown = (page: Page) => page.locator('.log > ol > li').count();
  const live = (page: Page) => page.locator('[data-connection="live"]').waitFor();
  const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, name) });

  /** `page` plays the clicks of one turn, and every page shows it. */
  async function playTurn(page: Page, clicks: readonly string[], watchers: readonly Page[], count: number) {
    for (const square of clicks) await page.locator(`[data-square="${square}"]`).click();
    for (const watcher of [page, ...watchers]) await expect.poll(() => turnsShown(watcher)).toBe(count);
  }

  it('creates a game, joins it by the invite link, plays, chats, watches, reloads and finishes', async () => {
    const ann = await person(`${server.url}/online`);
    await signIn(ann, 'Ann');
    await ann.getByRole('heading', { name: 'New online game' }).waitFor();
    await shot(ann, 'online-lobby.png');
    await ann.getByRole('button', { name: 'Create game' }).click();
    await ann.waitForURL(/\/g\/[^/]+$/);
    await live(ann);
    await ann.getByRole('button', { name: 'Copy invite link' }).first().click();
    await expect.poll(() => ann.getByText('Link copied').count()).toBe(1);
    const invite = await ann.evaluate(() => navigator.clipboard.readText());
    expect(invite).toBe(ann.url());
    expect(await ann.locator('.controls .status, .board-column > .status').first().innerText()).toMatch(
      /Waiting for players: 1 seat is free/,
    );
    await shot(ann, 'online-waiting.png');

    // Bob opens the link, is asked for a name, and takes the free seat: play starts.
    const bob = await person(invite);
    await bob.getByRole('button', { name: 'Join this game' }).click();
    await signIn(bob, 'Bob');
    await expect.poll(() => bob.locator('.controls .status').innerText()).toBe('Blue (Ann) to move.');
    await expect
      .poll(() => ann.locator('.controls .status').innerText())
      .toMatch(/^Your turn\. Blue to move/);

    // Someone without a name watches, on a phone.
    const eve = await person(invite, { width: 375, height: 740 });
    await live(eve);
    await eve.locator('.spectator-badge').waitFor();
    await expect.poll(() => eve.locator('.controls .status').innerText()).toMatch(/You are watching/);
    // A spectator has nothing to undo: no disabled undo buttons in the way.
    expect(await eve.getByRole('button', { name: 'Undo step' }).count()).toBe(0);

    const players = [ann, bob];
    let played = 0;
    const next = async (clicks: readonly string[]) => {
      const mover = players[played % 2] as Page;
      const others = [players[(played + 1) % 2] as Page, eve];
      played += 1;
      await playTurn(mover, clicks, others, played);
    };
    for (const clicks of BLUE_WINS.slice(0, 4)) await next(clicks);
    expect(await eve.locator('.log code').allInnerTexts()).toEqual([
      '@b2 @a1',
      '@e5 @a5',
      'b2-c2 +c3',
      'e5-e4 +e5',
    ]);

    // A click out of turn is explained, not played.
    await bob.locator('[data-square="e4"]').click();
    await expect.poll(() => bob.getByText('Wait for Blue (Ann) to move.').count()).toBe(1);

    // Chat, seen by the other player and the spectator.
    await ann.getByLabel('Message').fill('Good luck, Bob!');
    await ann.getByRole('button', { name: 'Send' }).click();
    // Ann and Bob are guests: their lines carry the Guest badge (text "Guest") after the name.
    for (const page of [bob, eve])
      await expect
        .poll(() => page.locator('.chat-line').allTextContents())
        .toEqual(['AnnGuest: Good luck, Bob!']);
    // Bob signed in on this page after it connected: his socket carries his name now.
    await bob.getByLabel('Message').fill('Thanks, you too.');
    await bob.getByRole('button', { name: 'Send' }).click();
    for (const page of [ann, eve])
      await expect
        .poll(() => page.locator('.chat-line').allTextContents())
        .toEqual([
          page === ann ? 'You: Good luck, Bob!' : 'AnnGuest: Good luck, Bob!',
          'BobGuest: Thanks, you too.',
        ]);
    await expect.poll(() => ann.locator('[data-seat="1"] .presence').innerText()).toMatch(/online/);
    await shot(bob, 'online-bob.png');
    await eve.screenshot({ path: join(ARTIFACTS, 'online-spectator-phone.png'), fullPage: true });
    // The page fits a 375 px wide phone: no horizontal scrolling.
    expect(await eve.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Bob reloads mid-game: the same game, his seat, and play goes on.
    await next(BLUE_WINS[4] ?? []);
    await bob.reload();
    await live(bob);
    await expect.poll(() => turnsShown(bob)).toBe(played);
    await expect
      .poll(() => bob.locator('.controls .status').innerText())
      .toMatch(/^Your turn\. White to move/);
    for (const clicks of BLUE_WINS.slice(5)) await next(clicks);

    // Blue has won: each side is told, from their side.
    await expect.poll(() => ann.getByRole('dialog').innerText()).toMatch(/You win! Blue \(Ann\) wins/);
    await expect.poll(() => bob.getByRole('dialog').innerText()).toMatch(/You lose\. Blue \(Ann\) wins/);
    await expect.poll(() => eve.getByRole('dialog').innerText()).toMatch(/^Blue \(Ann\) wins/);
    await shot(ann, 'online-result.png');

    // Bob offers a rematch; Ann accepts it and both are in the new game, Bob (now Blue) to start.
    await bob.getByRole('button', { name: 'Rematch' }).click();
    await bob.waitForURL((url) => url.href !== invite);
    await expect.poll(() => ann.getByRole('button', { name: 'Accept rematch' }).count()).toBe(1);
    await ann.getByRole('button', { name: 'Accept rematch' }).click();
    await ann.waitForURL(bob.url());
    await expect.poll(() => bob.locator('.controls .status').innerText()).toMatch(/^Your turn\./);
    await shot(bob, 'online-rematch.png');
    expect(errors).toEqual([]);
  });

  it("plays the Challenger's flow against the server's AI, then places and gets the AI's answer", async () => {
    const cleo = await person(`${server.url}/online`);
    await signIn(cleo, 'Cleo');
    // The lobby lists the rematch of the first test as a game in play, to watch.
    await expect
      .poll(() => cleo.locator('section[aria-labelledby="playing-title"] .game-list li').count())
      .toBeGreaterThan(0);
    expect(await cleo.getByRole('button', { name: 'Watch' }).count()).toBeGreaterThan(0);
    await shot(cleo, 'online-lobby-games.png');
    await cleo.getByRole('radio', { name: "The server's AI" }).check();
    await cleo.locator('[data-name="ai-level"]').getByRole('radio', { name: '1', exact: true }).check();
    await cleo.getByRole('radio', { name: 'Challenger', exact: true }).check();
    await cleo.getByRole('radio', { name: '5 min + 5 s' }).check();
    await cleo.getByRole('button', { name: 'Create game' }).click();
    await cleo.waitForURL(/\/g\/[^/]+$/);

    // Cleo created the game, so she is the Challenger: she offers two powers.
    await cleo.getByText('You are the Challenger: offer 2 powers').waitFor();
    await cleo.locator('input[name="offer"][value="apollo"]').check();
    await cleo.locator('input[name="offer"][value="artemis"]').check();
    await shot(cleo, 'online-challenger-offer.png');
    await cleo.getByRole('button', { name: 'Offer these powers' }).click();

    // The AI takes one, Cleo is dealt the other and names the Start Player.
    await cleo.getByText('You are the Challenger: name the Start Player.').waitFor({ timeout: 30_000 });
    await shot(cleo, 'online-challenger-start.png');
    await cleo.getByRole('button', { name: 'Blue (Cleo) starts' }).click();
    await expect
      .poll(() => cleo.locator('.controls .status').innerText())
      .toMatch(/^Your turn\. Blue to move/);
    const gods = await cleo.locator('.online-seats .god strong').allInnerTexts();
    expect(gods.map((god) => god.split(',')[0]).sort()).toEqual(['Apollo', 'Artemis']);

    await cleo.locator('[data-square="b2"]').click();
    await cleo.locator('[data-square="d4"]').click();
    await expect.poll(() => turnsShown(cleo), { timeout: 30_000 }).toBe(2);
    await expect
      .poll(() => cleo.locator('.controls .status').innerText())
      .toMatch(/^Your turn\. Blue to move: select a worker/);
    // The clocks: both seats' time, Blue's running.
    expect(await cleo.locator('.online-seats .clock').allInnerTexts()).toEqual([
      expect.stringMatching(/^[45]:\d\d$/),
      expect.stringMatching(/^[45]:\d\d$/),
    ]);
    expect(await cleo.locator('[data-seat="0"] .clock.running').count()).toBe(1);
    await shot(cleo, 'online-vs-ai.png');
    expect(errors).toEqual([]);
  });

  it('reconnects on its own when the server restarts, and the game goes on where it was', async () => {
    const restartDir = mkdtempSync(join(tmpdir(), 'santorini-restart-'));
    const env = { DATA_DIR: restartDir, PORT: String(await freePort()) };
    let restarting = await startServer(env);
    try {
      const ann = await person(`${restarting.url}/online`);
      await signIn(ann, 'Ann');
      await ann.getByRole('button', { name: 'Create game' }).click();
      await ann.waitForURL(/\/g\/[^/]+$/);
      const bob = await person(ann.url());
      await bob.getByRole('button', { name: 'Join this game' }).click();
      await signIn(bob, 'Bob');
      await live(bob);
      await expect.poll(() => ann.locator('.controls .status').innerText()).toMatch(/^Your turn\./);
      let played = 0;
      const next = async (mover: Page, other: Page, clicks: readonly string[]) => {
        played += 1;
        await playTurn(mover, clicks, [other], played);
      };
      await next(ann, bob, BLUE_WINS[0] ?? []);

      await restarting.stop();
      await expect.poll(() => bob.locator('.connection').getAttribute('data-connection')).not.toBe('live');
      await shot(bob, 'online-reconnecting.png');
      restarting = await startServer(env);
      await live(ann);
      await live(bob);
      await next(bob, ann, BLUE_WINS[1] ?? []);
      await next(ann, bob, BLUE_WINS[2] ?? []);
      expect(await bob.locator('.log code').allInnerTexts()).toEqual(['@b2 @a1', '@e5 @a5', 'b2-c2 +c3']);

      // Bob resigns, after saying yes to the question.
      await bob.getByRole('button', { name: 'Resign' }).click();
      await bob.getByRole('button', { name: 'Yes, resign' }).click();
      await expect
        .poll(() => ann.getByRole('dialog').innerText())
        .toMatch(/You win! Blue \(Ann\) wins \(by resignation\)/);
      await expect.poll(() => bob.getByRole('dialog').innerText()).toMatch(/You lose\./);
      expect(errors).toEqual([]);
    } finally {
      await restarting.stop();
      rmSync(restartDir, { recursive: true, force: true });
    }
  });
});
