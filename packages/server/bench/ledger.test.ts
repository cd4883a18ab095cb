import { describe, expect, it } from 'vitest';
import { acknowledge, checkLedgers, type GameLedger } from './ledger.js';

const ledger = (gameId: string, turns: readonly string[], pending = false, conflicts = 0): GameLedger => ({
  gameId,
  acknowledged: new Map(turns.map((turn, index) => [index + 1, turn])),
  conflicts,
  pending,
});

describe('acknowledge', () => {
  it('keeps the first turn heard at a seq and says when another turn comes for it', () => {
    const acks = new Map<number, string>();
    expect(acknowledge(acks, 1, '@a1 @b2')).toBe(true);
    expect(acknowledge(acks, 1, '@a1 @b2')).toBe(true);
    expect(acknowledge(acks, 1, '@c3 @d4')).toBe(false);
    expect(acks.get(1)).toBe('@a1 @b2');
  });
});

describe('checkLedgers', () => {
  const record = ['@a1 @b2', '@d4 @e5', 'a1-a2 +a3'];

  it('finds nothing wrong when the record is what was acknowledged', () => {
    const check = checkLedgers([ledger('g', record)], new Map([['g', record]]));
    expect(check).toEqual({ lost: 0, duplicated: 0, badGames: [] });
  });

  it('counts an acknowledged turn missing from the record, or recorded otherwise, as lost', () => {
    const check = checkLedgers(
      [ledger('short', record), ledger('other', record)],
      new Map([
        ['short', record.slice(0, 2)],
        ['other', ['@a1 @b2', '@d4 @e4', 'a1-a2 +a3']],
      ]),
    );
    expect(check).toEqual({ lost: 2, duplicated: 0, badGames: ['short', 'other'] });
  });

  it('counts recorded turns beyond the acknowledged ones as doubled, allowing one still pending', () => {
    const longer = [...record, 'd4-d3 +d2'];
    expect(checkLedgers([ledger('g', record)], new Map([['g', longer]])).duplicated).toBe(1);
    expect(checkLedgers([ledger('g', record, true)], new Map([['g', longer]])).duplicated).toBe(0);
    expect(
      checkLedgers([ledger('g', record, true)], new Map([['g', [...longer, 'b2-b3 +b4']]])).duplicated,
    ).toBe(1);
  });

  it('counts two turns acknowledged at one seq as doubled, and a game without a record as all lost', () => {
    expect(checkLedgers([ledger('g', record, false, 1)], new Map([['g', record]])).duplicated).toBe(1);
    expect(checkLedgers([ledger('gone', record)], new Map()).lost).toBe(3);
  });
});
