import { gameOutcome, type GameRecord } from '@santorini/engine';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAiPlayer } from './ai/useAiPlayer.js';
import { AnalysisSide, ReplayBar } from './analysis/ReplayControls.js';
import { useReplay } from './analysis/useReplay.js';
import { AiThinking, MovedNowNote } from './components/AiThinking.js';
import { GameLog } from './components/GameLog.js';
import { PlayerPanel } from './components/PlayerPanel.js';
import { LocalTurnControls } from './components/LocalTurnControls.js';
import { ReplaceGameDialog } from './components/ReplaceGameDialog.js';
import { WinnerDialog } from './components/WinnerDialog.js';
import { boardView } from './game/boardView.js';
import { gameLog, winnerLine } from './game/gameLog.js';
import {
  clickSquare,
  currentPosition,
  restartGame,
  startedFromPosition,
  startGame,
  stepOptions,
  undoTurn,
  type LocalGame,
} from './game/localGame.js';
import { powerHint } from './game/powerHint.js';
import { loadGame, saveGame } from './game/savedGame.js';
import { gameFromFragment, importGame } from './game/sharing.js';
import { SharePanel } from './components/SharePanel.js';
import { SiteNav } from './components/SiteNav.js';
import { winReasonLine } from './game/turnEvents.js';
import { NewGameDialog } from './setup/NewGameDialog.js';
import { defaultSettings, type NewGameSettings } from './game/newGame.js';
import { SwitchableBoard } from './view3d/SwitchableBoard.js';
import { later, refusedAgain, type Later } from './i18n/later.js';

const dropFragment = () => {
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
};

/** The page: a local game (people and AI at one screen), its board, players, controls and log. */
/** A game that would replace the one in progress, waiting for the player to say yes. */
interface Replacement {
  /** What it is, for the question (in the current language): "a new game", "the game in the link"… */
  readonly incoming: string;
  readonly adopt: () => void;
}

/** A game someone is playing: turns played and nobody has won yet. */
const inProgress = (game: LocalGame | null): game is LocalGame =>
  game !== null && game.record.turns.length > 0 && currentPosition(game).winner === null;

