import { readFileSync } from 'node:fs';
import { applyTurnText, parsePosition, positionKey, type Position } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { analyseDefence, analyseWin } from './analyse.js';
import { ExactSolver } from './exactSolver.js';
import type { PuzzleSet } from './puzzle.js';
import { isOneSolutionClass } from './solutionClass.js';

// The puzzle set the web app ships, re-verified here with the exact solver (a sample, to stay fast).
const FILE = new URL('../../../web/src/puzzles/puzzles.json', import.meta.url);
const set = JSON.parse(readFileSync(FILE, 'utf8')) as PuzzleSet;
const SAMPLE = 10;
const step = Math.max(1, Math.floor(set.puzzles.length / SAMPLE));
const sample = set.puzzles.filter((_, index) => index % step === 0).slice(0, SAMPLE);

const keysAfter = (pos: Position, texts: readonly string[]): string[] =>
  texts
    .map((text) => {
      const after = applyTurnText(pos, text);
      if (!after.ok) throw new Error(`${text}: ${after.error.message}`);
      return positionKey(after.value);
    })
    .sort();

describe('the committed puzzle set', () => {
  it('is version 1 with puzzles of every kind', () => {
    expect(set.version).toBe(1);
    expect(set.puzzles.length).toBeGreaterThanOrEqual(10);
    expect(new Set(set.puzzles.map((p) => p.kind))).toEqual(new Set(['win', 'defend']));
    expect(set.puzzles.some((p) => p.gods.some((god) => god !== null))).toBe(true);
    expect(new Set(set.puzzles.map((p) => p.id)).size).toBe(set.puzzles.length);
  });

  it.each(sample.map((puzzle) => [puzzle.id, puzzle] as const))(
    '%s has exactly the solutions it lists, one solution class',
    (_, puzzle) => {
      const parsed = parsePosition(puzzle.position);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const pos = parsed.value;
      const solver = new ExactSolver();
      const analysis = puzzle.kind === 'win' ? analyseWin(solver, pos) : analyseDefence(solver, pos);
      expect(analysis?.moves).toBe(puzzle.moves);
      const solutions = analysis?.solutions ?? [];
      expect(
        keysAfter(
          pos,
          solutions.map((turn) => turn.text),
        ),
      ).toEqual(keysAfter(pos, puzzle.solutions));
      expect(isOneSolutionClass(solutions, analysis?.legal.length ?? 0)).toBe(true);
    },
  );
});
