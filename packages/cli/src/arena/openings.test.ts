import { applyTurnText, parseTurn, startingPosition, type Position } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { makeOpening, mixSeed, parseOpeningStyle } from './openings.js';

function replay(
  gods: readonly ('apollo' | 'athena' | null)[],
  seed: number,
  turns: readonly string[],
): Position {
  const start = startingPosition(gods, 0, {}, seed);
  if (!start.ok) throw new Error(start.error.message);
  let pos = start.value;
  for (const turn of turns) {
    const applied = applyTurnText(pos, turn);
    if (!applied.ok) throw new Error(`${turn}: ${applied.error.message}`);
    pos = applied.value;
  }
  return pos;
}

describe('openings', () => {
  it('random-placement places every worker, legally, and nothing more', () => {
    const made = makeOpening(0, [null, null], 42, { kind: 'random-placement' });
    if (!made.ok) throw new Error(made.error);
    expect(made.value.turns).toHaveLength(2);
    for (const turn of made.value.turns) expect(turn).toMatch(/^@[a-e][1-5] @[a-e][1-5]$/);
    const pos = replay([null, null], 42, made.value.turns);
    expect(pos.inPlacement).toBe(false);
    expect(pos.winner).toBeNull();
  });

  it('plies:N plays N legal turns that do not end the game', () => {
    for (const seed of [1, 2, 3]) {
      const made = makeOpening(0, ['apollo', 'athena'], seed, { kind: 'plies', plies: 6 });
      if (!made.ok) throw new Error(made.error);
      expect(made.value.turns).toHaveLength(6);
      expect(made.value.turns.every((turn) => parseTurn(turn).ok)).toBe(true);
      expect(replay(['apollo', 'athena'], seed, made.value.turns).winner).toBeNull();
    }
  });

  it('depend on the seed only', () => {
    const style = { kind: 'plies', plies: 4 } as const;
    expect(makeOpening(0, [null, null], 5, style)).toEqual(makeOpening(0, [null, null], 5, style));
    expect(makeOpening(0, [null, null], 5, style)).not.toEqual(makeOpening(0, [null, null], 6, style));
    expect(makeOpening(0, [null, null], 5, { kind: 'none' })).toMatchObject({
      ok: true,
      value: { turns: [] },
    });
  });

  it('mixSeed spreads nearby seeds and indexes apart', () => {
    const seeds = new Set(Array.from({ length: 1000 }, (_, i) => mixSeed(1, i)));
    expect(seeds.size).toBe(1000);
    expect(mixSeed(1, 0)).not.toBe(mixSeed(2, 0));
    for (const seed of seeds) expect(seed >= 0 && seed < 2 ** 32 && Number.isInteger(seed)).toBe(true);
  });

  it('parses the --openings option', () => {
    expect(parseOpeningStyle('random-placement')).toEqual({ ok: true, value: { kind: 'random-placement' } });
    expect(parseOpeningStyle('plies:8')).toEqual({ ok: true, value: { kind: 'plies', plies: 8 } });
    expect(parseOpeningStyle('none')).toEqual({ ok: true, value: { kind: 'none' } });
    expect(parseOpeningStyle('plies:x')).toMatchObject({ ok: false });
  });
});
