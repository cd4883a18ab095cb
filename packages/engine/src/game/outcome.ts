import { NONE, type Position, mutableCopy } from '../core/position.js';
import { positionsDuringTurn } from '../written/partialTurn.js';
import { gameResult } from '../record/recordResult.js';
import { hasLegalTurn } from '../turn/legality.js';
import { currentPosition, type Game, type PlayedTurn } from './game.js';

/**
 * How a game was won: `climbed` — the winner moved up onto level 3; `power` — another win
 * condition of the winner's power (moving down two levels, a fifth tower…); `noLegalTurn` — the
 * opponent to move had no legal turn (in 3 players: the last player left).
 */
export type WinReason = 'climbed' | 'power' | 'noLegalTurn';

export interface GameOutcome {
  /** The winning seat (in 4 players its team wins), null while the game goes on. */
  readonly winner: number | null;
  /** The record's Result text (`*`, `1-0`, `0-1-0-1`…). */
  readonly result: string;
  /** Null while the game goes on, or when it started from a position already won. */
  readonly reason: WinReason | null;
}

/** Who has won, and why when the last turn tells. */
export function gameOutcome(game: Game): GameOutcome {
  const final = currentPosition(game);
  const last = game.turns[game.turns.length - 1];
  const before = game.positions[game.positions.length - 2];
  const reason =
    final.winner === null || last === undefined || before === undefined
      ? null
      : winReason(before, last, final);
  return { winner: final.winner, result: gameResult(final), reason };
}

function winReason(before: Position, turn: PlayedTurn, final: Position): WinReason {
  const boards = positionsDuringTurn(before, turn.steps);
  if (boards[boards.length - 1]?.winner !== null) return climbed(boards, turn) ? 'climbed' : 'power';
  return lostForNoTurn(before, final) ? 'noLegalTurn' : 'power';
}

/** Whether a move of the turn went up onto level 3 (`boards[i]` is the board before step i). */
function climbed(boards: readonly Position[], turn: PlayedTurn): boolean {
  return turn.steps.some((step, index) => {
    const board = boards[index];
    return (
      step.kind === 'move' &&
      board !== undefined &&
      board.levelAt(step.to) === 3 &&
      board.levelAt(step.from) < 3
    );
  });
}

/**
 * Whether the game ended after the turn because a player had no legal turn (spec §2.2): in 3
 * players a player went out, otherwise the player to move has none.
 */
function lostForNoTurn(before: Position, final: Position): boolean {
  if (final.playerCount === 3) return [0, 1, 2].some((seat) => final.isOut(seat) && !before.isOut(seat));
  const probe = mutableCopy(final);
  probe.setWinner(NONE);
  return !hasLegalTurn(probe);
}
