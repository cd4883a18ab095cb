// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App.js';
import { saveGame } from '../game/savedGame.js';
import { gameFrom } from '../testing/games.js';
import type { AiMessage, AiRequest } from './protocol.js';
import { WATCH_PACE_MS } from './useAiPlayer.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Stands in for the browser's Worker: keeps what the page asks, answers when the test says. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: { data: AiMessage }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  readonly requests: AiRequest[] = [];
  terminated = false;

  constructor() {
    FakeWorker.started.push(this);
  }

  postMessage(request: AiRequest): void {
    this.requests.push(request);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** Posts a message to the page, as the worker would, and lets the page act on it. */
  async post(message: AiMessage): Promise<void> {
    await act(async () => {
      this.onmessage?.({ data: message });
      await Promise.resolve();
    });
  }
}

/** The worker the page talks to now: the last one started. */
const current = (): FakeWorker => {
  const worker = FakeWorker.started.at(-1);
  if (worker === undefined) throw new Error('no AI worker was started');
  return worker;
};
const lastId = (worker: FakeWorker): number => worker.requests.at(-1)?.id ?? -1;

describe('"Move now" and cancelling the AI in the app (rendered by React)', () => {
  let root: Root;
  let container: HTMLElement;

  beforeEach(() => {
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
    window.localStorage.clear();
    // Blue (a person) has placed; White, a level 8 AI, is to move.
    saveGame(
      window.localStorage,
      gameFrom([null, null], ['@b2 @c3'], [{ kind: 'person' }, { kind: 'ai', level: 8 }]),
    );
    container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(createElement(App));
    });
  });
  afterEach(() => {
    act(() => {
      root.unmount();
    });
    container.remove();
    vi.unstubAllGlobals();
  });

  const button = (text: string) =>
    [...container.querySelectorAll('button')].find((element) => element.textContent === text);
  /** Clicks, then lets the page act on what the click settled (the AI's answer is a promise). */
  const click = async (element: HTMLElement | null | undefined) => {
    if (element === null || element === undefined) throw new Error('nothing to click');
    await act(async () => {
      element.click();
      await Promise.resolve();
    });
  };
  const logged = () => [...container.querySelectorAll('.log code')].map((code) => code.textContent);
  const label = (name: string) =>
    container.querySelector(`[data-square="${name}"]`)?.getAttribute('aria-label');

  it('shows the depth searched, and "Move now" plays the best turn so far', async () => {
    const worker = current();
    expect(button('Move now')).toBeDefined();
    expect(container.querySelector('.thinking-depth')).toBeNull();
    await worker.post({ id: lastId(worker), progress: { depth: 1, turn: '@a5 @e1' } });
    await worker.post({ id: lastId(worker), progress: { depth: 2, turn: '@d4 @e5' } });
    expect(container.querySelector('.thinking-depth')?.textContent).toBe('looking 2 turns ahead');

    await click(button('Move now'));
    expect(worker.terminated).toBe(true);
    expect(logged()).toEqual(['@b2 @c3', '@d4 @e5']);
    expect(label('d4')).toMatch(/^d4, level 0, White worker/);
    expect(button('Move now')).toBeUndefined();
    expect(container.querySelector('.moved-now')?.textContent).toBe(
      'The AI moved at once: its best turn looking 2 turns ahead.',
    );
    // The next turn takes the note away.
    await click(container.querySelector<HTMLButtonElement>('[data-square="b2"]'));
    await click(container.querySelector<HTMLButtonElement>('[data-square="b1"]'));
    await click(container.querySelector<HTMLButtonElement>('[data-square="a1"]'));
    expect(logged()).toHaveLength(3);
    expect(container.querySelector('.moved-now')).toBeNull();
  });

  it('"Move now" before any depth is done plays what a quick search in a new worker gives', async () => {
    const first = current();
    await click(button('Move now'));
    expect(first.terminated).toBe(true);
    const quick = current();
    expect(quick).not.toBe(first);
    expect(quick.requests.at(-1)).toMatchObject({ level: 8, quick: true });
    expect(button('Move now')).toBeDefined();
    await quick.post({ id: lastId(quick), turn: '@a5 @e1', depth: 1, threads: 1 });
    expect(logged()).toEqual(['@b2 @c3', '@a5 @e1']);
    expect(container.querySelector('.moved-now')?.textContent).toMatch(/looking 1 turn ahead\.$/);
  });

  it('a new game while the AI thinks stops its search; its late answer is dropped', async () => {
    const worker = current();
    const id = lastId(worker);
    await click(button('New game'));
    const person = container.querySelector<HTMLInputElement>('input[name="seat-1"][value="person"]');
    if (person === null) throw new Error('no person choice for seat 1');
    await click(person);
    await click(button('Start'));
    // A game is in progress: the player is asked before it is replaced.
    await click(button('Replace it'));
    expect(worker.terminated).toBe(true);
    expect(button('Move now')).toBeUndefined();
    await worker.post({ id, turn: '@d4 @e5', depth: 9, threads: 1 });
    expect(logged()).toEqual([]);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('undo while the AI thinks stops its search and gives the turn back to the person', async () => {
    const worker = current();
    const id = lastId(worker);
    await click(button('Undo turn'));
    expect(worker.terminated).toBe(true);
    expect(logged()).toEqual([]);
    await worker.post({ id, progress: { depth: 3, turn: '@d4 @e5' } });
    await worker.post({ id, turn: '@d4 @e5', depth: 3, threads: 1 });
    expect(logged()).toEqual([]);
    expect(container.querySelector('.controls .status')?.textContent).toBe(
      'Blue to move: place your first worker.',
    );
  });

  it('says so when the worker fails, and plays nothing', async () => {
    await act(async () => {
      current().onerror?.({ message: 'NetworkError: the worker script did not load' });
      await Promise.resolve();
    });
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'The AI failed: the AI worker failed: NetworkError: the worker script did not load',
    );
    expect(button('Move now')).toBeUndefined();
    expect(logged()).toEqual(['@b2 @c3']);
  });
});

