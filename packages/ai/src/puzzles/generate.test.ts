import { describe, expect, it } from 'vitest';
import { generatePuzzles } from './generate.js';

describe('the puzzle generator', () => {
  it('makes the same set for the same seed', () => {
    const options = { seed: 3, count: 3, maxGames: 2 };
    const first = generatePuzzles(options);
    expect(first.puzzles.length).toBeGreaterThan(0);
    expect(generatePuzzles(options)).toEqual(first);
    for (const puzzle of first.puzzles) {
      expect(puzzle.solutions.length).toBeGreaterThan(0);
      expect(puzzle.solutions.length).toBeLessThanOrEqual(puzzle.legalTurns / 4);
    }
  });
});
