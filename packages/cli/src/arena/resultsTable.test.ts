import { describe, expect, it } from 'vitest';
import { resultsTable, tallyByGods, tallyByPower } from './resultsTable.js';
import { DEFAULT_SPRT, sprtState } from './sprt.js';
import { outcome, resultOf } from './testOutcomes.js';

const names = { a: 'level 8', b: 'Stronghold 2', aSpec: 'level:8', bSpec: 'cmd:./stronghold' };

describe('the results table', () => {
  it("shows who played and A's totals, Elo with its error, and LOS", () => {
    const result = resultOf([
      outcome(0, 1, [null, null]),
      outcome(1, 1, [null, null]),
      outcome(2, 0, [null, null]),
      outcome(3, 0.5, [null, null]),
    ]);
    const lines = resultsTable(result, names, { games: 4 }).split('\n');
    expect(lines[0]).toBe('A: level 8 (level:8)');
    expect(lines[1]).toBe('B: Stronghold 2 (cmd:./stronghold)');
    expect(lines[3]).toMatch(/^\s+Games\s+A wins\s+B wins\s+Draws\s+Score\s+Elo A-B\s+LOS$/);
    expect(lines[4]).toMatch(/^Total\s+4\s+2\s+1\s+1\s+62\.5%\s+\+88\.7\s+± (\d+\.\d|inf)\s+\d+\.\d%$/);
    expect(lines.join('\n')).not.toContain('By gods');
    expect(lines.join('\n')).toContain(
      'Ended: 3 by the rules, 1 at the turn cap (draws), 0 by an illegal turn, 0 by a failure',
    );
  });

  it('breaks the results down by gods, both colours of a pair together', () => {
    const outcomes = [
      outcome(0, 1, ['apollo', 'athena']),
      outcome(1, 0, ['apollo', 'athena']),
      outcome(2, 1, ['pan', 'atlas']),
      outcome(3, 1, ['pan', 'atlas']),
    ];
    expect([...tallyByGods(outcomes)]).toEqual([
      ['Apollo vs Athena', { wins: 1, losses: 1, draws: 0 }],
      ['Atlas vs Pan', { wins: 2, losses: 0, draws: 0 }],
    ]);
    const text = resultsTable(resultOf(outcomes), names, { games: 4 });
    expect(text).toContain("By gods (A's results):");
    expect(text).toMatch(/Apollo vs Athena\s+2\s+1\s+1\s+0\s+50\.0%/);
    expect(text).toMatch(/Atlas vs Pan\s+2\s+2\s+0\s+0\s+100\.0%/);
  });

  it('breaks the results down by power, a game counted once for a power both sides hold', () => {
    const outcomes = [
      outcome(0, 1, ['pan', 'atlas']),
      outcome(1, 0, ['pan', 'atlas']),
      outcome(2, 1, ['pan', 'pan']),
      outcome(3, 0.5, ['apollo', 'pan']),
    ];
    expect([...tallyByPower(outcomes)]).toEqual([
      ['apollo', { wins: 0, losses: 0, draws: 1 }],
      ['atlas', { wins: 1, losses: 1, draws: 0 }],
      ['pan', { wins: 2, losses: 1, draws: 1 }],
    ]);
    const text = resultsTable(resultOf(outcomes), names, { games: 4 });
    expect(text).toContain("By power, the games in which either side holds it (A's results):");
    expect(text).toMatch(/Pan\s+4\s+2\s+1\s+1\s+62\.5%\s+\+88\.7\s+± /);
    expect(text).toMatch(/Atlas\s+2\s+1\s+1\s+0\s+50\.0%\s+\+0\.0/);
  });

  it('leaves the power table out when only a pairing or two of powers played', () => {
    const text = resultsTable(resultOf([outcome(0, 1, ['pan', 'atlas'])]), names, { games: 2 });
    expect(text).not.toContain('By power');
  });

  it('gives the SPRT state, why the match stopped, and the first failures', () => {
    const outcomes = [
      outcome(0, 1, [null, null]),
      outcome(1, 0, [null, null], { termination: 'failure', detail: 'A (x): exited (status 1)' }),
    ];
    const sprt = sprtState({ wins: 1, losses: 1, draws: 0 }, DEFAULT_SPRT);
    const text = resultsTable(resultOf(outcomes, { sprt, stoppedBy: 'interrupt' }), names, {
      games: 10,
      sprt: DEFAULT_SPRT,
    });
    expect(text).toContain(
      'SPRT elo0=0 elo1=30 alpha=0.05 beta=0.05: LLR -0.01 (bounds -2.94, 2.94): no decision yet',
    );
    expect(text).toContain('Stopped after 2 of 10 games: interrupted.');
    expect(text).toContain('  game 2: A (x): exited (status 1)');
  });
});
