import type { Position } from '@santorini/engine';
import type { BoardState, SquareView } from '../board/boardState.js';
import { targetsFor } from './clicks.js';
import { lastTurnArrows } from './lastTurnArrows.js';
import { aiToMove, currentPosition, isOver, stepOptions, type LocalGame } from './localGame.js';
import { previewSteps } from './preview.js';
import { sideLetter, sideName } from './seats.js';

/** The squares of a position as the board draws them. */
export function squareViews(pos: Position): SquareView[] {
  return Array.from({ length: 25 }, (_, square) => {
    const worker = pos.workerAt(square);
    return {
      level: pos.levelAt(square),
      dome: pos.domeAt(square),
      worker:
        worker === null
          ? null
          : {
              side: worker.side,
              letter: sideLetter(worker.side),
              owner: sideName(worker.side),
              female: worker.female,
            },
    };
  });
}

/** Squares whose level, dome or worker differ between two positions. */
export function changedSquares(before: Position, after: Position): number[] {
  const changed: number[] = [];
  for (let square = 0; square < 25; square++)
    if (
      before.levelAt(square) !== after.levelAt(square) ||
      before.domeAt(square) !== after.domeAt(square) ||
      before.sideAt(square) !== after.sideAt(square)
    )
      changed.push(square);
  return changed;
}

/**
 * What the board shows for a game: the turn so far, the legal targets, the last turn's squares and
 * arrows.
 */
export function boardView(game: LocalGame): BoardState {
  const pos = currentPosition(game);
  const shown = previewSteps(pos, game.prefix);
  const previous = game.positions[game.positions.length - 2];
  const lastTurn = game.turns[game.turns.length - 1];
  return {
    squares: squareViews(shown),
    targets: targetsFor(stepOptions(game), game.prefix, game.selected, pos),
    selected: game.selected,
    lastTurn: previous === undefined ? [] : changedSquares(previous, pos),
    // The last turn's arrows until the player to move starts their own turn.
    arrows: lastTurn === undefined || game.prefix.length > 0 ? [] : lastTurnArrows(lastTurn.steps),
    interactive: !isOver(game) && aiToMove(game) === null,
  };
}
