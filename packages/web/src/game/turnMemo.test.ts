import { describe, expect, it } from 'vitest';
import { gameFrom, square } from '../testing/games.js';
import { currentPosition } from './localGame.js';
import { memoByTurn, memoNextSteps } from './turnMemo.js';

describe('memoByTurn', () => {
  it('works an answer out once per position and prefix array, again for another of either', () => {
    const pos = currentPosition(gameFrom(['hermes', null], ['@b2 @d4', '@c2 @c4']));
    const other = currentPosition(gameFrom(['hermes', null], ['@b2 @d4', '@c2 @c5']));
    let calls = 0;
    const counted = memoByTurn((_pos, prefix) => ({ calls: ++calls, length: prefix.length }));
    const prefix = [{ kind: 'move', from: square('b2'), to: square('b3') }] as const;
    expect(counted(pos, prefix)).toBe(counted(pos, prefix));
    expect(calls).toBe(1);
    counted(pos, [...prefix]);
    counted(other, prefix);
    expect(calls).toBe(3);
  });

  it("gives the engine's own answer", () => {
    const pos = currentPosition(gameFrom(['hermes', null], ['@b2 @d4', '@c2 @c4']));
    const empty: readonly [] = [];
    expect(memoNextSteps(pos, empty)).toBe(memoNextSteps(pos, empty));
    expect(memoNextSteps(pos, empty).steps.length).toBeGreaterThan(10);
  });
});
