import { describe, expect, it } from 'vitest';
import {
  addResult,
  EMPTY_TALLY,
  eloEstimate,
  eloFromScore,
  erf,
  likelihoodOfSuperiority,
  scoreFromElo,
  scoreOf,
} from './statistics.js';

/** Elo from a score, written out independently of the code under test. */
const elo = (p: number): number => 400 * Math.log10(p / (1 - p));

describe('Elo from a score', () => {
  it('is 0 at 50%, 400·log10(3) at 75%, symmetric, and infinite at 0 and 1', () => {
    expect(eloFromScore(0.5)).toBe(0);
    expect(eloFromScore(0.75)).toBeCloseTo(190.85, 2);
    expect(eloFromScore(0.25)).toBeCloseTo(-190.85, 2);
    expect(eloFromScore(0.64)).toBeCloseTo(100, 0);
    expect(eloFromScore(1)).toBe(Infinity);
    expect(eloFromScore(0)).toBe(-Infinity);
  });

  it('scoreFromElo is its inverse', () => {
    for (const d of [-300, -30, 0, 12.5, 200]) expect(eloFromScore(scoreFromElo(d))).toBeCloseTo(d, 9);
  });
});

describe('the error bar', () => {
  it('50 wins, 50 losses: 0 Elo ± about 69 (1.96 standard errors of a 0.25 variance)', () => {
    const estimate = eloEstimate({ wins: 50, losses: 50, draws: 0 });
    const margin = 1.959964 * Math.sqrt(0.25 / 100);
    expect(estimate.elo).toBe(0);
    expect(estimate.error).toBeCloseTo(elo(0.5 + margin), 3);
    expect(estimate.error).toBeGreaterThan(68);
    expect(estimate.error).toBeLessThan(70);
  });

  it('draws narrow it: the same score with draws has a smaller error', () => {
    const decisive = eloEstimate({ wins: 30, losses: 10, draws: 0 });
    const drawish = eloEstimate({ wins: 20, losses: 0, draws: 20 });
    expect(scoreOf({ wins: 30, losses: 10, draws: 0 })).toBe(0.75);
    expect(drawish.elo).toBeCloseTo(decisive.elo, 9);
    expect(drawish.error).toBeLessThan(decisive.error);
  });

  it('shrinks like 1/√N', () => {
    const small = eloEstimate({ wins: 60, losses: 40, draws: 0 });
    const large = eloEstimate({ wins: 6000, losses: 4000, draws: 0 });
    expect(small.error / large.error).toBeGreaterThan(9.5);
    expect(small.error / large.error).toBeLessThan(10.5);
  });

  it('is not a number before any game', () => {
    expect(eloEstimate(EMPTY_TALLY).elo).toBeNaN();
  });
});

describe('likelihood of superiority', () => {
  it('is ½ when even, near 1 after 10–0, and ignores draws', () => {
    expect(likelihoodOfSuperiority({ wins: 7, losses: 7, draws: 3 })).toBeCloseTo(0.5, 6);
    expect(likelihoodOfSuperiority({ wins: 10, losses: 0, draws: 0 })).toBeCloseTo(0.99922, 4);
    expect(likelihoodOfSuperiority({ wins: 10, losses: 0, draws: 50 })).toBeCloseTo(0.99922, 4);
    expect(likelihoodOfSuperiority({ wins: 0, losses: 10, draws: 0 })).toBeCloseTo(0.00078, 4);
  });

  it('erf matches known values', () => {
    expect(erf(0)).toBeCloseTo(0, 6);
    expect(erf(1)).toBeCloseTo(0.8427008, 6);
    expect(erf(-0.5)).toBeCloseTo(-0.5204999, 6);
  });
});

describe('addResult', () => {
  it('counts 1 as a win, 0 as a loss, ½ as a draw', () => {
    const tally = [1, 0, 0.5, 1].reduce(addResult, EMPTY_TALLY);
    expect(tally).toEqual({ wins: 2, losses: 1, draws: 1 });
  });
});
