import { squareName, type LegalTurn, type Step, type Turn } from '@santorini/engine';

/**
 * The one "intended solution class" a puzzle must have. With S the solutions (the first turns that
 * reach the goal, one per resulting position) and L the legal turns:
 *
 * - S is not empty and |S| ≤ |L| / 4 (a proper, small part of what could be played), and
 * - either every solution starts with the same move (the same worker to the same square: the
 *   builds after it may differ), or there are at most 3 solutions.
 *
 * Anything else (two unrelated ways to win, or most turns working) is refused.
 */
export const MAX_LOOSE_SOLUTIONS = 3;
export const MAX_SOLUTION_SHARE = 1 / 4;

/** The first move of a turn ("from-to" in squares), or null for a turn without one. */
export function firstMove(turn: Turn): { readonly from: number; readonly to: number } | null {
  const move = turn.find((step: Step) => step.kind === 'move');
  return move?.kind === 'move' ? { from: move.from, to: move.to } : null;
}

export function isOneSolutionClass(solutions: readonly LegalTurn[], legal: number): boolean {
  if (solutions.length === 0 || solutions.length > legal * MAX_SOLUTION_SHARE) return false;
  if (solutions.length <= MAX_LOOSE_SOLUTIONS) return true;
  return sharedFirstMove(solutions) !== null;
}

/** The move every solution starts with, or null when they differ (or one has none). */
export function sharedFirstMove(solutions: readonly LegalTurn[]): { from: number; to: number } | null {
  const first = solutions[0] === undefined ? null : firstMove(solutions[0].turn);
  if (first === null) return null;
  for (const solution of solutions) {
    const move = firstMove(solution.turn);
    if (move?.from !== first.from || move.to !== first.to) return null;
  }
  return first;
}

/**
 * The hint: the worker every solution moves (its square) and, when they all move it to the same
 * square, that square. Data only; the web app words it.
 */
export interface PuzzleHint {
  readonly worker: string;
  readonly to?: string;
}

export function hintOf(solutions: readonly LegalTurn[]): PuzzleHint | null {
  const moves = solutions.map((solution) => firstMove(solution.turn));
  const first = moves[0];
  if (first === undefined || first === null) return null;
  if (moves.some((move) => move?.from !== first.from)) return null;
  const sameTo = moves.every((move) => move?.to === first.to);
  return sameTo
    ? { worker: squareName(first.from), to: squareName(first.to) }
    : { worker: squareName(first.from) };
}
