import { describe, expect, it } from 'vitest';
import { parseGodsChoice } from './godsChoice.js';
import { parseSeatKind, parseSeatList } from './seats.js';
import { godsChoiceProblem } from './table.js';

describe('seats and gods from flags and answers', () => {
  it('reads seat kinds and lists of them', () => {
    expect(parseSeatKind(' R ')).toBe('random');
    expect(parseSeatKind('Human')).toBe('human');
    expect(parseSeatKind('robot')).toBeUndefined();
    expect(parseSeatList('human,random,r')).toEqual({ ok: true, value: ['human', 'random', 'random'] });
    expect(parseSeatList('h,h,h,h,h').ok).toBe(false);
  });

  it('reads the ways of choosing gods', () => {
    expect(parseGodsChoice('')).toEqual({ ok: true, value: { kind: 'none' } });
    expect(parseGodsChoice('Random')).toEqual({ ok: true, value: { kind: 'random' } });
    expect(parseGodsChoice('challenger')).toEqual({ ok: true, value: { kind: 'challenger' } });
    expect(parseGodsChoice('Athena, none')).toEqual({
      ok: true,
      value: { kind: 'list', gods: ['athena', null] },
    });
    expect(parseGodsChoice('athena')).toMatchObject({ ok: false });
    const unknown = parseGodsChoice('athena,thor');
    expect(!unknown.ok && unknown.error).toContain("'thor'");
  });

  it('checks the gods against the number of players (R13, R14)', () => {
    expect(godsChoiceProblem({ kind: 'none' }, 2)).toBeNull();
    expect(godsChoiceProblem({ kind: 'none' }, 4)).toContain('rule R14');
    expect(godsChoiceProblem({ kind: 'random' }, 3)).toBeNull();
    expect(godsChoiceProblem({ kind: 'list', gods: ['pan', null] }, 2)).toBeNull();
    expect(godsChoiceProblem({ kind: 'list', gods: ['pan', null, 'zeus'] }, 3)).toContain('rule R14');
    expect(godsChoiceProblem({ kind: 'list', gods: ['aphrodite', 'pan', 'zeus'] }, 3)).toContain(
      'Aphrodite cannot be played with 3 players',
    );
    expect(godsChoiceProblem({ kind: 'list', gods: ['aphrodite', 'pan', 'zeus', 'atlas'] }, 4)).toBeNull();
  });
});
