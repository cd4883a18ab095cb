import { type GameRecord } from '@santorini/engine';
import { useEffect, useMemo, useState } from 'react';
import { useAiPlayer } from './ai/useAiPlayer.js';
import { AiThinking, MovedNowNote } from './components/AiThinking.js';
import { GameLog } from './components/GameLog.js';
import { PlayerPanel } from './components/PlayerPanel.js';
import { TurnControls } from './components/TurnControls.js';
import { WinnerDialog } from './components/WinnerDialog.js';
import { boardView } from './game/boardView.js';
import { gameLog, winnerLine } from './game/gameLog.js';
import {
  awaitingConfirmation,
  canUndoTurn,
  confirmTurn,
  clickSquare,
  currentPosition,
  dismissChoice,
  endTurn,
  restartGame,
  startedFromPosition,
  startGame,
  stepOptions,
  takeStep,
  undoStep,
  undoTurn,
  type LocalGame,
} from './game/localGame.js';
import { previewSteps } from './game/preview.js';
import { loadGame, saveGame } from './game/savedGame.js';
import { gameFromFragment, importGame } from './game/sharing.js';
import { SharePanel } from './components/SharePanel.js';
import { SiteNav } from './components/SiteNav.js';
import { statusLine } from './game/status.js';
import { NewGameDialog } from './setup/NewGameDialog.js';
import { defaultSettings, type NewGameSettings } from './setup/newGame.js';
import { SwitchableBoard } from './view3d/SwitchableBoard.js';

/** The page: a local game (people and AI at one screen), its board, players, controls and log. */
export function App() {
  const [linked] = useState(() => gameFromFragment(window.location.hash));
  const [game, setGame] = useState<LocalGame | null>(() =>
    linked !== null && 'game' in linked ? linked.game : loadGame(window.localStorage),
  );
  const [settings, setSettings] = useState<NewGameSettings>(() => ({
    ...defaultSettings(0),
    confirmTurns: game?.confirmTurns ?? false,
  }));
  const [choosing, setChoosing] = useState(game === null);
  const [winnerClosed, setWinnerClosed] = useState(false);
  const [failure, setFailure] = useState<string | null>(() =>
    linked !== null && 'error' in linked ? linked.error : null,
  );

  useEffect(() => {
    if (game !== null) saveGame(window.localStorage, game);
  }, [game]);

  // A share link's game is now the saved game: drop the fragment so that a reload keeps the moves since.
  useEffect(() => {
    if (linked !== null && 'game' in linked)
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
  }, [linked]);

  // The AI plays its seats from a worker; a newer position (undo, new game) cancels its search.
  const positions = game?.positions;
  const { thinking, depth, moveNow, movedNow } = useAiPlayer(game, setGame, setFailure);

  const options = useMemo(() => (game === null ? null : stepOptions(game)), [game]);
  const board = useMemo(() => (game === null ? null : boardView(game)), [game]);
  const log = useMemo(() => (game === null ? [] : gameLog(game.positions, game.record.turns)), [positions]);

  const begin = (record: GameRecord, chosen: NewGameSettings) => {
    const started = startGame(record, chosen.seats, { confirmTurns: chosen.confirmTurns });
    if ('error' in started) {
      setFailure(started.error);
      return;
    }
    setSettings(chosen);
    setGame(started.game);
    setChoosing(false);
    setWinnerClosed(false);
    setFailure(null);
  };

  const rematch = () => {
    if (game === null) return;
    // The same start again: the setup, or the position the game started from.
    setSettings({ ...settings, seats: game.seats });
    setGame(restartGame(game));
    setWinnerClosed(false);
    setFailure(null);
  };

  const pos = game === null ? null : currentPosition(game);

  return (
    <div className="app">
      <header className="top">
        <h1>Santorini</h1>
        <SiteNav current="local" />
        <button
          type="button"
          onClick={() => {
            setChoosing(true);
          }}
        >
          New game
        </button>
      </header>
      {failure !== null && (
        <p className="notice failure" role="alert">
          {failure}
        </p>
      )}
      {game !== null && pos !== null && board !== null && options !== null && (
        <main className="table">
          <div className="board-column">
            <SwitchableBoard
              state={board}
              onSquare={(square) => {
                setGame(clickSquare(game, square));
              }}
            />
            {thinking && <AiThinking depth={depth} onMoveNow={moveNow} />}
            {!thinking && movedNow?.afterTurns === game.record.turns.length && (
              <MovedNowNote depth={movedNow.depth} />
            )}
          </div>
          <aside className="side">
            <TurnControls
              status={statusLine(game, options, thinking)}
              notice={game.notice}
              board={previewSteps(pos, game.prefix)}
              choice={game.choice}
              canEnd={options.canEnd && options.steps.length > 0}
              hasPass={options.steps.some((step) => step.kind === 'pass')}
              canUndoStep={game.prefix.length > 0}
              canUndoTurn={canUndoTurn(game)}
              onChoose={(step) => {
                setGame(takeStep(game, step));
              }}
              onCancelChoice={() => {
                setGame(dismissChoice(game));
              }}
              awaitingConfirmation={awaitingConfirmation(game)}
              onConfirm={() => {
                setGame(confirmTurn(game));
              }}
              onEndTurn={() => {
                setGame(endTurn(game));
              }}
              onPass={() => {
                setGame(takeStep(game, { kind: 'pass' }));
              }}
              onUndoStep={() => {
                setGame(undoStep(game));
              }}
              onUndoTurn={() => {
                setGame(undoTurn(game));
                setWinnerClosed(false);
              }}
            />
            <PlayerPanel
              position={pos}
              seats={game.seats}
              thinking={thinking}
              fromPosition={startedFromPosition(game)}
              confirmTurns={game.confirmTurns}
            />
            <GameLog entries={log} />
            <SharePanel
              game={game}
              onImport={(text) => {
                const imported = importGame(text, game.seats, { confirmTurns: game.confirmTurns });
                if ('error' in imported) return imported.error;
                setGame(imported.game);
                setWinnerClosed(false);
                setFailure(null);
                return null;
              }}
            />
          </aside>
        </main>
      )}
      {game !== null && pos !== null && pos.winner !== null && !winnerClosed && !choosing && (
        <WinnerDialog
          message={winnerLine(game.seats.length, pos.winner)}
          onRematch={rematch}
          onNewGame={() => {
            setChoosing(true);
          }}
          onClose={() => {
            setWinnerClosed(true);
          }}
        />
      )}
      {choosing && (
        <NewGameDialog
          initial={settings}
          onStart={begin}
          onCancel={
            game === null
              ? null
              : () => {
                  setChoosing(false);
                }
          }
        />
      )}
    </div>
  );
}
