import type { Position } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { baseGamePositions } from '../testing/games.js';
import { position } from '../testing/position.js';
import { forcesWinWithin } from '../testing/solver.js';
import { ExactSolver, SolverBudgetExceeded } from './exactSolver.js';

// Blue's worker on d3 (level 2) stands next to e3 (level 3): a win this turn.
const BLUE_CLIMBS = position({
  players: [{ workers: ['d3', 'a1'] }, { workers: ['a5', 'b5'] }],
  levels: ['00000', '00000', '00023', '00000', '00000'],
  domes: [],
  toMove: 0,
});

describe('the exact solver', () => {
  it('finds a win this turn and none where there is none', () => {
    const solver = new ExactSolver();
    expect(solver.winsWithin(BLUE_CLIMBS, 1)).toBe(true);
    const flat = position({
      players: [{ workers: ['c3', 'a1'] }, { workers: ['a5', 'b5'] }],
      levels: ['00000', '00000', '00000', '00000', '00000'],
      domes: [],
      toMove: 0,
    });
    expect(solver.winsWithin(flat, 1)).toBe(false);
    expect(solver.winsWithin(flat, 2)).toBe(false);
  });

  it('agrees with the kernel-based test solver on positions from random base games', () => {
    const positions = baseGamePositions(11, 3).filter((_, index) => index % 4 === 0);
    expect(positions.length).toBeGreaterThan(10);
    let wins = 0;
    for (const pos of positions) {
      const solver = new ExactSolver();
      for (const turns of [1, 2]) {
        const expected = forcesWinWithin(pos, 2 * turns - 1);
        expect(solver.winsWithin(pos, turns), `${turns} turns`).toBe(expected);
        if (expected) wins++;
      }
    }
    expect(wins).toBeGreaterThan(0);
  });

  it('gives up past its budget instead of running on', () => {
    const solver = new ExactSolver(3);
    expect(() => solver.winsWithin(baseGamePositions(5, 1)[10] as Position, 3)).toThrow(SolverBudgetExceeded);
  });
});
