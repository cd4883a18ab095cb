import { legalTurns, parseTurn, type Turn } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { currentPosition, playTurn, type LocalGame } from '../game/localGame.js';
import data from './puzzles.json' with { type: 'json' };
import { loadPuzzles, type PlayablePuzzle } from './puzzleSet.js';
import { startSession, tryAgain, undoWrong, update, type PuzzleSession } from './session.js';

const { puzzles, problems } = loadPuzzles(data);

function find(test: (p: PlayablePuzzle) => boolean): PlayablePuzzle {
  const found = puzzles.find(test);
  if (found === undefined) throw new Error('no such puzzle in the set');
  return found;
}

function turnOf(text: string): Turn {
  const parsed = parseTurn(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

function played(game: LocalGame, turn: Turn): LocalGame {
  const next = playTurn(game, turn);
  if ('error' in next) throw new Error(next.error);
  return next;
}

const playText = (session: PuzzleSession, text: string): PuzzleSession =>
  update(session, played(session.game, turnOf(text)));

/** A legal turn of the position now that is none of the puzzle's solutions. */
function wrongTurn(session: PuzzleSession): Turn {
  const wrong = legalTurns(currentPosition(session.game)).find(
    (turn) => !session.playable.puzzle.solutions.includes(turn.text) && turn.winner === null,
  );
  if (wrong === undefined) throw new Error('every turn solves');
  return wrong.turn;
}

describe('a puzzle attempt', () => {
  it('reads every puzzle of the committed set', () => {
    expect(problems).toEqual([]);
    expect(puzzles.length).toBeGreaterThan(10);
  });

  it('solves a win in 1 with its solution', () => {
    const puzzle = find((p) => p.puzzle.kind === 'win' && p.puzzle.moves === 1);
    const session = playText(startSession(puzzle), puzzle.puzzle.solutions[0] ?? '');
    expect(session.outcome).toBe('solved');
    expect(session.missed).toBe(false);
  });

  it('says a wrong turn is wrong, and undo or try again go back', () => {
    const puzzle = find((p) => p.puzzle.kind === 'win' && p.puzzle.moves === 1);
    const start = startSession(puzzle);
    const wrong = update(start, played(start.game, wrongTurn(start)));
    expect(wrong.outcome).toBe('wrong');
    expect(wrong.missed).toBe(true);
    expect(undoWrong(wrong).game.turns).toHaveLength(0);
    expect(tryAgain(wrong).outcome).toBe('playing');
    expect(playText(undoWrong(wrong), puzzle.puzzle.solutions[0] ?? '').outcome).toBe('solved');
  });

  it('answers a good first turn of a win in 2 with a defence, then the win solves it', () => {
    const puzzle = find((p) => p.puzzle.kind === 'win' && p.puzzle.moves === 2);
    const session = playText(startSession(puzzle), puzzle.puzzle.solutions[0] ?? '');
    expect(session.outcome).toBe('playing');
    expect(session.reply).not.toBeNull();
    expect(session.game.turns).toHaveLength(2);
    const pos = currentPosition(session.game);
    const win = legalTurns(pos).find((turn) => turn.winner === pos.toMove);
    expect(win).toBeDefined();
    expect(update(session, played(session.game, win?.turn ?? [])).outcome).toBe('solved');
  });

  it('solves a stop-the-threat puzzle with one of its defences, and not with a turn that loses', () => {
    const puzzle = find((p) => p.puzzle.kind === 'defend');
    const start = startSession(puzzle);
    expect(playText(start, puzzle.puzzle.solutions[0] ?? '').outcome).toBe('solved');
    expect(update(start, played(start.game, wrongTurn(start))).outcome).toBe('wrong');
  });
});
