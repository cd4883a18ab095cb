import { GOD_SUMMARIES, godTitle, type GodName } from '@santorini/engine';
import { useEffect, useMemo, useState } from 'react';
import { BoardView } from '../components/BoardView.js';
import { SiteNav } from '../components/SiteNav.js';
import { TurnControls } from '../components/TurnControls.js';
import { boardView } from '../game/boardView.js';
import {
  awaitingConfirmation,
  canUndoTurn,
  clickSquare,
  confirmTurn,
  currentPosition,
  dismissChoice,
  endTurn,
  stepOptions,
  takeStep,
  undoStep,
  type LocalGame,
} from '../game/localGame.js';
import { previewSteps } from '../game/preview.js';
import { seatName } from '../game/seats.js';
import { statusLine } from '../game/status.js';
import { navigate, puzzlePath } from '../online/route.js';
import { dailyIndex } from './daily.js';
import { loadProgress, recordMiss, recordSolved, saveProgress, type PuzzleProgress } from './progress.js';
import { loadPuzzles } from './puzzleSet.js';
import data from './puzzles.json' with { type: 'json' };
import {
  showMoreHint,
  startSession,
  tryAgain,
  turnsLeft,
  undoWrong,
  update,
  type PuzzleSession,
} from './session.js';
import { godsLine, hintLines, outcomeLine, taskLine, themeWords } from './words.js';
import './puzzles.css';

