import { parseTurn, type GameRecord } from '@santorini/engine';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AiClient } from './ai/aiClient.js';
import { GameLog } from './components/GameLog.js';
import { PlayerPanel } from './components/PlayerPanel.js';
import { TurnControls } from './components/TurnControls.js';
import { WinnerDialog } from './components/WinnerDialog.js';
import { boardView } from './game/boardView.js';
import { gameLog, winnerLine } from './game/gameLog.js';
import {
  aiToMove,
  canUndoTurn,
  clickSquare,
  currentPosition,
  dismissChoice,
  endTurn,
  playTurn,
  startGame,
  stepOptions,
  takeStep,
  undoStep,
  undoTurn,
  type LocalGame,
} from './game/localGame.js';
import { previewSteps } from './game/preview.js';
import { loadGame, saveGame } from './game/savedGame.js';
import { gameFromFragment, importRecord } from './game/sharing.js';
import { SharePanel } from './components/SharePanel.js';
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
  const [settings, setSettings] = useState<NewGameSettings>(() => defaultSettings(0));
  const [choosing, setChoosing] = useState(game === null);
  const [thinking, setThinking] = useState(false);
  const [winnerClosed, setWinnerClosed] = useState(false);
  const [failure, setFailure] = useState<string | null>(() =>
    linked !== null && 'error' in linked ? linked.error : null,
  );
  const ai = useRef<AiClient | null>(null);

  useEffect(() => {
    if (game !== null) saveGame(window.localStorage, game);
  }, [game]);

  // The AI plays its seats from a worker; a newer position (undo, new game) makes its answer stale.
  const positions = game?.positions;
  useEffect(() => {
    if (game === null) return;
    const seat = aiToMove(game);
    if (seat === null || seat.kind !== 'ai') return;
    ai.current ??= new AiClient();
    const client = ai.current;
    let settled = false;
    setThinking(true);
    const seed = (game.record.seed + game.record.turns.length) >>> 0;
    client
      .chooseTurn(currentPosition(game), seat.level, seed)
      .then((text) => {
        settled = true;
        setThinking(false);
        const turn = text === null ? null : parseTurn(text);
        if (turn === null || !turn.ok) {
          setFailure(`The AI found no turn to play${text === null ? '' : ` (it answered "${text}")`}.`);
          return;
        }
        setGame((old) => {
          if (old === null || old.positions !== game.positions) return old;
          const played = playTurn(old, turn.value);
          if ('error' in played) {
            setFailure(`The AI's turn ${text ?? ''} was refused: ${played.error}`);
            return old;
          }
          return played;
        });
      })
      .catch((error: unknown) => {
        settled = true;
        setThinking(false);
        setFailure(`The AI failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    return () => {
      if (!settled) {
        client.cancel();
        setThinking(false);
      }
    };
    // Only a new position (or new seats) asks the AI again, not a notice or a selection.
  }, [positions, game?.seats]);

  const options = useMemo(() => (game === null ? null : stepOptions(game)), [game]);
  const board = useMemo(() => (game === null ? null : boardView(game)), [game]);
  const log = useMemo(() => (game === null ? [] : gameLog(game.positions, game.record.turns)), [positions]);

  const begin = (record: GameRecord, chosen: NewGameSettings) => {
    const started = startGame(record, chosen.seats);
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
    begin({ ...game.record, turns: [] }, { ...settings, seats: game.seats });
  };

  const pos = game === null ? null : currentPosition(game);

  return (
    <div className="app">
      <header className="top">
        <h1>Santorini</h1>
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
            {thinking && (
              <p className="thinking" role="status">
                <span className="spinner" aria-hidden="true" /> The AI is thinking…
              </p>
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
            <PlayerPanel position={pos} seats={game.seats} thinking={thinking} />
            <GameLog entries={log} />
            <SharePanel
              game={game}
              onImport={(text) => {
                const imported = importRecord(text, game.seats);
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
