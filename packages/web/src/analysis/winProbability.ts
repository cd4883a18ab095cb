import { isForced, WIN } from '@santorini/ai';

/**
 * How a score reads as a chance to win, for the player to move. The AI's scores are centi-units
 * (not calibrated against results), so this is a reading aid, not a measured probability: a
 * logistic whose scale is SCORE_SCALE centi-units — one scale up (+250) reads as 73%, two (+500)
 * as 88%, −250 as 27%. Forced results are certain: a forced win 100%, a forced loss 0%.
 */
export const SCORE_SCALE = 250;

/** The player to move's chance to win, 0–1. */
export function winProbability(score: number): number {
  if (isForced(score)) return score > 0 ? 1 : 0;
  return 1 / (1 + Math.exp(-score / SCORE_SCALE));
}

/** The chance as a whole percentage, never 0 or 100 unless the result is forced. */
export function winPercent(score: number): number {
  const percent = Math.round(winProbability(score) * 100);
  if (isForced(score)) return percent;
  return Math.min(Math.max(percent, 1), 99);
}

/** A forced result in turns (every player's, up to the deciding one), or null for an estimate. */
export function forcedIn(score: number): { readonly win: boolean; readonly turns: number } | null {
  if (!isForced(score)) return null;
  return { win: score > 0, turns: WIN - Math.abs(score) };
}
