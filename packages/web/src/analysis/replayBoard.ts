import type { Position } from '@santorini/engine';
import type { BoardState } from '../board/boardState.js';
import { changedSquares, squareViews } from '../game/boardView.js';

/**
 * The board at position `at` of a game (0: the start), read-only: no targets, no selection, the
 * squares the turn before it changed lit up as the last turn.
 */
export function replayBoard(positions: readonly Position[], at: number): BoardState {
  const shown = positions[at];
  if (shown === undefined) throw new Error(`no position ${at} in a game of ${positions.length - 1} turns`);
  const before = at > 0 ? positions[at - 1] : undefined;
  return {
    squares: squareViews(shown),
    targets: new Map(),
    selected: null,
    lastTurn: before === undefined ? [] : changedSquares(before, shown),
    interactive: false,
  };
}
