import { positionKey, type Position } from '@santorini/engine';
import { bestDefence, ExactSolver } from '@santorini/ai';
import {
  currentPosition,
  playTurn,
  restartGame,
  startFromPosition,
  undoTurn,
  type LocalGame,
} from '../game/localGame.js';
import type { SeatKind } from '../game/seats.js';
import type { PlayablePuzzle } from './puzzleSet.js';

/**
 * One attempt at a puzzle: a LocalGame started from the puzzle's position (so every rule and power
 * plays as in a game), the person on the side to move and the exact solver's best defence on the
 * other. Pure: every operation returns a new session.
 */
export interface PuzzleSession {
  readonly playable: PlayablePuzzle;
  readonly game: LocalGame;
  readonly outcome: 'playing' | 'solved' | 'wrong';
  /** A wrong turn was played during this attempt (the streak then ends). */
  readonly missed: boolean;
  /** How much of the hint is shown: 0 none, 1 the worker, 2 the first step. */
  readonly hint: 0 | 1 | 2;
  /** The defence's last reply, in notation, while it is the latest turn. */
  readonly reply: string | null;
}

const PERSON: SeatKind = { kind: 'person' };
const DEFENDER: SeatKind = { kind: 'ai', level: 8 };

export function startSession(playable: PlayablePuzzle): PuzzleSession {
  const { position } = playable;
  const seats = Array.from({ length: position.playerCount }, (_, seat) =>
    seat === position.toMove ? PERSON : DEFENDER,
  );
  const started = startFromPosition(position, [], seats);
  if ('error' in started) throw new Error(`puzzle ${playable.puzzle.id}: ${started.error}`);
  return { playable, game: started.game, outcome: 'playing', missed: false, hint: 0, reply: null };
}

/** The solver's own turns played so far in this attempt. */
export const ownTurns = (session: PuzzleSession): number =>
  session.game.turns.filter((turn) => turn.seat === session.playable.position.toMove).length;

/** Turns the solver has left to win in (a multi-turn "win in N"). */
export const turnsLeft = (session: PuzzleSession): number =>
  Math.max(0, session.playable.puzzle.moves - ownTurns(session));

/**
 * The game after a click or a button: when it holds a new turn of the solver, that turn is judged —
 * a first turn against the puzzle's solutions, a later one by the exact solver (does the forced win
 * still hold?) — and a correct turn that does not finish the puzzle is answered by the best defence.
 */
export function update(session: PuzzleSession, game: LocalGame): PuzzleSession {
  if (session.outcome !== 'playing') return session;
  const played = game.turns.length > session.game.turns.length;
  const next = { ...session, game, reply: played ? null : session.reply };
  if (!played) return next;
  const { puzzle, solutionKeys, position } = session.playable;
  const solver = position.toMove;
  const pos = currentPosition(game);
  const own = ownTurns(next);
  const left = puzzle.moves - own;
  const exact = new ExactSolver(20_000);
  const correct =
    own === 1
      ? solutionKeys.has(positionKey(pos))
      : pos.winner === solver || (left > 0 && exact.losesWithin(pos, left));
  if (!correct) return { ...next, outcome: 'wrong', missed: true };
  if (puzzle.kind === 'defend' || pos.winner === solver || left <= 0) return { ...next, outcome: 'solved' };
  return defend(next, exact, pos, left);
}

function defend(session: PuzzleSession, solver: ExactSolver, pos: Position, left: number): PuzzleSession {
  const reply = bestDefence(solver, pos, left);
  if (reply === null) return { ...session, outcome: 'solved' };
  const answered = playTurn(session.game, reply.turn);
  if ('error' in answered) throw new Error(`the defence ${reply.text}: ${answered.error}`);
  return { ...session, game: answered, reply: reply.text };
}

/** Takes the wrong turn back (and any reply after it): the person tries again from there. */
export function undoWrong(session: PuzzleSession): PuzzleSession {
  return { ...session, game: undoTurn(session.game), outcome: 'playing', reply: null };
}

/** Back to the puzzle's position; a wrong turn already played still counts against the streak. */
export function tryAgain(session: PuzzleSession): PuzzleSession {
  return { ...session, game: restartGame(session.game), outcome: 'playing', reply: null };
}

export const showMoreHint = (session: PuzzleSession): PuzzleSession => ({
  ...session,
  hint: session.hint === 0 ? 1 : 2,
});
