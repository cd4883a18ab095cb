import type { Page } from 'playwright-core';

/**
 * The time from a click on a square to the board's answer (React's render, the board's redraw, the
 * engine's next steps), in headless Chromium, with the powers that offer the most steps per click.
 * Each position opens by share link; a turn is played by clicks (the worker, then a move target,
 * then a build target, the first the board offers each time, answering "move or build" when asked),
 * every click timed; a new link starts the next round.
 */
interface ClickCase {
  readonly name: string;
  readonly position: object;
}

const flat = ['00000', '00000', '00000', '00000', '00000'];

export const CLICK_CASES: readonly ClickCase[] = [
  {
    name: 'no power (baseline)',
    position: {
      players: [{ workers: ['b2', 'd4'] }, { workers: ['c2', 'c4'] }],
      levels: flat,
      domes: [],
      toMove: 0,
    },
  },
  {
    // Both workers may walk any distance on level 0: thousands of move pairs.
    name: 'Hermes',
    position: {
      players: [{ god: 'hermes', workers: ['a1', 'e5'] }, { workers: ['c3', 'b4'] }],
      levels: flat,
      domes: [],
      toMove: 0,
    },
  },
  {
    // Moves onto the perimeter go on and on.
    name: 'Triton',
    position: {
      players: [{ god: 'triton', workers: ['a1', 'e1'] }, { workers: ['c3', 'c4'] }],
      levels: flat,
      domes: [],
      toMove: 0,
    },
  },
  {
    // The unmoved worker on the ground builds up to three more times around it.
    name: 'Poseidon',
    position: {
      players: [{ god: 'poseidon', workers: ['b2', 'd4'] }, { workers: ['a5', 'e1'] }],
      levels: ['00000', '01100', '01210', '00110', '00000'],
      domes: [],
      toMove: 0,
    },
  },
];

/**
 * A click to time: the first square whose label matches `square`, or, in the "Choose a step" group
 * (a square that could be a move or a build), the first button whose text matches `choice`.
 */
type Click = { readonly square: string } | { readonly choice: string };

/** A turn's clicks: the worker, a move, then a build (each may ask move or build). */
const TURN: readonly Click[] = [
  { square: 'Blue worker, can act' },
  { square: 'move here(,|$)|move or build' },
  { choice: 'move' },
  { square: 'build here(,|$)|move or build' },
  { choice: 'build' },
];

/** Makes `click` and returns the milliseconds to the answer, or null when it is not offered. */
async function timedClick(page: Page, click: Click): Promise<number | null> {
  return page.evaluate(async (wanted) => {
    const [selector, source, text] =
      'square' in wanted
        ? ['button[data-square]', wanted.square, (button: Element) => button.getAttribute('aria-label')]
        : ['[aria-label="Choose a step"] button', wanted.choice, (button: Element) => button.textContent];
    const match = new RegExp(source, 'i');
    const target = [...document.querySelectorAll<HTMLButtonElement>(selector)].find((button) =>
      match.test(text(button) ?? ''),
    );
    if (target === undefined) return null;
    const start = performance.now();
    target.click();
    // React renders a click's update before the next task: the board has answered by then.
    await new Promise((done) => setTimeout(done, 0));
    return performance.now() - start;
  }, click);
}

const shareLink = (base: string, position: object): string => {
  const players = (position as { players: { god?: string }[] }).players.map((player) =>
    player.god === undefined ? {} : { god: player.god },
  );
  return `${base}/#game=${encodeURIComponent(JSON.stringify({ players, start: 0, seed: 1, rules: {}, turns: [], position }))}`;
};

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** Plays `rounds` turns' first clicks for each case and prints the click times. */
export async function clickTimes(page: Page, base: string, rounds: number): Promise<void> {
  for (const { name, position } of CLICK_CASES) {
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      // A saved game in progress would make the link ask before replacing it: start clean.
      await page.evaluate(() => {
        localStorage.clear();
      });
      // A new document each round (a link differing only in its hash would not reload the page).
      await page.goto('about:blank');
      await page.goto(shareLink(base, position));
      await page.waitForSelector('button[data-square="c3"]');
      for (const click of TURN) {
        const time = await timedClick(page, click);
        if (time !== null) times.push(time);
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `click to answer, ${name.padEnd(19)}: median ${percentile(times, 0.5).toFixed(1)} ms, p90 ${percentile(times, 0.9).toFixed(1)} ms, worst ${(times[times.length - 1] ?? 0).toFixed(1)} ms over ${times.length} clicks (goal < 16 ms)`,
    );
  }
}
