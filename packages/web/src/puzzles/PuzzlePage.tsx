import type { GodName } from '@santorini/engine';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardView } from '../components/BoardView.js';
import { SiteNav } from '../components/SiteNav.js';
import { LocalTurnControls } from '../components/LocalTurnControls.js';
import { boardView } from '../game/boardView.js';
import { clickSquare, stepOptions, type LocalGame } from '../game/localGame.js';
import { seatName } from '../game/seats.js';
import { navigate, puzzlePath } from '../lib/route.js';
import { powerText } from '../powers/powerText.js';
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
import { godsLine, hintLines, outcomeLine, powerName, taskLine, themeWords } from './words.js';
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

/**
 * `/puzzles`: today's puzzle (or `/puzzles/<id>`), next, hint, the streak; played on the game's own
 * board, the action bar right under it as on the game screen (on a phone too, the puzzle card below).
 */
export function PuzzlePage({ id }: { readonly id?: string | undefined }) {
  const { t, i18n } = useTranslation();
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

  const board = useMemo(
    () => (session === null ? null : boardView(session.game)),
    // The language too: the squares' labels are words.
    [session, i18n.language],
  );
  if (playable === undefined || session === null || board === null)
    return (
      <div className="app">
        <PageHeader />
        <p className="notice failure" role="alert">
          {t('pages.puzzles.none')}
        </p>
      </div>
    );

  const { puzzle } = playable;
  const { game, outcome } = session;
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
          {playing && (
            <LocalTurnControls
              game={game}
              options={options}
              onGame={play}
              onUndoTurn={() => {
                apply(tryAgain(session));
              }}
            />
          )}
        </div>
        <aside className="side">
          <section className="puzzle-card" aria-labelledby="puzzle-title">
            <h2 id="puzzle-title">
              {index === today
                ? t('pages.puzzles.today')
                : t('pages.puzzles.numbered', { number: index + 1 })}{' '}
              <span className="puzzle-number">
                {t('pages.puzzles.ofAll', { number: index + 1, total: puzzles.length })}
              </span>
            </h2>
            <p className="puzzle-task">{taskLine(puzzle)}</p>
            <p className="puzzle-meta">
              {themeWords(puzzle.theme)} · {t('pages.puzzles.difficulty', { level: puzzle.difficulty })} ·{' '}
              {godsLine(puzzle.gods)}
            </p>
            <p className={`puzzle-outcome puzzle-${outcome}`} role="status" aria-live="polite">
              <span aria-hidden="true">{outcome === 'solved' ? '✓ ' : outcome === 'wrong' ? '✗ ' : ''}</span>
              {outcomeLine(puzzle, outcome, turnsLeft(session))}
              {session.reply !== null && playing && (
                <> {t('pages.puzzles.replied', { turn: session.reply })}</>
              )}
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
                  {session.hint === 0 ? t('pages.puzzles.hint') : t('pages.puzzles.moreHint')}
                </button>
              )}
              {outcome === 'wrong' && (
                <button
                  type="button"
                  onClick={() => {
                    apply(undoWrong(session));
                  }}
                >
                  {t('pages.puzzles.undo')}
                </button>
              )}
              {(outcome === 'wrong' || game.turns.length > 0) && (
                <button
                  type="button"
                  onClick={() => {
                    apply(tryAgain(session));
                  }}
                >
                  {t('pages.puzzles.tryAgain')}
                </button>
              )}
              <button
                type="button"
                className="puzzle-next"
                onClick={() => {
                  goTo(index + 1);
                }}
              >
                {t('pages.puzzles.next')}
              </button>
              {index !== today && (
                <button
                  type="button"
                  onClick={() => {
                    goTo(today);
                  }}
                >
                  {t('pages.puzzles.today')}
                </button>
              )}
            </div>
            <p className="puzzle-streak" aria-label={t('pages.puzzles.progress')}>
              {t('pages.puzzles.streak')} <strong data-testid="streak">{progress.streak}</strong> ·{' '}
              {t('pages.puzzles.best', { best: progress.best })} ·{' '}
              {t('pages.puzzles.solvedCount', { solved: progress.solved.length, total: puzzles.length })}
              {progress.solved.includes(puzzle.id) && ` · ${t('pages.puzzles.solvedThis')}`}
            </p>
          </section>
          <PowerList gods={puzzle.gods} />
        </aside>
      </main>
    </div>
  );
}

/** What each power in the puzzle does (nothing for a base-game puzzle). */
function PowerList({ gods }: { readonly gods: readonly (GodName | null)[] }) {
  const { t } = useTranslation();
  if (gods.every((god) => god === null)) return null;
  return (
    <section className="puzzle-powers" aria-label={t('pages.puzzles.powers')}>
      {gods.map((god, seat) => (
        <p key={seat}>
          <strong>{seatName(gods.length, seat)}</strong>:{' '}
          {god === null
            ? powerName(god)
            : t('pages.puzzles.godSummary', { god: powerText(god).title, summary: powerText(god).summary })}
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