describe('a game the AI plays on both sides (rendered by React)', () => {
  let root: Root;
  let container: HTMLElement;

  beforeEach(() => {
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    window.localStorage.clear();
    const ais = [
      { kind: 'ai', level: 1 },
      { kind: 'ai', level: 1 },
    ] as const;
    saveGame(window.localStorage, gameFrom([null, null], ['@b2 @c3'], ais));
    container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(createElement(App));
    });
  });
  afterEach(() => {
    act(() => {
      root.unmount();
    });
    container.remove();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const logged = () => [...container.querySelectorAll('.log code')].length;
  const pause = () =>
    [...container.querySelectorAll('button')].find((element) => element.classList.contains('watch-pause'));

  it('shows each AI turn at a watchable pace, and can be paused and resumed', async () => {
    const worker = current();
    await worker.post({ id: lastId(worker), turn: '@d4 @e5', depth: 1, threads: 1 });
    // The answer came at once, but the board waits so that a person can follow.
    expect(logged()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(WATCH_PACE_MS);
    });
    expect(logged()).toBe(2);

    const asked = worker.requests.length;
    expect(asked).toBeGreaterThan(1);
    await act(async () => {
      pause()?.click();
      await Promise.resolve();
    });
    expect(pause()?.textContent).toBe('Resume the AI game');
    expect(worker.terminated).toBe(true);
    const allRequests = () => FakeWorker.started.reduce((sum, each) => sum + each.requests.length, 0);
    const before = allRequests();
    await act(async () => {
      pause()?.click();
      await Promise.resolve();
    });
    expect(pause()?.textContent).toBe('Pause the AI game');
    expect(allRequests()).toBe(before + 1);
  });
});
