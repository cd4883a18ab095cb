import { describe, expect, it } from 'vitest';
import { ProgressBar, progressLine } from './progressBar.js';
import { DEFAULT_SPRT, sprtState } from './sprt.js';

describe('the progress bar', () => {
  it('shows games done, the results, score, Elo, and the LLR when an SPRT runs', () => {
    const tally = { wins: 5, losses: 3, draws: 2 };
    expect(progressLine({ done: 10, total: 40, tally, sprt: null })).toMatch(
      /^\[######\.{18}\] 10\/40 {2}\+5 -3 =2 {2}60\.0% {2}Elo \+70\.4 ± \d+\.\d$/,
    );
    const withSprt = progressLine({ done: 10, total: 40, tally, sprt: sprtState(tally, DEFAULT_SPRT) });
    expect(withSprt).toMatch(/ {2}LLR 0\.\d\d \[-2\.94, 2\.94\]$/);
  });

  it('draws in place on a terminal', () => {
    const progress = { done: 1, total: 2, tally: { wins: 1, losses: 0, draws: 0 }, sprt: null };
    let terminal = '';
    const bar = new ProgressBar({ isTTY: true, write: (text: string) => (terminal += text) });
    bar.update(progress);
    bar.update({ ...progress, done: 2 });
    bar.finish();
    expect(terminal.split('\r')).toHaveLength(3);
    expect(terminal.endsWith('\n')).toBe(true);
  });

  it('writes a line about every 5% of the games elsewhere (61 games: every third), and one for the last', () => {
    let log = '';
    const bar = new ProgressBar({ isTTY: false, write: (text: string) => (log += text) });
    const tally = { wins: 1, losses: 0, draws: 0 };
    for (let done = 1; done <= 61; done++) bar.update({ done, total: 61, tally, sprt: null });
    bar.finish();
    const lines = log.trimEnd().split('\n');
    const counts = lines.map((line) => Number(/\] (\d+)\/61 /.exec(line)?.[1]));
    expect(counts).toEqual([...Array.from({ length: 20 }, (_, i) => 3 * (i + 1)), 61]);
    expect(log).not.toContain('\r');
    let short = '';
    const few = new ProgressBar({ isTTY: false, write: (text: string) => (short += text) });
    few.update({ done: 1, total: 3, tally, sprt: null });
    few.update({ done: 3, total: 3, tally, sprt: null });
    expect(short.trimEnd().split('\n')).toHaveLength(2);
  });
});
