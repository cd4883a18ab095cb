import { BaseStack, baseStateOf, MAX_BASE_TURNS, WIN_FLAG, type BaseState } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { TranspositionTable } from '../tt.js';
import { BaseSearch } from './baseSearch.js';
import { mulberry32 } from '../random.js';
import { baseGamePositions } from '../testing/games.js';

// The search's ordered generator (`BaseSearch.generate`) is a copy of the engine kernel's turn loop
// with ordering and a filter added; here it must list, as a set, the kernel's turns less those that
// hand the opponent a winning step.

const stack = new BaseStack(2);
const buffer = new Int32Array(MAX_BASE_TURNS);

/** The kernel's turns of frame `ply`. */
function kernelTurns(ply: number): number[] {
  const count = stack.generate(ply, buffer, 0);
  return Array.from(buffer.subarray(0, count));
}

/** Whether the mover of frame `ply` has a winning step, by the kernel. */
const canWin = (ply: number): boolean => kernelTurns(ply).some((turn) => (turn & WIN_FLAG) !== 0);

/** The kernel's turns of `state` after which the opponent cannot win at once. */
function expectedTurns(state: BaseState): number[] {
  stack.set(0, state);
  return kernelTurns(0).filter((turn) => {
    stack.make(0, turn);
    return !canWin(1);
  });
}

const byCode = (turns: readonly number[]): number[] => [...turns].sort((x, y) => x - y);

/**
 * Base-game states without a winning step for the mover: those of random games, and from every
 * `every`th of them a seeded walk of the kernel's non-winning turns, which fills the board with the
 * towers, domes and threats that random games rarely reach.
 */
function states(seed: number, games: number, every: number, walk: number): BaseState[] {
  const random = mulberry32(seed);
  const out: BaseState[] = [];
  baseGamePositions(seed, games).forEach((pos, index) => {
    stack.set(0, baseStateOf(pos));
    const steps = index % every === 0 ? walk : 0;
    for (let step = 0; step <= steps; step++) {
      if (canWin(0)) break;
      out.push(stack.state(0));
      const turns = kernelTurns(0).filter((turn) => {
        stack.make(0, turn);
        return !canWin(1);
      });
      const turn = turns[Math.floor(random() * turns.length)];
      if (turn === undefined) break;
      stack.make(0, turn);
      stack.set(0, stack.state(1));
    }
  });
  return out;
}

describe("the search's ordered generator", () => {
  it("lists the engine kernel's turns that do not hand the opponent a win, on many positions", () => {
    const search = new BaseSearch(new TranspositionTable(1));
    let compared = 0;
    let filtered = 0;
    let empty = 0;
    for (const state of states(20261207, 20, 5, 40)) {
      const expected = expectedTurns(state);
      const actual = search.generatedTurns(state);
      expect(byCode(actual), JSON.stringify(state)).toEqual(byCode(expected));
      compared++;
      stack.set(0, state);
      if (expected.length < kernelTurns(0).length) filtered++;
      if (expected.length === 0) empty++;
    }
    // Not vacuous: many positions, many where the filter drops turns, some where it drops them all.
    expect(compared).toBeGreaterThan(2000);
    expect(filtered).toBeGreaterThan(200);
    expect(empty).toBeGreaterThan(20);
  });
});
