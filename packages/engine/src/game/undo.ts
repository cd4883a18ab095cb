import { makeGame, type Game, type PlayedTurn } from './game.js';

/** A game with its last turn taken back, and that turn. */
export interface Undone {
  readonly game: Game;
  readonly undone: PlayedTurn;
}

/** Takes back the last turn; null when no turn has been played. */
export function undoTurn(game: Game): Undone | null {
  const undone = game.turns[game.turns.length - 1];
  if (undone === undefined) return null;
  return {
    game: makeGame(
      { ...game.record, turns: game.record.turns.slice(0, -1) },
      game.turns.slice(0, -1),
      game.positions.slice(0, -1),
    ),
    undone,
  };
}

/** The game back at its start, every turn taken back. */
export const restartGame = (game: Game): Game =>
  makeGame({ ...game.record, turns: [] }, [], game.positions.slice(0, 1));
