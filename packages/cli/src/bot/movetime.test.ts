import { describe, expect, it } from 'vitest';
import { movetimeFor } from './movetime.js';

describe('movetimeFor', () => {
  it('gives games without a real-time clock the default', () => {
    expect(movetimeFor(null, null, 1, 0, 1000)).toBe(1000);
    expect(movetimeFor({ daysPerTurn: 2 }, { ms: [1, 1], running: 1, since: 0 }, 1, 0, 700)).toBe(700);
  });

  it('shares out the time left: the share of the clock the AI takes (turnTimeMs), less the network margin', () => {
    const clock = { initialMs: 60_000, incrementMs: 2000 };
    // 60 s left at the start of the turn, 1 s gone: (59000 − 100)/20 + ¾ · 2000 = 4445, less the 300 ms margin.
    expect(movetimeFor(clock, { ms: [60_000, 60_000], running: 1, since: 1000 }, 1, 2000, 1000)).toBe(4145);
    // 3 s left: 145 + 1500 is over a third of 2900 (966); less a tenth of the time left as the margin.
    expect(movetimeFor(clock, { ms: [60_000, 3000], running: 0, since: 0 }, 1, 0, 1000)).toBe(666);
    // Nearly out of time: still a short search.
    expect(movetimeFor(clock, { ms: [60_000, 10], running: 1, since: 0 }, 1, 5, 1000)).toBe(50);
  });
});
