/** The Elo difference a match score (0–1) stands for; NaN at 0 or 1, where it is unbounded. */
export function eloFromScore(score: number): number {
  return score <= 0 || score >= 1 ? NaN : -400 * Math.log10(1 / score - 1);
}
