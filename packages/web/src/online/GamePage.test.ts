// @vitest-environment happy-dom
import { currentPosition, gameFromRecord, playTurnText, positionToJson } from '@santorini/engine';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANN as PLAYER_ANN, baseRecord, gameBody } from '../testing/onlineGames.js';
import { render, settle, type Rendered } from '../testing/render.js';
import { setLanguage } from '../i18n/i18n.js';
import { createApi, type FetchLike } from './api.js';
import { GamePage } from './GamePage.js';

type Props = Parameters<typeof GamePage>[0];

const ANN = { ...PLAYER_ANN, account: false };
const PLACED = ['@b2 @a1', '@e5 @a5'];

/** The position after `turns`, as the server sends it. */
function positionAfter(turns: readonly string[]) {
  const game = gameFromRecord(baseRecord([]));
  if (!game.ok) throw new Error(game.error.message);
  let played = game.value;
  for (const turn of turns) {
    const next = playTurnText(played, turn);
    if (!next.ok) throw new Error(next.error.message);
    played = next.value;
  }
  return positionToJson(currentPosition(played));
}

/** A socket that never opens: the page then works from its HTTP calls alone. */
class SilentSocket {
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {}
}

interface Call {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

describe('the online game page (happy-dom, a fake server)', () => {
  let shown: Rendered<Props> | undefined;
  beforeEach(() => {
    vi.stubGlobal('WebSocket', SilentSocket);
  });
  afterEach(() => {
    shown?.unmount();
    vi.unstubAllGlobals();
  });

  function serve(answerTurn: (body: { seq: number; turn: string }) => { status: number; body: unknown }) {
    const calls: Call[] = [];
    let turns = [...PLACED];
    const fetcher: FetchLike = (url, init) => {
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body === undefined ? undefined : JSON.parse(init.body as string);
      calls.push({ method, url, body });
      const reply = (status: number, value: unknown) =>
        Promise.resolve(new Response(JSON.stringify(value), { status }));
      if (method === 'GET') return reply(200, gameBody(turns));
      const answer = answerTurn(body as { seq: number; turn: string });
      if (answer.status === 200) turns = [...turns, (body as { turn: string }).turn];
      return reply(answer.status, answer.body);
    };
    return { api: createApi(fetcher), calls };
  }

  const square = (name: string) => {
    const found = shown?.container.querySelector<HTMLButtonElement>(`[data-square="${name}"]`);
    if (found === null || found === undefined) throw new Error(`no square ${name}`);
    return found;
  };
  const status = () => shown?.container.querySelector('.controls .status')?.textContent;

  it('builds a turn by clicks and sends it complete with the seq, then shows it played', async () => {
    const { api, calls } = serve(({ seq, turn }) => ({
      status: 200,
      body: { seq: seq + 1, position: positionAfter([...PLACED, turn]) },
    }));
    shown = render(GamePage, { api, id: 'g1', me: ANN, onSignedIn: () => undefined });
    await settle();
    expect(status()).toBe('Your turn. Blue to move: select a worker.');
    shown.click(square('b2'));
    shown.click(square('c2'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    shown.click(square('c3'));
    await settle();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/games/g1/turns', body: { seq: 2, turn: 'b2-c2 +c3' } },
    ]);
    expect(shown.container.querySelectorAll('.log > ol > li')).toHaveLength(3);
    expect(status()).toBe('White (Bob) to move.');
    // Out of turn, a click is explained, not sent.
    shown.click(square('e5'));
    expect(shown.container.querySelector('.controls [role="alert"]')?.textContent).toBe(
      'Wait for White (Bob) to move.',
    );
  });

  it('lets a spectator look back at a turn, while a player in the game has plain log lines', async () => {
    const { api } = serve(() => ({ status: 500, body: {} }));
    shown = render(GamePage, { api, id: 'g1', me: null, onSignedIn: () => undefined });
    await settle();
    const turn = (number: number) =>
      shown?.container.querySelector<HTMLButtonElement>(`.log button[data-turn="${number}"]`) ?? null;
    expect(square('b2').getAttribute('aria-label')).toMatch(/^b2, level 0, Blue worker/);
    const first = turn(1);
    if (first === null) throw new Error('the log has no turn buttons');
    shown.click(first);
    expect(shown.container.querySelector('.replay-where')?.textContent).toMatch(/^Viewing turn 1 of 2/);
    expect(square('e5').getAttribute('aria-label')).toBe('e5, level 0');
    shown.unmount();

    shown = render(GamePage, {
      api: serve(() => ({ status: 500, body: {} })).api,
      id: 'g1',
      me: ANN,
      onSignedIn: () => undefined,
    });
    await settle();
    expect(turn(1)).toBeNull();
    expect(shown.container.querySelector('.replay')).toBeNull();
  });

  it("shows a refused turn in the server's words and fetches the game again", async () => {
    const { api, calls } = serve(() => ({
      status: 409,
      body: { error: 'stale', message: 'the game is at turn 3', seq: 3 },
    }));
    shown = render(GamePage, { api, id: 'g1', me: ANN, onSignedIn: () => undefined });
    await settle();
    const fetchesBefore = calls.filter((call) => call.method === 'GET').length;
    for (const name of ['b2', 'c2', 'c3']) shown.click(square(name));
    await settle();
    expect(shown.container.querySelector('.controls [role="alert"]')?.textContent).toBe(
      'Your turn was not played: the game is at turn 3',
    );
    expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(fetchesBefore);
    expect(shown.container.querySelectorAll('.log > ol > li')).toHaveLength(2);
  });

  it('words a refusal on screen again when the language changes', async () => {
    const { api } = serve(() => ({
      status: 422,
      body: {
        error: 'illegal',
        message: 'b2-c2: c2 is 2 levels above b2',
        reason: 'tooHigh',
        squares: ['b2', 'c2'],
        levels: [0, 2],
        step: 'b2-c2',
      },
    }));
    await setLanguage('fr');
    try {
      shown = render(GamePage, { api, id: 'g1', me: ANN, onSignedIn: () => undefined });
      await settle();
      for (const name of ['b2', 'c2', 'c3']) shown.click(square(name));
      await settle();
      const alert = () => shown?.container.querySelector('.controls [role="alert"]')?.textContent;
      const french = alert();
      expect(french).toMatch(/^Votre tour n.a pas été joué/);
      await setLanguage('nl');
      await settle();
      expect(alert()).not.toBe(french);
      expect(alert()).toMatch(/b2-c2: Niet toegestaan/);
    } finally {
      await setLanguage('en');
    }
  });

  it("words the socket's refusal again when the language changes", async () => {
    const sockets: TalkingSocket[] = [];
    class TalkingSocket extends SilentSocket {
      onmessage: ((event: MessageEvent) => void) | null = null;
      constructor() {
        super();
        sockets.push(this);
      }
    }
    vi.stubGlobal('WebSocket', TalkingSocket);
    const { api } = serve(() => ({ status: 500, body: {} }));
    await setLanguage('fr');
    try {
      shown = render(GamePage, { api, id: 'g1', me: ANN, onSignedIn: () => undefined });
      await settle();
      const refusal = {
        type: 'error',
        code: 'illegal',
        message: 'b2-b3: b3 is two levels above b2',
        reason: 'tooHigh',
        squares: ['b2', 'b3'],
        levels: [0, 2],
        step: 'b2-b3',
      };
      act(() => {
        sockets.at(-1)?.onmessage?.(new MessageEvent('message', { data: JSON.stringify(refusal) }));
      });
      await settle();
      const alert = () => shown?.container.querySelector('.chat [role="alert"]')?.textContent;
      const french = alert();
      expect(french).toMatch(/^b2-b3: Interdit/);
      await setLanguage('nl');
      await settle();
      expect(alert()).toMatch(/^b2-b3: Niet toegestaan/);
    } finally {
      await setLanguage('en');
    }
  });
});
