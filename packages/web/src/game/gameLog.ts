import { parseTurn, positionsDuringTurn, type Position, type WinReason } from '@santorini/engine';
import { t } from '../i18n/i18n.js';
import { describeStep } from './describe.js';
import { seatName } from './seats.js';
import { turnAftermath, winReasonLine } from './turnEvents.js';

export interface LogEntry {
  /** 1 for the first turn. */
  readonly number: number;
  readonly player: string;
  /** The turn in notation (spec §3). */
  readonly notation: string;
  /**
   * One line per step, in the current language, then what the end of the turn did (petrification, a seat going
   * out), and the result with its reason when the turn ended the game.
   */
  readonly lines: readonly string[];
}

/**
 * The game log: every turn in notation, with what each step did in words. `winReason` is why the
 * last turn won the game (`gameOutcome`), when it did.
 */
export function gameLog(
  positions: readonly Position[],
  turns: readonly string[],
  winReason: WinReason | null = null,
): LogEntry[] {
  const players = positions[0]?.playerCount ?? 2;
  return turns.map((notation, index) => {
    const before = positions[index] as Position;
    const after = positions[index + 1];
    const player = seatName(players, before.toMove);
    const parsed = parseTurn(notation);
    const steps = parsed.ok ? parsed.value : [];
    // The turn was played, so its boards come in one pass, without re-checking each step.
    const boards = positionsDuringTurn(before, steps);
    const lines = steps.map((step, at) => describeStep(boards[at] ?? before, player, step));
    const lastBoard = boards[boards.length - 1];
    if (after !== undefined && lastBoard !== undefined) lines.push(...turnAftermath(lastBoard, after));
    if (after !== undefined && after.winner !== null) {
      lines.push(winnerLine(players, after.winner));
      if (winReason !== null && index === turns.length - 1)
        lines.push(winReasonLine(after, after.winner, winReason));
    }
    return { number: index + 1, player, notation, lines };
  });
}

/** Who won, in words: a seat, or a team with 4 players. */
export function winnerLine(players: number, winner: number): string {
  const seat = seatName(players, winner);
  return players === 4 ? t('game.result.teamWins', { seat }) : t('game.result.wins', { seat });
}
