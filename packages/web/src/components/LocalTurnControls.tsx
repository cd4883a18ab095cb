import type { StepOptions } from '@santorini/engine';
import {
  awaitingConfirmation,
  canUndoTurn,
  confirmTurn,
  currentPosition,
  dismissChoice,
  endTurn,
  noticeText,
  takeStep,
  undoStep,
  undoTurn,
  type LocalGame,
} from '../game/localGame.js';
import { previewSteps } from '../game/preview.js';
import { statusLine } from '../game/status.js';
import { TurnControls } from './TurnControls.js';

interface Props {
  readonly game: LocalGame;
  /** The game's legal next steps (`stepOptions(game)`), which the caller has already. */
  readonly options: StepOptions;
  /** Each button's result: the game after the step, the end of the turn, the undo… */
  readonly onGame: (game: LocalGame) => void;
  /** The AI is searching (the status says so). */
  readonly thinking?: boolean;
  /** What the power allows now, if the page shows it. */
  readonly hint?: string | null;
  /** "Undo turn" when it means more than the game's own undo (the puzzle starts again). */
  readonly onUndoTurn?: () => void;
}

/**
 * The action bar for a game played at this screen (the game, a puzzle, an analysis variation): the
 * TurnControls wired to the local game's operations, each result handed to `onGame`.
 */
export function LocalTurnControls({ game, options, onGame, thinking = false, hint, onUndoTurn }: Props) {
  const pos = currentPosition(game);
  return (
    <TurnControls
      status={statusLine(game, options, thinking)}
      hint={hint}
      notice={noticeText(game)}
      board={previewSteps(pos, game.prefix)}
      choice={game.choice}
      canEnd={options.canEnd && options.steps.length > 0}
      hasPass={options.steps.some((step) => step.kind === 'pass')}
      canUndoStep={game.prefix.length > 0}
      canUndoTurn={canUndoTurn(game)}
      awaitingConfirmation={awaitingConfirmation(game)}
      onChoose={(step) => {
        onGame(takeStep(game, step));
      }}
      onCancelChoice={() => {
        onGame(dismissChoice(game));
      }}
      onConfirm={() => {
        onGame(confirmTurn(game));
      }}
      onEndTurn={() => {
        onGame(endTurn(game));
      }}
      onPass={() => {
        onGame(takeStep(game, { kind: 'pass' }));
      }}
      onUndoStep={() => {
        onGame(undoStep(game));
      }}
      onUndoTurn={
        onUndoTurn ??
        (() => {
          onGame(undoTurn(game));
        })
      }
    />
  );
}
