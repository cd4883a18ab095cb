import { describe, expect, it } from 'vitest';
import { withLeavers, type Shown } from './leavers.js';

const piece = (key: string) => ({ key, item: key.toUpperCase() });

describe('withLeavers', () => {
  it('shows the pieces on the board, none of them leaving', () => {
    expect(withLeavers([], [piece('a'), piece('b')], 0, 100)).toEqual([
      { key: 'a', item: 'A', leftAt: null },
      { key: 'b', item: 'B', leftAt: null },
    ]);
  });

  it('keeps a piece that left, marked with when it left, until the fade is over', () => {
    const first = withLeavers([], [piece('a'), piece('b')], 0, 100);
    const second = withLeavers(first, [piece('a')], 40, 100);
    expect(second).toEqual([
      { key: 'a', item: 'A', leftAt: null },
      { key: 'b', item: 'B', leftAt: 40 },
    ]);
    expect(withLeavers(second, [piece('a')], 139, 100).map((p) => p.key)).toEqual(['a', 'b']);
    expect(withLeavers(second, [piece('a')], 140, 100).map((p) => p.key)).toEqual(['a']);
  });

  it('brings a piece back to the board when it returns while fading', () => {
    const leaving: Shown<string>[] = [{ key: 'b', item: 'B', leftAt: 10 }];
    expect(withLeavers(leaving, [piece('b')], 20, 100)).toEqual([{ key: 'b', item: 'B', leftAt: null }]);
  });

  it('keeps nothing that left when there is no fade (reduced motion)', () => {
    const first = withLeavers([], [piece('a')], 0, 0);
    expect(withLeavers(first, [], 5, 0)).toEqual([]);
  });
});
