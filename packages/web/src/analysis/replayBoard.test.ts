import { describe, expect, it } from 'vitest';
import { gameFrom, square } from '../testing/games.js';
import { replayBoard } from './replayBoard.js';
import { turnWords } from './turnWords.js';

const game = gameFrom([null, null], ['@b2 @c3', '@d4 @b4', 'b2-b3 +a3', 'd4-d3 +e3']);

describe('the board of a replayed position', () => {
  it('shows the position after the turn asked for, read-only, with that turn lit up', () => {
    const board = replayBoard(game.positions, 3);
    expect(board.interactive).toBe(false);
    expect(board.targets.size).toBe(0);
    expect(board.selected).toBeNull();
    expect(board.squares[square('b3')]?.worker?.owner).toBe('Blue');
    expect(board.squares[square('b2')]?.worker).toBeNull();
    expect(board.squares[square('a3')]?.level).toBe(1);
    expect([...board.lastTurn].sort((a, b) => a - b)).toEqual(
      [square('b2'), square('a3'), square('b3')].sort((a, b) => a - b),
    );
  });

  it('shows the start with nothing lit up, and names a position that is not there', () => {
    const start = replayBoard(game.positions, 0);
    expect(start.lastTurn).toEqual([]);
    expect(start.squares.every((view) => view.worker === null)).toBe(true);
    expect(() => replayBoard(game.positions, 9)).toThrow(/no position 9 in a game of 4 turns/);
  });
});

describe('a suggested turn in words', () => {
  it('says each step', () => {
    const placed = game.positions[2];
    if (placed === undefined) throw new Error('no position after placement');
    expect(turnWords(placed, 'b2-b3 +a3')).toBe(
      'Blue moves across from b2 (level 0) to b3 (level 0). Blue builds level 1 on a3.',
    );
  });
});
