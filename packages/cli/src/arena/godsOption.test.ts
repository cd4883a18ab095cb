import { implementedGods, isImplemented } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { allowedPairs, godsLabel, godsPlan, parseGodsOption } from './godsOption.js';

function problem(text: string, players = 2): string {
  const parsed = parseGodsOption(text, players);
  return parsed.ok ? 'accepted' : parsed.error;
}

describe('the --gods option', () => {
  it('reads none, random, all-pairs and a list', () => {
    expect(parseGodsOption('none', 2)).toEqual({ ok: true, value: { kind: 'none' } });
    expect(parseGodsOption('Random', 4)).toEqual({ ok: true, value: { kind: 'random' } });
    expect(parseGodsOption('all-pairs', 2)).toEqual({ ok: true, value: { kind: 'all-pairs' } });
    expect(parseGodsOption('apollo, athena', 2)).toEqual({
      ok: true,
      value: { kind: 'fixed', gods: ['apollo', 'athena'] },
    });
  });

  it('names what is wrong', () => {
    expect(problem('none', 4)).toContain('rule R14');
    expect(problem('all-pairs', 4)).toContain('2 players');
    expect(problem('apollo,zorro')).toContain("unknown god 'zorro'");
    expect(problem('apollo')).toContain('as many powers as there are players: 2, not 1');
    expect(problem('circe,eros')).toContain('banned pair');
  });
});

describe('god plans', () => {
  it('all-pairs goes round every allowed pair once, without Circe vs Eros', () => {
    const pairs = allowedPairs();
    const keys = pairs.map((pair) => [...pair].sort().join('+'));
    expect(new Set(keys).size).toBe(pairs.length);
    expect(keys).not.toContain('circe+eros');
    const count = implementedGods().length;
    expect(pairs.length).toBe(
      (count * (count - 1)) / 2 - (isImplemented('circe') && isImplemented('eros') ? 1 : 0),
    );
    const plan = godsPlan({ kind: 'all-pairs' }, 2, 7);
    const played = Array.from({ length: pairs.length }, (_, i) => plan(i, 0).sort().join('+'));
    expect(new Set(played)).toEqual(new Set(keys));
    expect(plan(pairs.length, 0)).toEqual(plan(0, 0));
  });

  it('random draws a legal set per opening seed, repeatably', () => {
    const plan = godsPlan({ kind: 'random' }, 4, 1);
    const gods = plan(0, 123);
    expect(gods).toHaveLength(4);
    expect(gods.every((god) => god !== null)).toBe(true);
    expect(plan(5, 123)).toEqual(gods);
  });

  it('none and fixed give the same gods to every opening', () => {
    expect(godsPlan({ kind: 'none' }, 2, 0)(3, 9)).toEqual([null, null]);
    expect(godsPlan({ kind: 'fixed', gods: ['pan', 'atlas'] }, 2, 0)(3, 9)).toEqual(['pan', 'atlas']);
    expect(godsLabel(['pan', 'atlas'])).toBe('Pan vs Atlas');
    expect(godsLabel([null, null])).toBe('no powers');
  });
});
