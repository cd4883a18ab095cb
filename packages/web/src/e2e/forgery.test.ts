import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request as apiRequest, type APIRequestContext, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserMissing,
  launchBrowser,
  onlineServerMissing,
  startServer,
  type RunningServer,
} from './browser.js';
import { collectErrors } from './browserSession.js';

// Cross-site request forgery from the same site: a page on another port of the server's host (same
// site, another origin: the player's cookie goes with its requests even with SameSite) tries to make
// a signed-in player play a turn, resign and chat, in every way a page can without asking the
// server first. Nothing may change; the same requests from the app's own pages must work.

const missing = browserMissing() ?? (await onlineServerMissing());
if (missing !== null) console.warn(`skipping the forgery browser tests: ${missing}`);

/** Blue's first turn of a base game: placing both workers. */
const TURN = '@c3 @d4';

/** The attacker's pages, each trying one way, for the game at `api`/api/games/`id`. */
function attackPage(kind: string, api: string, id: string): string {
  const game = `${api}/api/games/${id}`;
  const scripts: Record<string, string> = {
    fetch: `
      const send = (path, body) => fetch(${JSON.stringify(game)} + path, {
        method: 'POST', mode: 'no-cors', credentials: 'include',
        headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body),
      }).catch(() => undefined);
      const blob = (path, body) => fetch(${JSON.stringify(game)} + path, {
        method: 'POST', mode: 'no-cors', credentials: 'include', body: new Blob([JSON.stringify(body)]),
      }).catch(() => undefined);
      (async () => {
        await send('/turns', { seq: 0, turn: ${JSON.stringify(TURN)} });
        await send('/chat', { text: 'forged by fetch' });
        await blob('/chat', { text: 'forged by a blob' });
        await send('/resign', {});
        document.title = 'done';
      })();`,
    socket: `
      const socket = new WebSocket(${JSON.stringify(game.replace(/^http/, 'ws'))} + '/socket');
      window.heard = [];
      socket.onopen = () => {
        socket.send(JSON.stringify({ type: 'chat', text: 'forged by a socket' }));
        socket.send(JSON.stringify({ type: 'turn', seq: 0, turn: ${JSON.stringify(TURN)} }));
      };
      socket.onmessage = (event) => window.heard.push(event.data);
      socket.onerror = () => { document.title = 'done'; };
      socket.onclose = () => { document.title = 'done'; };
      setTimeout(() => { document.title = 'done'; }, 3000);`,
  };
  if (kind === 'form')
    return `<!doctype html><form method="post" enctype="text/plain" action="${game}/resign">
      <input type="hidden" name='{"a":"' value='"}'></form>
      <script>document.forms[0].submit();</script>`;
  return `<!doctype html><title>attacker</title><script>${scripts[kind] ?? ''}</script>`;
}

describe.skipIf(missing !== null)('a page of another origin on the same site', () => {
  let server: RunningServer;
  let attacker: Server;
  let attackerUrl: string;
  let browser: Browser;
  let api: APIRequestContext;
  const errors: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    api = await apiRequest.newContext();
    attacker = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://attacker');
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(attackPage(url.pathname.slice(1), server.url, url.searchParams.get('game') ?? ''));
    });
    await new Promise<void>((listening) => attacker.listen(0, '127.0.0.1', listening));
    attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    await api.dispose();
    await browser.close();
    await new Promise((closed) => attacker.close(closed));
    await server.stop();
  });

  /** Ann signed in through the app's own page (her cookie set), with a game against Bob, Ann to move. */
  async function annWithGame(): Promise<{ page: Page; id: string }> {
    const context = await browser.newContext();
    const page = await context.newPage();
    collectErrors(page, errors, { console: false });
    await page.goto(server.url);
    const id = await page.evaluate(async () => {
      const post = async (path: string, body: unknown) => {
        const answer = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return (await answer.json()) as Record<string, unknown>;
      };
      await post('/api/session', { name: 'Ann' });
      return (await post('/api/games', { players: 2, gods: 'none' })).id as string;
    });
    const bob = await api.post(`${server.url}/api/session`, { data: { name: 'Bob' } });
    const { token } = (await bob.json()) as { token: string };
    const joined = await api.post(`${server.url}/api/games/${id}/join`, {
      data: {},
      headers: { authorization: `Bearer ${token}` },
    });
    expect(joined.status()).toBe(200);
    return { page, id };
  }

  const gameOf = async (id: string) =>
    (await (await api.get(`${server.url}/api/games/${id}`)).json()) as {
      seq: number;
      status: string;
      result: unknown;
      chat: unknown[];
    };

  /** Opens the attacker's page of `kind` in `page` and waits until it has done what it could. */
  async function attack(page: Page, kind: string, id: string): Promise<void> {
    await page.goto(`${attackerUrl}/${kind}?game=${id}`);
    // The form's page gives way to the server's answer; the others say when they are done.
    if (kind === 'form') await page.waitForURL(`${server.url}/**`);
    else await page.waitForFunction(() => document.title === 'done');
  }

  it('cannot play, resign or chat for the player: by fetch, by a form, or over a socket', async () => {
    for (const kind of ['fetch', 'form', 'socket']) {
      const { page, id } = await annWithGame();
      await attack(page, kind, id);
      if (kind === 'socket') {
        const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
        expect.soft(heard.join('\n'), kind).not.toMatch(/"type":"(turn|chat)"/);
      }
      expect
        .soft(await gameOf(id), kind)
        .toMatchObject({ seq: 0, status: 'playing', result: null, chat: [] });
      const cookies = await page.context().cookies(server.url);
      expect
        .soft(cookies.map((cookie) => [cookie.name, cookie.sameSite]))
        .toEqual([['santorini_token', 'Strict']]);
    }
  });

  it('lets the app’s own page do all of it (the control)', async () => {
    const { page, id } = await annWithGame();
    await page.goto(`${server.url}/g/${id}`);
    const statuses = await page.evaluate(
      async ({ id, turn }) => {
        const post = (path: string, body: unknown) =>
          fetch(`/api/games/${id}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }).then((answer) => answer.status);
        const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/games/${id}/socket`);
        const messages: string[] = [];
        await new Promise<void>((open) => {
          socket.onopen = () => {
            open();
          };
        });
        const chatHeard = new Promise<void>((done) => {
          socket.onmessage = (event) => {
            messages.push(String(event.data));
            if (String(event.data).includes('"type":"chat"')) done();
          };
        });
        socket.send(JSON.stringify({ type: 'chat', text: 'from the app by socket' }));
        await chatHeard;
        socket.close();
        return [
          await post('/chat', { text: 'from the app by fetch' }),
          await post('/turns', { seq: 0, turn }),
          await fetch(`/api/games/${id}/resign`, { method: 'POST' }).then((answer) => answer.status),
        ];
      },
      { id, turn: TURN },
    );
    expect(statuses).toEqual([200, 200, 200]);
    const game = await gameOf(id);
    expect(game).toMatchObject({ seq: 1, status: 'finished' });
    expect(game.chat).toHaveLength(2);
    expect(errors).toEqual([]);
  });
});
