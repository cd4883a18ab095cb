import { formatStep, godTitle, parseTurn, type GodName } from '@santorini/engine';
import type { Puzzle, PuzzleTheme } from '@santorini/ai';
import { seatName } from '../game/seats.js';

/** The task in a line: "Blue to move: win in 2 turns." */
export function taskLine(puzzle: Puzzle): string {
  const who = seatName(puzzle.gods.length, puzzle.toMove);
  if (puzzle.kind === 'defend') {
    const them = seatName(puzzle.gods.length, (puzzle.toMove + 1) % puzzle.gods.length);
    return `${who} to move: stop the threat — ${them} must not be able to force a win.`;
  }
  return puzzle.moves === 1
    ? `${who} to move: win this turn.`
    : `${who} to move: force a win in ${puzzle.moves} of your turns.`;
}

const THEMES: Record<PuzzleTheme, string> = {
  climb: 'Climb to level 3',
  trap: 'Leave no move',
  power: 'A power wins',
  combination: 'Forced win',
  defence: 'Defence',
};

export const themeWords = (theme: PuzzleTheme): string => THEMES[theme];

export function godsLine(gods: readonly (GodName | null)[]): string {
  if (gods.every((god) => god === null)) return 'No God Powers';
  return gods
    .map((god, seat) => `${seatName(gods.length, seat)}: ${god === null ? 'no power' : godTitle(god)}`)
    .join(' · ');
}

/** The hint as words: first which worker, then the first step. */
export function hintLines(puzzle: Puzzle, level: 0 | 1 | 2): string[] {
  if (level === 0) return [];
  const lines = [`Use the worker on ${puzzle.hint.worker}.`];
  if (level === 1) return lines;
  if (puzzle.hint.to !== undefined) lines.push(`First step: move it to ${puzzle.hint.to}.`);
  else {
    const first = puzzle.solutions[0] === undefined ? null : parseTurn(puzzle.solutions[0]);
    const step = first?.ok === true ? first.value[0] : undefined;
    if (step !== undefined) lines.push(`First step: ${formatStep(step, undefined)}.`);
  }
  return lines;
}

export function outcomeLine(puzzle: Puzzle, outcome: 'playing' | 'solved' | 'wrong', left: number): string {
  if (outcome === 'solved') return 'Solved!';
  if (outcome === 'wrong')
    return puzzle.kind === 'defend'
      ? 'Not the solution: after that turn the opponent can force a win. Undo it or try again.'
      : puzzle.moves === 1
        ? 'Not the solution: that turn does not win. Undo it or try again.'
        : `Not the solution: the win in ${puzzle.moves} is gone after that turn. Undo it or try again.`;
  if (puzzle.kind === 'win' && left < puzzle.moves)
    return left === 1 ? 'Good. Now win this turn.' : `Good. Now force the win in ${left} more turns.`;
  return 'Find the turn.';
}
