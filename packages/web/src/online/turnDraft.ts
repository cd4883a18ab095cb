import { formatTurn, type Game } from '@santorini/engine';
import type { BoardState } from '../board/boardState.js';
import { boardView } from '../game/boardView.js';
import {
  awaitingConfirmation,
  clickSquare,
  stepOptions,
  takeStep,
  type LocalGame,
} from '../game/localGame.js';

/**
 * The turn a player puts together on the board, step by step exactly as in local play: a local
 * game over the online game's Game whose completed turns are held (confirmTurns) instead of played,
 * so that the page sends them to the server and the server's answer moves the game on.
 */
export type TurnDraft = LocalGame;

/** A draft with no steps, over the game as it stands. */
export function newDraft(game: Game): TurnDraft {
  const players = game.positions[0]?.playerCount ?? 2;
  return {
    record: game.record,
    turns: game.turns,
    positions: game.positions,
    seats: Array.from({ length: players }, () => ({ kind: 'person' }) as const),
    prefix: [],
    selected: null,
    choice: null,
    notice: null,
    confirmTurns: true,
  };
}

/** The turn in notation once it is complete (nothing more can follow), or null. */
export const completedTurn = (draft: TurnDraft): string | null =>
  awaitingConfirmation(draft) ? formatTurn(draft.prefix) : null;

/** The turn in notation when it may end where it stands ("End turn": optional steps skipped), or null. */
export function endableTurn(draft: TurnDraft): string | null {
  if (draft.prefix.length === 0) return null;
  return stepOptions(draft).canEnd ? formatTurn(draft.prefix) : null;
}

/** A click on the board while it is the player's turn. */
export const clickDraft = (draft: TurnDraft, square: number): TurnDraft => clickSquare(draft, square);

/** Declines an optional whole turn (a Dionysus extra turn). */
export const passDraft = (draft: TurnDraft): TurnDraft => takeStep(draft, { kind: 'pass' });

/** Drops the steps taken so far. */
export const clearDraft = (draft: TurnDraft): TurnDraft => ({
  ...draft,
  prefix: [],
  selected: null,
  choice: null,
  notice: null,
});

/** The board for a draft: the player's targets while `active`, a still board while someone else plays. */
export function draftBoard(draft: TurnDraft, active: boolean): BoardState {
  const view = boardView(draft);
  return active ? view : { ...view, targets: new Map(), selected: null, interactive: false };
}
