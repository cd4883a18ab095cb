/** A match's results from A's side: a win scores 1, a draw ½, a loss 0. */
export interface Tally {
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
}

export const EMPTY_TALLY: Tally = { wins: 0, losses: 0, draws: 0 };

/** The two-sided 95% quantile of the normal distribution. */
const Z95 = 1.959963984540054;

export const gamesIn = (tally: Tally): number => tally.wins + tally.losses + tally.draws;

/** A's mean score per game, 0 to 1 (NaN before any game). */
export const scoreOf = (tally: Tally): number => (tally.wins + tally.draws / 2) / gamesIn(tally);

/** The logistic Elo difference that expects this score: ±Infinity at 0 and 1. */
export function eloFromScore(score: number): number {
  if (score <= 0) return -Infinity;
  if (score >= 1) return Infinity;
  return 400 * Math.log10(score / (1 - score));
}

/** The score a logistic Elo difference expects. */
export const scoreFromElo = (elo: number): number => 1 / (1 + 10 ** (-elo / 400));

export interface EloEstimate {
  readonly elo: number;
  /** Half the width of the 95% confidence interval, in Elo (Infinity when it reaches 0 or 1). */
  readonly error: number;
}

/**
 * The Elo difference of A over B from the mean score, with a 95% error bar: the score's standard
 * error comes from the spread of the game results (trinomial), and the interval's ends are turned
 * into Elo — half the distance between them is the error.
 */
export function eloEstimate(tally: Tally): EloEstimate {
  const games = gamesIn(tally);
  if (games === 0) return { elo: NaN, error: NaN };
  const score = scoreOf(tally);
  const variance =
    (tally.wins * (1 - score) ** 2 + tally.draws * (0.5 - score) ** 2 + tally.losses * score ** 2) / games;
  const margin = Z95 * Math.sqrt(variance / games);
  const error = (eloFromScore(score + margin) - eloFromScore(score - margin)) / 2;
  return { elo: eloFromScore(score), error };
}

/**
 * Likelihood of superiority: the probability that A is the stronger, from wins and losses alone
 * (draws carry no information about which is stronger). NaN with no decisive game.
 */
export function likelihoodOfSuperiority(tally: Tally): number {
  const decisive = tally.wins + tally.losses;
  if (decisive === 0) return NaN;
  return 0.5 * (1 + erf((tally.wins - tally.losses) / Math.sqrt(2 * decisive)));
}

/** The error function (Abramowitz and Stegun 7.1.26; absolute error below 1.5e-7). */
export function erf(x: number): number {
  if (x === 0) return 0;
  const sign = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - poly * Math.exp(-a * a));
}

export function addResult(tally: Tally, score: number): Tally {
  if (score === 1) return { ...tally, wins: tally.wins + 1 };
  if (score === 0) return { ...tally, losses: tally.losses + 1 };
  return { ...tally, draws: tally.draws + 1 };
}
