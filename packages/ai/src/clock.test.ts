import { legalTurns, type Position } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { searchTimeMs, SearchClock } from './clock.js';
import { Searcher } from './searcher.js';
import { isForced } from './score.js';
import { position } from './testing/position.js';

const EMPTY = ['00000', '00000', '00000', '00000', '00000'];

/** Mid-game, two players without powers: nothing forced soon. */
const MIDGAME = position({
  players: [{ workers: ['b3', 'd4'] }, { workers: ['c2', 'c5'] }],
  levels: ['00010', '01000', '00000', '00000', '00000'],
  domes: [],
  toMove: 0,
});

/** Apollo against Athena: the general search. */
const APOLLO_ATHENA = position({
  players: [
    { god: 'apollo', workers: ['b2', 'd4'] },
    { god: 'athena', workers: ['c2', 'c4'] },
  ],
  levels: EMPTY,
  domes: [],
  toMove: 0,
});

/** A steps from b2 (level 2) up to c2 (level 3): a win this turn. */
const WIN_IN_ONE = position({
  players: [{ workers: ['b2', 'e5'] }, { workers: ['a5', 'e1'] }],
  levels: ['00000', '00000', '00000', '02300', '00000'],
  domes: [],
  toMove: 0,
});

/** A's worker on e5 is walled in, the one on a1 has one step (b1) and one build (a1). */
const ONE_TURN = position({
  players: [{ workers: ['a1', 'e5'] }, { workers: ['c4', 'c3'] }],
  levels: EMPTY,
  domes: ['a2', 'b2', 'c1', 'c2', 'd5', 'd4', 'e4'],
  toMove: 0,
});

/** A clock that moves on `stepMs` each time it is read: the search's time is its own work. */
function fakeClock(stepMs: number): { now: () => number; read: () => number } {
  let t = 0;
  return {
    now: () => (t += stepMs),
    read: () => t,
  };
}

function timedSearch(pos: Position, timeMs: number, stepMs: number): { usedMs: number; depth: number } {
  const clock = fakeClock(stepMs);
  const result = new Searcher({ hashMb: 4 }).search(pos, { timeMs, now: clock.now });
  return { usedMs: clock.read(), depth: result.depth };
}

describe('the search clock', () => {
  it('keeps a few milliseconds of a time limit for the reply, never more than a twentieth', () => {
    expect(searchTimeMs(1000)).toBe(990);
    expect(searchTimeMs(100)).toBe(95);
    expect(searchTimeMs(0)).toBe(0);
    for (const t of [1, 7, 50, 200, 500, 1800, 60_000]) {
      expect(searchTimeMs(t)).toBeLessThan(t);
      expect(searchTimeMs(t)).toBeGreaterThanOrEqual(0.95 * t);
    }
  });

  it('starts another iteration while time is left, none once it is up', () => {
    let t = 0;
    const clock = new SearchClock({ timeMs: 100, now: () => t });
    t = 90;
    expect(clock.roomForAnother(0)).toBe(true);
    t = 95;
    expect(clock.roomForAnother(0)).toBe(false);
    expect(new SearchClock({ nodes: 10 }).roomForAnother(10)).toBe(false);
  });
});

describe('a search given a time', () => {
  it.each([
    ['the base game', MIDGAME, 4, [400]],
    ['every power', APOLLO_ATHENA, 2, [400]],
  ])('in %s uses at least 90% of it and never more', (_name, pos, stepMs, times) => {
    for (const timeMs of times) {
      const { usedMs } = timedSearch(pos, timeMs, stepMs);
      expect(usedMs).toBeGreaterThanOrEqual(0.9 * timeMs);
      // The clock is read a few more times after the deadline (reports, the reply).
      expect(usedMs).toBeLessThanOrEqual(timeMs);
    }
  });

  it('returns at once when the result is forced or only one turn is playable', () => {
    expect(legalTurns(ONE_TURN)).toHaveLength(1);
    for (const pos of [WIN_IN_ONE, ONE_TURN]) {
      const { usedMs } = timedSearch(pos, 1000, 1);
      expect(usedMs).toBeLessThan(100);
    }
    const won = new Searcher({ hashMb: 1 }).search(WIN_IN_ONE, { timeMs: 1000 });
    expect(isForced(won.score)).toBe(true);
  });

  it('given a depth, searches that depth even with one turn to play', () => {
    const result = new Searcher({ hashMb: 1 }).search(ONE_TURN, { depth: 4 });
    expect(result.depth).toBe(4);
  });
});
