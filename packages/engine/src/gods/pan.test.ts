import { describe, expect, it } from 'vitest';
import { board, listed, play, player, randomGames, rejection, texts, workers } from '../testing/index.js';

// Pan on c3 at the given level; neighbours d3 (level 1), b3 (level 0), c4 (level 2), c2 (level 3).
const pan = (level: number) =>
  board({
    players: [player('pan', ['c3', 'a5']), player(null, ['e1', 'e5'])],
    levels: ['00000', '00200', `00${level}10`, '00300', '00000'],
  });

describe('Pan', () => {
  it('§7.9: wins by moving down two or more levels (3→1, 3→0, 2→0), with no build', () => {
    const top = pan(3);
    expect(listed(top, 'c3-d3').winner).toBe(0); // 3→1
    expect(listed(top, 'c3-b3').winner).toBe(0); // 3→0
    expect(texts(top).some((text) => text.startsWith('c3-d3 ') || text.startsWith('c3-b3 '))).toBe(false);
    expect(rejection(top, 'c3-b3 +b2')).toBe('+b2: the turn has ended: "c3-b3" won the game');
    expect(listed(pan(2), 'c3-b3').winner).toBe(0); // 2→0
  });

  it('§7.9: moving down one level, or level, is no win', () => {
    const top = pan(3);
    expect(listed(top, 'c3-c4 +c3').winner).toBeNull(); // 3→2
    expect(listed(top, 'c3-c2 +c3').winner).toBeNull(); // 3→3
    expect(listed(pan(1), 'c3-b3 +c3').winner).toBeNull(); // 1→0
    expect(listed(pan(2), 'c3-d3 +c3').winner).toBeNull(); // 2→1
  });

  it('§4.3: the extra win adds to the level-3 win', () => {
    expect(listed(pan(2), 'c3-c2').winner).toBe(0);
  });

  it('R3, §9: forced down two levels is no win (Minotaur’s push, Charon’s ferry)', () => {
    // Minotaur on b2 (level 1) pushes Pan's c3 (level 2) to d4 (ground).
    const pushed = board({
      players: [player('minotaur', ['b2', 'a5']), player('pan', ['c3', 'e1'])],
      levels: ['00000', '00000', '00200', '01000', '00000'],
    });
    const push = listed(pushed, 'b2-c3 +b2');
    expect(workers(push.position, 1)).toEqual(['d4', 'e1']);
    expect(push.winner).toBeNull();
    // Charon on b3 ferries Pan's c3 (level 3) to a3 (ground).
    const ferried = board({
      players: [player('charon', ['b3', 'a5']), player('pan', ['c3', 'e1'])],
      levels: ['00000', '00000', '00300', '00000', '00000'],
    });
    const ferry = listed(ferried, 'c3>a3 b3-b4 +b3');
    expect(workers(ferry.position, 1)).toEqual(['a3', 'e1']);
    expect(ferry.winner).toBeNull();
  });

  it('§7.9: Hera cancels the drop win on a perimeter space: the turn goes on to its build', () => {
    const hera = board({
      players: [player('pan', ['b2', 'e3']), player('hera', ['e1', 'e5'])],
      levels: ['00000', '00000', '00000', '03000', '00000'],
    });
    expect(listed(hera, 'b2-c3').winner).toBe(0); // interior: a win
    expect(texts(hera)).not.toContain('b2-a1');
    const cancelled = play(hera, 'b2-a1 +b2');
    expect(cancelled.winner).toBeNull();
    expect(rejection(hera, 'b2-a1')).toContain('incomplete turn');
  });

  it('R11: moved down two levels by Dionysus during his extra turn is no win', () => {
    const extra = board({
      players: [player('dionysus', ['a1', 'a5'], { extraTurn: true }), player('pan', ['c3', 'e1'])],
      levels: ['00000', '00000', '00200', '00000', '00000'],
    });
    const moved = listed(extra, 'c3-d3 +c3');
    expect(moved.winner).toBeNull();
    expect(workers(moved.position, 1)).toEqual(['d3', 'e1']);
  });

  it('random games: listed turns apply as listed, give distinct positions, and keep the board sound', () => {
    const check = randomGames(
      [
        ['pan', null],
        [null, 'pan'],
        ['pan', 'pan'],
      ],
      5,
      70,
      303,
    );
    expect(check.problems).toEqual([]);
    expect(check.positions).toBeGreaterThan(300);
  });
});
