import { err, ok, type Result } from '@santorini/engine';
import { gamesIn, scoreFromElo, type Tally } from './statistics.js';

/** H0: A is `elo0` Elo stronger than B; H1: `elo1` stronger. alpha and beta are the error rates. */
export interface SprtSettings {
  readonly elo0: number;
  readonly elo1: number;
  readonly alpha: number;
  readonly beta: number;
}

export type SprtVerdict = 'H0' | 'H1' | null;

export interface SprtState {
  /** The log-likelihood ratio of H1 against H0. */
  readonly llr: number;
  /** Accept H0 at or below this. */
  readonly lower: number;
  /** Accept H1 at or above this. */
  readonly upper: number;
  readonly verdict: SprtVerdict;
}

export const DEFAULT_SPRT: SprtSettings = { elo0: 0, elo1: 30, alpha: 0.05, beta: 0.05 };

const SPRT_KEYS = ['elo0', 'elo1', 'alpha', 'beta'] as const;

/** Reads `elo0=0,elo1=30,alpha=0.05,beta=0.05`; a key left out keeps its default. */
export function parseSprt(text: string): Result<SprtSettings, string> {
  const settings: Record<(typeof SPRT_KEYS)[number], number> = { ...DEFAULT_SPRT };
  for (const item of text.split(',')) {
    if (item.trim() === '') continue;
    const [key = '', value = '', ...extra] = item.split('=').map((part) => part.trim());
    const name = SPRT_KEYS.find((known) => known === key.toLowerCase());
    if (name === undefined || extra.length > 0)
      return err(`expected key=value with a key among ${SPRT_KEYS.join(', ')}, got '${item}'`);
    const number = Number(value);
    if (value === '' || !Number.isFinite(number)) return err(`${name} must be a number, got '${value}'`);
    settings[name] = number;
  }
  const { elo0, elo1, alpha, beta } = settings;
  if (!(elo1 > elo0)) return err(`elo1 must be greater than elo0, got elo0=${elo0}, elo1=${elo1}`);
  if (!(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5))
    return err(`alpha and beta are error rates between 0 and 0.5, got alpha=${alpha}, beta=${beta}`);
  return ok(settings);
}

/** Wald's bounds: accept H0 at ln(β/(1−α)), H1 at ln((1−β)/α). */
export function sprtBounds(settings: SprtSettings): { lower: number; upper: number } {
  return {
    lower: Math.log(settings.beta / (1 - settings.alpha)),
    upper: Math.log((1 - settings.beta) / settings.alpha),
  };
}

const OUTCOME_SCORES = [0, 0.5, 1] as const;
/** Stands in for an outcome never seen, so that every distribution below has all three. */
const UNSEEN = 1e-3;

/**
 * The generalised SPRT's log-likelihood ratio for trinomial results (loss, draw, win): under each
 * hypothesis the results' distribution is the one of highest likelihood whose expected score is
 * the hypothesis's (logistic Elo), and the ratio compares the two. With no draws this is the
 * binomial ratio W·ln(s1/s0) + L·ln((1−s1)/(1−s0)).
 */
export function logLikelihoodRatio(tally: Tally, elo0: number, elo1: number): number {
  if (gamesIn(tally) === 0) return 0;
  const counts = [tally.losses, tally.draws, tally.wins];
  const p0 = constrainedMle(counts, scoreFromElo(elo0));
  const p1 = constrainedMle(counts, scoreFromElo(elo1));
  return counts.reduce((sum, n, i) => (n === 0 ? sum : sum + n * Math.log((p1[i] ?? 1) / (p0[i] ?? 1))), 0);
}

/**
 * The distribution over OUTCOME_SCORES of highest likelihood for `counts` with mean `score`:
 * p_i = f_i / (1 + θ(a_i − score)) with f the observed frequencies and θ the root (by bisection)
 * that makes the p_i sum to one.
 */
function constrainedMle(counts: readonly number[], score: number): number[] {
  const seen = counts.map((n) => Math.max(n, UNSEEN));
  const total = seen.reduce((sum, n) => sum + n, 0);
  const freq = seen.map((n) => n / total);
  const gaps = OUTCOME_SCORES.map((a) => a - score);
  // Σ f_i·gap_i / (1 + θ·gap_i) falls as θ grows; every denominator stays positive inside (lo, hi).
  const slope = (theta: number): number =>
    freq.reduce((sum, f, i) => sum + (f * (gaps[i] ?? 0)) / (1 + theta * (gaps[i] ?? 0)), 0);
  let lo = -1 / (1 - score);
  let hi = 1 / score;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (slope(mid) > 0) lo = mid;
    else hi = mid;
  }
  const theta = (lo + hi) / 2;
  return freq.map((f, i) => f / (1 + theta * (gaps[i] ?? 0)));
}

export function sprtState(tally: Tally, settings: SprtSettings): SprtState {
  const { lower, upper } = sprtBounds(settings);
  const llr = logLikelihoodRatio(tally, settings.elo0, settings.elo1);
  const verdict: SprtVerdict = llr >= upper ? 'H1' : llr <= lower ? 'H0' : null;
  return { llr, lower, upper, verdict };
}
