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

// Charon: b3, e5. Opponent: c4 (next to b3), e1. Across b3 from c4 lies a2.
const ferry = (levels?: readonly string[], domes?: readonly string[]) =>
  board({
    players: [player('charon', ['b3', 'e5']), player(null, ['c4', 'e1'])],
    ...(levels === undefined ? {} : { levels }),
    ...(domes === undefined ? {} : { domes }),
  });

describe('Charon', () => {
  it('§7.15: before moving, forces a neighbouring opponent’s worker to the space opposite, then that worker moves and builds', () => {
    const turn = listed(ferry(), 'c4>a2 b3-c4 +c3');
    expect(workers(turn.position, 1)).toEqual(['a2', 'e1']);
    expect(workers(turn.position, 0)).toEqual(['c4', 'e5']);
    expect(levels(turn.position)).toEqual(['00000', '00000', '00100', '00000', '00000']);
    // The force is optional.
    expect(texts(ferry())).toContain('b3-b2 +b3');
  });

  it('R3, §7.15: the forced worker goes to any level and is not moved: forced onto level 3 is no win', () => {
    const up = ferry(['00000', '00000', '00000', '30000', '00000']);
    const turn = listed(up, 'c4>a2 b3-c4 +c3');
    expect(turn.winner).toBeNull();
    expect(turn.position.levelAt(5)).toBe(3);
    // Under Athena the force still goes up: it is not a move.
    const athena = board({
      players: [player('charon', ['b3', 'e5']), player('athena', ['c4', 'e1'], { movedUp: true })],
      levels: ['00000', '00000', '00000', '20000', '00000'],
    });
    expect(play(athena, 'c4>a2 b3-c4 +c3').winner).toBeNull();
  });

  it('§7.15: the space opposite must be on the board and unoccupied', () => {
    const domed = ferry(undefined, ['a2']);
    expect(offered(domed, '').steps.some((step) => step.includes('>'))).toBe(false);
    expect(rejection(domed, 'c4>a2 b3-c4 +c3')).toBe(
      'c4>a2: Charon cannot force a worker onto a2: it has a dome',
    );
    const taken = board({ players: [player('charon', ['b3', 'a2']), player(null, ['c4', 'e1'])] });
    expect(rejection(taken, 'c4>a2 b3-c4 +c3')).toBe(
      'c4>a2: Charon cannot force a worker onto a2: it is occupied',
    );
    // From a3, the space across from b3 would be off the board: no force is offered.
    const edge = board({ players: [player('charon', ['a3', 'e5']), player(null, ['b3', 'e1'])] });
    expect(offered(edge, '').steps.some((step) => step.includes('>'))).toBe(false);
  });

  it('§7.15: only a neighbouring opponent’s worker, only straight across, only before moving', () => {
    const pos = ferry();
    expect(offered(pos, '').steps.filter((step) => step.includes('>'))).toEqual(['c4>a2']);
    expect(rejection(pos, 'c4>a1 b3-c4 +c3')).toBe(
      "c4>a1: Charon forces a neighbouring opponent's worker to the space directly opposite across his worker, not c4 to a1",
    );
    const own = board({ players: [player('charon', ['b3', 'c4']), player(null, ['a5', 'e1'])] });
    expect(rejection(own, 'c4>a2 b3-b4 +b3')).toBe(
      "c4>a2: Charon forces only an opponent's worker, not the one on c4",
    );
    expect(rejection(pos, 'b3-b4 c4>a4 +b3')).toBe('c4>a4: Charon forces a worker only before moving');
    expect(rejection(pos, 'c4>a2 a2>c4 b3-b4 +b3')).toBe('a2>c4: Charon forces at most one worker a turn');
  });

  it('§7.15: the worker that forced is the one that moves', () => {
    expect(rejection(ferry(), 'c4>a2 e5-e4 +e3')).toBe(
      "e5-e4: after forcing, the same worker of Charon's (on b3) moves",
    );
    const options = offered(ferry(), 'c4>a2');
    expect(options.canEnd).toBe(false);
    expect(options.steps.every((step) => step.startsWith('b3-'))).toBe(true);
    expect(options.steps).toContain('b3-c4');
  });

  it('R2: a ferry that frees the only space to move to keeps Charon in the game', () => {
    // b2 is walled in: domes around it, a1 two levels up, c3 held by the opponent. e5 is walled in too.
    const walls = ['a2', 'a3', 'b1', 'b3', 'c1', 'c2', 'd5', 'd4', 'e4'];
    const levels = ['00000', '00000', '00000', '00000', '20000'];
    const only = board({
      players: [player('charon', ['b2', 'e5']), player(null, ['c3', 'e1'])],
      levels,
      domes: walls,
      toMove: 1,
    });
    const next = play(only, 'e1-e2 +e1');
    expect(next.winner).toBeNull();
    expect(texts(next).every((text) => text.startsWith('c3>a1 b2-c3 '))).toBe(true);
    expect(texts(next).length).toBeGreaterThan(0);
    const shut = board({
      players: [player('charon', ['b2', 'e5']), player(null, ['c3', 'e1'])],
      levels,
      domes: [...walls, 'a1'],
      toMove: 1,
    });
    const lost = play(shut, 'e1-e2 +e1');
    expect(lost.winner).toBe(1);
    expect(legalTurns(lost)).toEqual([]);
  });

  it('random games: listed turns apply as listed, give distinct positions, and keep the board sound', () => {
    const check = randomGames(
      [
        ['charon', null],
        [null, 'charon'],
        ['charon', 'charon'],
      ],
      5,
      70,
      606,
    );
    expect(check.problems).toEqual([]);
    expect(check.positions).toBeGreaterThan(300);
  });
});
