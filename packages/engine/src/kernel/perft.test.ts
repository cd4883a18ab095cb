import { describe, expect, it } from 'vitest';
import { applyTurnText } from '../written/apply.js';
import { emptyPosition, type Position } from '../core/position.js';
import { perft, perftMakeUnmake } from './perft.js';
import { board, player } from '../testing/index.js';
import { legalTurns } from '../turn/legalTurns.js';

/** perft by its definition (spec §5), through the general turn pipeline. */
function definitionPerft(pos: Position, depth: number): number {
  if (depth === 0) return 1;
  let total = 0;
  for (const child of legalTurns(pos))
    total += child.winner !== null ? 1 : definitionPerft(child.position, depth - 1);
  return total;
}

const after = (...turns: string[]): Position =>
  turns.reduce((pos, turn) => {
    const result = applyTurnText(pos, turn);
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  }, emptyPosition());

const MIDGAME = board({
  players: [player(null, ['b3', 'c2']), player(null, ['d4', 'c4'])],
  levels: ['01210', '12320', '02300', '11210', '00100'],
  domes: ['c3', 'e4'],
});

const NEAR_WIN = board({
  players: [player(null, ['b2', 'd4']), player(null, ['c3', 'e1'])],
  levels: ['00000', '03210', '02130', '02300', '00000'],
  domes: ['c4'],
  toMove: 1,
});

describe('perft', () => {
  it.each([
    [1, 300],
    [2, 75_900],
    [3, 4_313_232],
  ])('from the empty board, depth %i is %i (both kernels)', (depth, leaves) => {
    expect(perft(emptyPosition(), depth)).toBe(leaves);
    expect(perft(emptyPosition(), depth, { bulk: false })).toBe(leaves);
  });

  it('is 1 at depth 0 and 0 for a finished game', () => {
    expect(perft(MIDGAME, 0)).toBe(1);
    expect(
      perft(
        board({
          players: [player(null, ['b3', 'c2']), player(null, ['d4', 'c4'])],
          winner: 0,
        }),
        3,
      ),
    ).toBe(0);
  });

  it.each([
    ['a mid-game position with domes and towers', MIDGAME],
    ['a position full of winning moves', NEAR_WIN],
    ['a position after placement', after('@b3 @d3', '@c2 @c4')],
  ])('agrees with the definition on %s', (_, pos) => {
    for (let depth = 1; depth <= 3; depth++) {
      const expected = definitionPerft(pos, depth);
      expect(perft(pos, depth)).toBe(expected);
      expect(perft(pos, depth, { bulk: false })).toBe(expected);
      expect(perftMakeUnmake(pos, depth)).toBe(expected);
    }
  });

  it('counts a child whose player has no turn as one leaf (R2)', () => {
    const pos = board({
      players: [player(null, ['c3', 'e1']), player(null, ['a5', 'b5'])],
      levels: ['00200', '12200', '00000', '00000', '00000'],
    });
    expect(perft(pos, 2)).toBe(definitionPerft(pos, 2));
    expect(perft(pos, 3, { bulk: false })).toBe(definitionPerft(pos, 3));
  });

  it('rejects a negative depth', () => {
    expect(() => perft(MIDGAME, -1)).toThrow(RangeError);
  });
});
