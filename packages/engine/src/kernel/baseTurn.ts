import { build, move, type Step } from '../core/steps.js';

/**
 * The one encoding of a base-game turn (2 players, no powers) as an int32, shared by perft, the
 * AI's base search and its baselines: bits 0–4 the square moved from, 5–9 the square moved to,
 * 10–14 the square built on, and WIN_FLAG for a move up to level 3 (which wins: no build). A turn
 * that is not a win is below 1 << 15, so it can index a table directly (the AI's history).
 */
export const WIN_FLAG = 1 << 15;

/** The most turns a base-game position can have: 2 workers × 8 moves × 8 builds. */
export const MAX_BASE_TURNS = 128;

export const turnFrom = (turn: number): number => turn & 31;
export const turnTo = (turn: number): number => (turn >>> 5) & 31;
export const turnBuild = (turn: number): number => (turn >>> 10) & 31;
export const isWinningTurn = (turn: number): boolean => (turn & WIN_FLAG) !== 0;

export const baseTurn = (from: number, to: number, at: number): number => from | (to << 5) | (at << 10);
export const winningTurn = (from: number, to: number): number => from | (to << 5) | WIN_FLAG;

/** A packed turn as engine steps (for notation: `formatTurn(baseTurnSteps(turn))`). */
export function baseTurnSteps(turn: number): Step[] {
  const to = turnTo(turn);
  const step = move(turnFrom(turn), to);
  return isWinningTurn(turn) ? [step] : [step, build(turnBuild(turn), to)];
}
