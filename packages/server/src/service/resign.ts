import type { Position } from '@santorini/engine';
import { withSeatOut } from './elimination.js';
import { seqOf, type LiveGame } from './liveGame.js';
import { refuse } from './refusal.js';
import type { GameResult } from './view.js';

export interface Resignation {
  /** The game's result, or null when play goes on (3 players). */
  readonly result: GameResult | null;
  readonly resigned: readonly { readonly seat: number; readonly seq: number }[];
  /** The position after it. */
  readonly position: Position | null;
}

/**
 * What a resignation does (spec §7), or running out of time (reason `time`: the same, spec §7
 * Clocks), or abandoning the game (reason `abandon`, abandonment.ts): 2 players, the opponent
 * wins; 4, the other team wins (its seat after the caller's); 3, the caller is out and play goes
 * on, unless one player is left. A resignation while gods are being chosen ends any game: with 3
 * players nobody wins ("abandon").
 */
export function resignation(
  live: LiveGame,
  seat: number,
  reason: 'resign' | 'time' | 'abandon' = 'resign',
): Resignation {
  const players = live.options.players;
  const unchanged = { resigned: live.row.resigned, position: live.position };
  if (players === 2) return { ...unchanged, result: { winner: 1 - seat, reason } };
  if (players === 4) return { ...unchanged, result: { winner: (seat + 1) % 4, reason } };
  if (live.position === null) return { ...unchanged, result: { winner: null, reason: 'abandon' } };
  if (live.position.isOut(seat)) return refuse('out', 'you are out of this game already');
  const position = withSeatOut(live.position, seat, live.options.seed);
  const resigned = [...live.row.resigned, { seat, seq: seqOf(live) }];
  const winner = position.winner;
  return { resigned, position, result: winner === null ? null : { winner, reason } };
}