const LOADED = loadPuzzles(data);
if (LOADED.problems.length > 0) console.error('puzzles not used:', LOADED.problems);

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** `/puzzles`: today's puzzle (or `/puzzles/<id>`), next, hint, the streak; played on the game's own board. */
export function PuzzlePage({ id }: { readonly id?: string | undefined }) {
  const { puzzles } = LOADED;
  const today = dailyIndex(new Date(), puzzles.length);
  const found = id === undefined ? today : puzzles.findIndex((p) => p.puzzle.id === id);
  const index = found < 0 ? today : found;
  const playable = puzzles[index];
  const [progress, setProgress] = useState<PuzzleProgress>(() => loadProgress(storage()));
  const [session, setSession] = useState<PuzzleSession | null>(() =>
    playable === undefined ? null : startSession(playable),
  );
  useEffect(() => {
    setSession(playable === undefined ? null : startSession(playable));
  }, [playable]);

  const remember = (next: PuzzleProgress) => {
    setProgress(next);
    saveProgress(storage(), next);
  };
  const apply = (next: PuzzleSession) => {
    if (session !== null && next.outcome !== session.outcome) {
      if (next.outcome === 'solved')
        remember(recordSolved(progress, next.playable.puzzle.id, !next.missed && next.hint === 0));
      if (next.outcome === 'wrong') remember(recordMiss(progress));
    }
    setSession(next);
  };
  const play = (game: LocalGame) => {
    if (session !== null) apply(update(session, game));
  };

  const board = useMemo(() => (session === null ? null : boardView(session.game)), [session]);
  if (playable === undefined || session === null || board === null)
    return (
      <div className="app">
        <PageHeader />
        <p className="notice failure" role="alert">
          No puzzles could be loaded.
        </p>
      </div>
    );

  const { puzzle } = playable;
  const { game, outcome } = session;
  const pos = currentPosition(game);
  const options = stepOptions(game);
  const playing = outcome === 'playing';
  const goTo = (at: number) => {
    const target = puzzles[(at + puzzles.length) % puzzles.length];
    if (target !== undefined) navigate(puzzlePath(target.puzzle.id));
  };

  return (
    <div className="app">
      <PageHeader />
      <main className="table puzzle-page">
        <div className="board-column">
          <BoardView
            state={board}
            onSquare={(square) => {
              if (playing) play(clickSquare(game, square));
            }}
          />
        </div>
        <aside className="side">
          <section className="puzzle-card" aria-labelledby="puzzle-title">
            <h2 id="puzzle-title">
              {index === today ? "Today's puzzle" : `Puzzle ${index + 1}`}{' '}
              <span className="puzzle-number">
                ({index + 1} of {puzzles.length})
              </span>
            </h2>
            <p className="puzzle-task">{taskLine(puzzle)}</p>
            <p className="puzzle-meta">
              {themeWords(puzzle.theme)} · Difficulty {puzzle.difficulty} of 5 · {godsLine(puzzle.gods)}
            </p>
            <p className={`puzzle-outcome puzzle-${outcome}`} role="status" aria-live="polite">
              <span aria-hidden="true">{outcome === 'solved' ? '✓ ' : outcome === 'wrong' ? '✗ ' : ''}</span>
              {outcomeLine(puzzle, outcome, turnsLeft(session))}
              {session.reply !== null && playing && <> The opponent replied {session.reply}.</>}
            </p>
            {hintLines(puzzle, session.hint).map((line) => (
              <p key={line} className="puzzle-hint">
                {line}
              </p>
            ))}
            <div className="puzzle-buttons">
              {playing && game.turns.length === 0 && session.hint < 2 && (
                <button
                  type="button"
                  onClick={() => {
                    apply(showMoreHint(session));
                  }}
                >
                  {session.hint === 0 ? 'Hint' : 'More hint'}
                </button>
              )}
              {outcome === 'wrong' && (
                <button
                  type="button"
                  onClick={() => {
                    apply(undoWrong(session));
                  }}
                >
                  Undo
                </button>
              )}
              {(outcome === 'wrong' || game.turns.length > 0) && (
                <button
                  type="button"
                  onClick={() => {
                    apply(tryAgain(session));
                  }}
                >
                  Try again
                </button>
              )}
              <button
                type="button"
                className="puzzle-next"
                onClick={() => {
                  goTo(index + 1);
                }}
              >
                Next puzzle
              </button>
              {index !== today && (
                <button
                  type="button"
                  onClick={() => {
                    goTo(today);
                  }}
                >
                  Today's puzzle
                </button>
              )}
            </div>
            <p className="puzzle-streak" aria-label="Your progress">
              Streak: <strong data-testid="streak">{progress.streak}</strong> · Best {progress.best} · Solved{' '}
              {progress.solved.length} of {puzzles.length}
              {progress.solved.includes(puzzle.id) && ' · you have solved this one'}
            </p>
          </section>
          {playing && (
            <TurnControls
              status={statusLine(game, options, false)}
              notice={game.notice}
              board={previewSteps(pos, game.prefix)}
              choice={game.choice}
              canEnd={options.canEnd && options.steps.length > 0}
              hasPass={options.steps.some((step) => step.kind === 'pass')}
              canUndoStep={game.prefix.length > 0}
              canUndoTurn={canUndoTurn(game)}
              awaitingConfirmation={awaitingConfirmation(game)}
              onChoose={(step) => {
                play(takeStep(game, step));
              }}
              onCancelChoice={() => {
                play(dismissChoice(game));
              }}
              onConfirm={() => {
                play(confirmTurn(game));
              }}
              onEndTurn={() => {
                play(endTurn(game));
              }}
              onPass={() => {
                play(takeStep(game, { kind: 'pass' }));
              }}
              onUndoStep={() => {
                play(undoStep(game));
              }}
              onUndoTurn={() => {
                apply(tryAgain(session));
              }}
            />
          )}
          <PowerList gods={puzzle.gods} />
        </aside>
      </main>
    </div>
  );
}

/** What each power in the puzzle does (nothing for a base-game puzzle). */
function PowerList({ gods }: { readonly gods: readonly (GodName | null)[] }) {
  if (gods.every((god) => god === null)) return null;
  return (
    <section className="puzzle-powers" aria-label="God Powers">
      {gods.map((god, seat) => (
        <p key={seat}>
          <strong>{seatName(gods.length, seat)}</strong>:{' '}
          {god === null ? 'no power' : `${godTitle(god)} — ${GOD_SUMMARIES[god]}`}
        </p>
      ))}
    </section>
  );
}

function PageHeader() {
  return (
    <header className="top">
      <h1>Santorini</h1>
      <SiteNav current="puzzles" />
    </header>
  );
}
