import type { Position } from '@santorini/engine';
import type { BoardArrow, BoardState } from '../board/boardState.js';
import { changedSquares, squareViews } from '../game/boardView.js';

/**
 * The board at position `at` of a game (0: the start), read-only: no targets, no selection, the
 * squares the turn before it changed lit up as the last turn, and its arrow.
 */
export function replayBoard(positions: readonly Position[], at: number, lastArrow: BoardArrow | null): BoardState {
  const shown = positions[at] ?? (positions[positions.length - 1] as Position);
  const before = at > 0 ? positions[at - 1] : undefined;
  return {
    squares: squareViews(shown),
    targets: new Map(),
    selected: null,
    lastTurn: before === undefined ? [] : changedSquares(before, shown),
    arrows: lastArrow === null ? [] : [lastArrow],
    interactive: false,
  };
}
