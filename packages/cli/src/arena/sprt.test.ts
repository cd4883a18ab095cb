import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPRT, logLikelihoodRatio, parseSprt, sprtBounds, sprtState } from './sprt.js';

const expected = (elo: number): number => 1 / (1 + 10 ** (-elo / 400));

describe('SPRT', () => {
  it("Wald's bounds for alpha = beta = 0.05 are ±ln 19", () => {
    const { lower, upper } = sprtBounds(DEFAULT_SPRT);
    expect(upper).toBeCloseTo(Math.log(19), 9);
    expect(lower).toBeCloseTo(-Math.log(19), 9);
  });

  it('without draws the ratio is the binomial one', () => {
    const s0 = expected(0);
    const s1 = expected(30);
    for (const [wins, losses] of [
      [30, 20],
      [12, 19],
      [100, 100],
    ] as const) {
      const binomial = wins * Math.log(s1 / s0) + losses * Math.log((1 - s1) / (1 - s0));
      expect(logLikelihoodRatio({ wins, losses, draws: 0 }, 0, 30)).toBeCloseTo(binomial, 3);
    }
  });

  it('accepts H1 for a clearly stronger A, H0 for an even match, and waits on few games', () => {
    expect(sprtState({ wins: 300, losses: 200, draws: 0 }, DEFAULT_SPRT).verdict).toBe('H1');
    expect(sprtState({ wins: 500, losses: 500, draws: 0 }, DEFAULT_SPRT).verdict).toBe('H0');
    expect(sprtState({ wins: 180, losses: 200, draws: 20 }, DEFAULT_SPRT).verdict).toBe('H0');
    expect(sprtState({ wins: 6, losses: 4, draws: 0 }, DEFAULT_SPRT).verdict).toBeNull();
    expect(sprtState({ wins: 0, losses: 0, draws: 0 }, DEFAULT_SPRT)).toMatchObject({
      llr: 0,
      verdict: null,
    });
  });

  it('ten straight wins are not yet proof (the ratio stays near 10·ln(s1/s0))', () => {
    const llr = logLikelihoodRatio({ wins: 10, losses: 0, draws: 0 }, 0, 30);
    expect(llr).toBeCloseTo(10 * Math.log(expected(30) / expected(0)), 2);
    expect(sprtState({ wins: 10, losses: 0, draws: 0 }, DEFAULT_SPRT).verdict).toBeNull();
  });

  it('a win never lowers the ratio and a loss never raises it', () => {
    const count = fc.integer({ min: 0, max: 300 });
    fc.assert(
      fc.property(count, count, count, (wins, losses, draws) => {
        const llr = logLikelihoodRatio({ wins, losses, draws }, 0, 30);
        expect(logLikelihoodRatio({ wins: wins + 1, losses, draws }, 0, 30)).toBeGreaterThanOrEqual(
          llr - 1e-9,
        );
        expect(logLikelihoodRatio({ wins, losses: losses + 1, draws }, 0, 30)).toBeLessThanOrEqual(
          llr + 1e-9,
        );
      }),
    );
  });
});

describe('parseSprt', () => {
  it('reads key=value pairs, keeping defaults for the others', () => {
    expect(parseSprt('elo0=0,elo1=30,alpha=0.05,beta=0.05')).toEqual({ ok: true, value: DEFAULT_SPRT });
    expect(parseSprt('elo1=10')).toEqual({ ok: true, value: { ...DEFAULT_SPRT, elo1: 10 } });
    expect(parseSprt('')).toEqual({ ok: true, value: DEFAULT_SPRT });
  });

  it('names what is wrong', () => {
    const problem = (text: string): string => {
      const parsed = parseSprt(text);
      return parsed.ok ? 'accepted' : parsed.error;
    };
    expect(problem('elo2=5')).toContain("'elo2=5'");
    expect(problem('elo1=x')).toContain('elo1 must be a number');
    expect(problem('elo0=30,elo1=10')).toContain('elo1 must be greater than elo0');
    expect(problem('alpha=0.7')).toContain('alpha=0.7');
  });
});
