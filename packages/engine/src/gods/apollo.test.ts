import { describe, expect, it } from 'vitest';
import { legalTurns } from '../turn/legalTurns.js';
import {
  board,
  levels,
  listed,
  offered,
  play,
  player,
  randomGames,
  rejection,
  texts,
  workers,
} from '../testing/index.js';

// d4 is on level 1. Apollo: c3, a1. Opponent: d4, e1.
const swap = board({
  players: [player('apollo', ['c3', 'a1']), player(null, ['d4', 'e1'])],
  levels: ['00000', '00010', '00000', '00000', '00000'],
});

describe('Apollo', () => {
  it('§7.1: moves into an opponent’s space and forces that worker into the space it left; the swap is not written', () => {
    const turns = texts(swap).filter((text) => text.startsWith('c3-d4 '));
    expect(turns).toEqual([
      'c3-d4 +c4',
      'c3-d4 +c5',
      'c3-d4 +d3',
      'c3-d4 +d5',
      'c3-d4 +e3',
      'c3-d4 +e4',
      'c3-d4 +e5',
    ]);
    const after = play(swap, 'c3-d4 +d5');
    // Each worker keeps its slot: Apollo's first worker is now on d4, the opponent's on c3.
    expect(workers(after, 0)).toEqual(['d4', 'a1']);
    expect(workers(after, 1)).toEqual(['c3', 'e1']);
    expect(levels(after)).toEqual(['00010', '00010', '00000', '00000', '00000']);
    expect(rejection(swap, 'c3-d4 +c3')).toBe('+c3: c3 is occupied by a worker');
  });

  it('§7.1: the swap follows the height rule: not onto a space two levels up', () => {
    const high = board({
      players: [player('apollo', ['c3', 'a1']), player(null, ['d4', 'e1'])],
      levels: ['00000', '00020', '00000', '00000', '00000'],
    });
    expect(texts(high).some((text) => text.startsWith('c3-d4'))).toBe(false);
    expect(rejection(high, 'c3-d4 +d5')).toBe(
      "c3-d4: Apollo's swap follows the height rule: c3 is on level 0 and d4 on level 2: a worker moves up at most one level",
    );
    // Down any number of levels is fine.
    const down = board({
      players: [player('apollo', ['c3', 'a1']), player(null, ['d4', 'e1'])],
      levels: ['00000', '00000', '00300', '00000', '00000'],
    });
    expect(play(down, 'c3-d4 +d5').winner).toBeNull();
  });

  it('§7.1: only opponents’ workers are swapped, not its own', () => {
    const own = board({ players: [player('apollo', ['c3', 'b3']), player(null, ['d4', 'e1'])] });
    expect(texts(own).some((text) => text.startsWith('c3-b3'))).toBe(false);
    expect(rejection(own, 'c3-b3 +b4')).toBe(
      "c3-b3: Apollo swaps only with an opponent's worker: b3 holds one of yours",
    );
    expect(offered(own, '').steps).toContain('c3-d4');
    expect(offered(own, '').steps).not.toContain('c3-b3');
  });

  it('R16: in 4 players the teammate’s workers are the team’s own: no swap with them', () => {
    const four = board({
      players: [
        player('apollo', ['c3', 'b3']),
        player('pan', ['d4', 'e1']),
        player('atlas', ['c3', 'b3']),
        player('demeter', ['d4', 'e1']),
      ],
    });
    expect(texts(four).some((text) => text.startsWith('c3-b3'))).toBe(false);
    expect(play(four, 'c3-d4 +c5').toMove).toBe(1);
    expect(workers(play(four, 'c3-d4 +c5'), 1)).toEqual(['c3', 'e1']);
  });

  it('R3, §9: a swap does not count as a move for the relocated worker: Apollo moves 3→1 and swaps the opponent up to level 3, no win', () => {
    // c3 and b3 on level 3, d4 on level 1.
    const tower = board({
      players: [player('apollo', ['c3', 'a1']), player(null, ['d4', 'e1'])],
      levels: ['00000', '00010', '03300', '00000', '00000'],
    });
    const swapped = listed(tower, 'c3-d4 +d5');
    expect(swapped.winner).toBeNull();
    expect(workers(swapped.position, 1)).toEqual(['c3', 'e1']);
    expect(swapped.position.levelAt(12)).toBe(3);
    // Their later 3→3 move does not win either.
    const across = play(swapped.position, 'c3-b3 +b4');
    expect(across.winner).toBeNull();
  });

  it('§9: the swap counts as a move for Apollo’s worker: it wins by moving up onto level 3, with no build', () => {
    const climb = board({
      players: [player('apollo', ['c3', 'a1']), player(null, ['d4', 'e1'])],
      levels: ['00000', '00030', '00200', '00000', '00000'],
    });
    const won = listed(climb, 'c3-d4');
    expect(won.winner).toBe(0);
    expect(workers(won.position, 1)).toEqual(['c3', 'e1']);
    expect(texts(climb).some((text) => text.startsWith('c3-d4 '))).toBe(false);
    expect(rejection(climb, 'c3-d4 +d5')).toBe('+d5: the turn has ended: "c3-d4" won the game');
  });

  it('§9: under Athena Apollo cannot swap upwards', () => {
    const athena = board({
      players: [player('apollo', ['c3', 'a1']), player('athena', ['d4', 'e1'], { movedUp: true })],
      levels: ['00000', '00010', '00000', '00000', '00000'],
    });
    expect(texts(athena).some((text) => text.startsWith('c3-d4'))).toBe(false);
    expect(rejection(athena, 'c3-d4 +d5')).toContain('Athena');
    // A swap that goes down or stays level is still allowed.
    const level = board({
      players: [player('apollo', ['c3', 'a1']), player('athena', ['d4', 'e1'], { movedUp: true })],
    });
    expect(play(level, 'c3-d4 +d5').winner).toBeNull();
  });

  it('R2: a swap after which the worker cannot build is no turn; a swap that can build keeps Apollo in the game', () => {
    // Apollo's a1 can only swap with b2; e5 is walled in by domes. The opponent moves c4.
    const walls = ['a2', 'b1', 'd5', 'd4', 'e4'];
    const only = board({
      players: [player('apollo', ['a1', 'e5']), player(null, ['b2', 'c4'])],
      domes: walls,
      toMove: 1,
    });
    const next = play(only, 'c4-c5 +c4');
    expect(next.winner).toBeNull();
    expect(new Set(texts(next).map((text) => text.split(' ')[0]))).toEqual(new Set(['a1-b2']));
    // With b2's other neighbours domed too, the swap leaves nowhere to build: Apollo has lost.
    const shut = board({
      players: [player('apollo', ['a1', 'e5']), player(null, ['b2', 'c4'])],
      domes: [...walls, 'a3', 'b3', 'c1', 'c2', 'c3'],
      toMove: 1,
    });
    const lost = play(shut, 'c4-c5 +c4');
    expect(lost.winner).toBe(1);
    expect(legalTurns(lost)).toEqual([]);
    const stuck = board({
      players: [player('apollo', ['a1', 'e5']), player(null, ['b2', 'c5'])],
      domes: [...walls, 'a3', 'b3', 'c1', 'c2', 'c3', 'b5'],
    });
    expect(rejection(stuck, 'a1-b2 +c3')).toContain('no legal turn');
  });

  it('explains a swap that leaves nowhere to build', () => {
    const walled = board({
      players: [player('apollo', ['a1', 'e5']), player(null, ['b2', 'c4'])],
      domes: ['a2', 'b1', 'a3', 'b3', 'c1', 'c2', 'c3'],
    });
    expect(rejection(walled, 'a1-b2 +c3')).toBe(
      "a1-b2: after swapping onto b2 Apollo's worker would have no space to build (R2)",
    );
  });

  it('random games: listed turns apply as listed, give distinct positions, and keep the board sound', () => {
    const check = randomGames(
      [
        ['apollo', null],
        [null, 'apollo'],
        ['apollo', 'apollo'],
        ['apollo', 'minotaur'],
      ],
      4,
      70,
      101,
    );
    expect(check.problems).toEqual([]);
    expect(check.positions).toBeGreaterThan(300);
  });
});
