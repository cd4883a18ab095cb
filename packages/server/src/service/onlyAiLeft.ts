import type { Position } from '@santorini/engine';
import type { LiveGame } from './liveGame.js';
import type { GameResult } from './view.js';

/**
 * The result of a game that no person plays any more: a 3-player game whose seats still in play
 * (after a resignation, a clock running out, an abandonment or a player stuck out by R2) are all
 * AI seats ends at once, with no winner and reason `abandon` (docs/limits.md) — the AI seats would
 * otherwise play each other on the server's cores for nobody. Null while a person still plays, or
 * when the position has a winner already. (2 and 4 players end whenever a seat leaves.)
 */
export function onlyAiLeft(live: LiveGame, position: Position | null): GameResult | null {
  if (live.options.players !== 3 || position === null || position.winner !== null) return null;
  const inPlay = live.row.seats.filter((_seat, index) => !position.isOut(index));
  if (inPlay.length === 0 || inPlay.some((seat) => seat.ai === null)) return null;
  return { winner: null, reason: 'abandon' };
}