export function App() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [linked] = useState(() => gameFromFragment(window.location.hash));
  const [saved] = useState(() => loadGame(window.localStorage));
  const linkedGame = linked !== null && 'game' in linked ? linked.game : null;
  // A share link opens its game, unless a game is in progress here: then the player is asked first.
  const [game, setGame] = useState<LocalGame | null>(() =>
    linkedGame !== null && !inProgress(saved) ? linkedGame : saved,
  );
  const [replacing, setReplacing] = useState<Replacement | null>(() =>
    linkedGame !== null && inProgress(saved)
      ? {
          incoming: t('local.app.incomingLink'),
          adopt: () => {
            setGame(linkedGame);
          },
        }
      : null,
  );
  const [settings, setSettings] = useState<NewGameSettings>(() => ({
    ...defaultSettings(0),
    confirmTurns: game?.confirmTurns ?? false,
  }));
  const [choosing, setChoosing] = useState(game === null);
  const [winnerClosed, setWinnerClosed] = useState(false);
  // Kept as data and worded when shown (a link's or a start's refusal is worded again then).
  const [failure, setFailure] = useState<Later | null>(() =>
    linked !== null && 'error' in linked ? later(() => linked.error) : null,
  );

  useEffect(() => {
    if (game !== null) saveGame(window.localStorage, game);
  }, [game]);

  // A share link has been read: drop the fragment so that a reload keeps the moves since.
  useEffect(() => {
    if (linked !== null) dropFragment();
  }, [linked]);

  /** Does `adopt` at once, or after asking when it would replace a game in progress. */
  const replaceGame = (incoming: string, adopt: () => void) => {
    if (inProgress(game)) setReplacing({ incoming, adopt });
    else adopt();
  };

  // A share link pasted into this tab only changes the fragment: open its game too.
  const confirmTurns = game?.confirmTurns ?? false;
  useEffect(() => {
    const onHash = () => {
      const hash = window.location.hash;
      const opened = gameFromFragment(hash, { confirmTurns });
      if (opened === null) return;
      dropFragment();
      if ('error' in opened) {
        setFailure(refusedAgain(() => gameFromFragment(hash, { confirmTurns }) ?? {}, opened.error));
        return;
      }
      replaceGame(t('local.app.incomingLink'), () => {
        setGame(opened.game);
        setChoosing(false);
        setWinnerClosed(false);
        setFailure(null);
      });
    };
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('hashchange', onHash);
    };
  });

  // The AI plays its seats from a worker; a newer position (undo, new game) cancels its search.
  const positions = game?.positions;
  const { thinking, depth, moveNow, movedNow, watching, paused, setPaused } = useAiPlayer(
    game,
    setGame,
    (words: string | null) => {
      setFailure(words === null ? null : later(() => words));
    },
  );

  const options = useMemo(() => (game === null ? null : stepOptions(game)), [game]);
  const board = useMemo(() => (game === null ? null : boardView(game)), [game, language]);
  const winReason = useMemo(() => (game === null ? null : gameOutcome(game).reason), [positions]);
  const log = useMemo(
    () => (game === null ? [] : gameLog(game.positions, game.record.turns, winReason)),
    [positions, winReason, language],
  );

  const begin = (record: GameRecord, chosen: NewGameSettings) => {
    const make = () => startGame(record, chosen.seats, { confirmTurns: chosen.confirmTurns });
    const started = make();
    if ('error' in started) {
      setFailure(refusedAgain(make, started.error));
      return;
    }
    replaceGame(t('local.app.incomingNew'), () => {
      setSettings(chosen);
      setGame(started.game);
      setChoosing(false);
      setWinnerClosed(false);
      setFailure(null);
    });
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
  // Looking back at a position, or analysing a variation from it: the game itself is only read.
  const replay = useReplay(game?.positions ?? null);

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
          {t('local.app.newGame')}
        </button>
      </header>
      {failure !== null && (
        <p className="notice failure" role="alert">
          {failure.word()}
        </p>
      )}
      {game !== null && pos !== null && board !== null && options !== null && (
        <main className={replay.at === null ? 'table' : 'table replaying'}>
          <div className="board-column">
            <SwitchableBoard
              state={replay.board ?? board}
              onSquare={
                replay.onSquare ??
                ((square) => {
                  setGame(clickSquare(game, square));
                })
              }
            />
            <LocalTurnControls
              game={game}
              options={options}
              thinking={thinking}
              hint={thinking ? null : powerHint(pos, game.prefix, options)}
              onGame={setGame}
              onUndoTurn={() => {
                setGame(undoTurn(game));
                setWinnerClosed(false);
              }}
            />
            <ReplayBar replay={replay} />
            {pos.winner !== null && winnerClosed && (
              <button
                type="button"
                className="show-result"
                onClick={() => {
                  setWinnerClosed(false);
                }}
              >
                {t('local.app.showResult')}
              </button>
            )}
            {watching && pos.winner === null && (
              <button
                type="button"
                className="watch-pause"
                aria-pressed={paused}
                onClick={() => {
                  setPaused(!paused);
                }}
              >
                {paused ? t('local.app.resumeAi') : t('local.app.pauseAi')}
              </button>
            )}
            {thinking && <AiThinking depth={depth} onMoveNow={moveNow} />}
            {!thinking && movedNow?.afterTurns === game.record.turns.length && (
              <MovedNowNote depth={movedNow.depth} />
            )}
          </div>
          <aside className="side">
            <AnalysisSide replay={replay} />
            <PlayerPanel
              position={pos}
              seats={game.seats}
              thinking={thinking}
              fromPosition={startedFromPosition(game)}
              confirmTurns={game.confirmTurns}
            />
            <GameLog entries={log} viewing={replay.at} onView={replay.view} onReplayKey={replay.press} />
            <SharePanel
              game={game}
              onImport={(text) => {
                const imported = importGame(text, game.seats, { confirmTurns: game.confirmTurns });
                if ('error' in imported) return imported.error;
                replaceGame(t('local.app.incomingPasted'), () => {
                  setGame(imported.game);
                  setWinnerClosed(false);
                  setFailure(null);
                });
                return null;
              }}
            />
          </aside>
        </main>
      )}
      {game !== null && pos !== null && pos.winner !== null && !winnerClosed && !choosing && (
        <WinnerDialog
          message={winnerLine(game.seats.length, pos.winner)}
          reason={winReason === null ? null : winReasonLine(pos, pos.winner, winReason)}
          onRematch={rematch}
          onNewGame={() => {
            setChoosing(true);
          }}
          onClose={() => {
            setWinnerClosed(true);
          }}
        />
      )}
      {replacing !== null && (
        <ReplaceGameDialog
          incoming={replacing.incoming}
          turns={game?.record.turns.length ?? 0}
          onReplace={() => {
            replacing.adopt();
            setReplacing(null);
          }}
          onKeep={() => {
            setReplacing(null);
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
