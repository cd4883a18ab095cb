import type { LegalTurn, Position } from '@santorini/engine';
import type { ExactSolver } from './exactSolver.js';

/** The longest "win in N" the generator looks for, in the solver's own turns. */
export const MAX_WIN_TURNS = 3;
/** A defence must keep the opponent from forcing a win within this many of its turns. */
export const DEFENCE_HORIZON = 2;
/** A "stop the threat" position: at least this share of the turns lose at once. */
export const THREAT_SHARE = 1 / 2;

export interface WinAnalysis {
  readonly kind: 'win';
  /** The side to move forces a win in exactly this many of its own turns, and not faster. */
  readonly moves: number;
  readonly legal: readonly LegalTurn[];
  /** Every first turn that wins within `moves` turns. */
  readonly solutions: readonly LegalTurn[];
}

export interface DefenceAnalysis {
  readonly kind: 'defend';
  readonly moves: 1;
  readonly legal: readonly LegalTurn[];
  /** Every turn after which the opponent cannot force a win within DEFENCE_HORIZON of its turns. */
  readonly solutions: readonly LegalTurn[];
  /** How many turns let the opponent win on its very next turn. */
  readonly losingAtOnce: number;
}

/**
 * The fewest own turns (1 … maxTurns) in which the side to move forces a win, with every first
 * turn that does it; null when there is none within maxTurns.
 */
export function analyseWin(solver: ExactSolver, pos: Position, maxTurns = MAX_WIN_TURNS): WinAnalysis | null {
  if (pos.winner !== null || pos.inPlacement) return null;
  for (let moves = 1; moves <= maxTurns; moves++) {
    if (!solver.winsWithin(pos, moves)) continue;
    const legal = solver.turns(pos);
    const solutions = legal.filter((turn) => winsAfter(solver, pos, turn, moves));
    return { kind: 'win', moves, legal, solutions };
  }
  return null;
}

/** The turn wins at once, or leaves the opponent lost within moves − 1 of the mover's turns. */
export function winsAfter(solver: ExactSolver, pos: Position, turn: LegalTurn, moves: number): boolean {
  if (turn.winner !== null) return turn.winner === pos.toMove;
  return moves > 1 && solver.losesWithin(turn.position, moves - 1);
}

/**
 * A "stop the threat" position: the side to move cannot win at once, at least THREAT_SHARE of its
 * turns let the opponent win on the next turn, and some turns hold out for DEFENCE_HORIZON of the
 * opponent's turns. Null when the position is none.
 */
export function analyseDefence(solver: ExactSolver, pos: Position): DefenceAnalysis | null {
  if (pos.winner !== null || pos.inPlacement) return null;
  const legal = solver.turns(pos);
  if (legal.some((turn) => turn.winner !== null)) return null;
  const holding = legal.filter((turn) => !solver.winsWithin(turn.position, 1));
  const losingAtOnce = legal.length - holding.length;
  if (losingAtOnce < legal.length * THREAT_SHARE || holding.length === 0) return null;
  const solutions = holding.filter((turn) => !solver.winsWithin(turn.position, DEFENCE_HORIZON));
  return { kind: 'defend', moves: 1, legal, solutions, losingAtOnce };
}
