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
import { positionToJson } from '../json/json.js';

const starts = (pos: Parameters<typeof texts>[0], step: string): string[] =>
  texts(pos).filter((text) => text.split(' ')[0] === step);

describe('Minotaur', () => {
  it('§7.8: pushes a neighbouring opponent’s worker one space straight on; the push is not written', () => {
    const pos = board({ players: [player('minotaur', ['c3', 'a1']), player(null, ['d4', 'a5'])] });
    const after = listed(pos, 'c3-d4 +c3');
    expect(workers(after.position, 0)).toEqual(['d4', 'a1']);
    expect(workers(after.position, 1)).toEqual(['e5', 'a5']);
    expect(levels(after.position)).toEqual(['00000', '00000', '00100', '00000', '00000']);
    // Straight on along a file too: c4 pushed to c5.
    const file = board({ players: [player('minotaur', ['c3', 'a1']), player(null, ['c4', 'a5'])] });
    expect(workers(play(file, 'c3-c4 +d4'), 1)).toEqual(['c5', 'a5']);
  });

  it('§7.8: the space beyond must be on the board and unoccupied (no worker, no dome)', () => {
    const blocked = board({ players: [player('minotaur', ['c3', 'a1']), player(null, ['d4', 'e5'])] });
    expect(starts(blocked, 'c3-d4')).toEqual([]);
    expect(rejection(blocked, 'c3-d4 +c3')).toBe(
      'c3-d4: Minotaur cannot push the worker on d4: e5 beyond it is occupied',
    );
    const domed = board({
      players: [player('minotaur', ['c3', 'a1']), player(null, ['d4', 'a5'])],
      domes: ['e5'],
    });
    expect(rejection(domed, 'c3-d4 +c3')).toBe(
      'c3-d4: Minotaur cannot push the worker on d4: e5 beyond it has a dome',
    );
    const edge = board({ players: [player('minotaur', ['d4', 'a1']), player(null, ['e5', 'a5'])] });
    expect(starts(edge, 'd4-e5')).toEqual([]);
    expect(rejection(edge, 'd4-e5 +d4')).toBe(
      'd4-e5: Minotaur cannot push the worker on e5: the space beyond is off the board',
    );
    expect(offered(edge, '').steps).not.toContain('d4-e5');
  });

  it('§7.8: the push follows the height rule for Minotaur and forces the other worker to any level', () => {
    // d4 on level 1, e5 on level 3: the pushed worker is forced up two levels.
    const pos = board({
      players: [player('minotaur', ['c3', 'a1']), player(null, ['d4', 'a5'])],
      levels: ['00003', '00010', '00000', '00000', '00000'],
    });
    expect(starts(pos, 'c3-d4').length).toBeGreaterThan(0);
    const high = board({
      players: [player('minotaur', ['c3', 'a1']), player(null, ['d4', 'a5'])],
      levels: ['00000', '00020', '00000', '00000', '00000'],
    });
    expect(rejection(high, 'c3-d4 +c3')).toBe(
      "c3-d4: Minotaur's push follows the height rule: c3 is on level 0 and d4 on level 2: a worker moves up at most one level",
    );
  });

  it('R3, §9: Minotaur pushes an opponent onto level 3: no win for anyone', () => {
    const pos = board({
      players: [player('minotaur', ['c3', 'a1']), player(null, ['d4', 'a5'])],
      levels: ['00003', '00000', '00000', '00000', '00000'],
    });
    const pushed = listed(pos, 'c3-d4 +c3');
    expect(pushed.winner).toBeNull();
    expect(pushed.position.levelAt(24)).toBe(3);
    expect(workers(pushed.position, 1)).toEqual(['e5', 'a5']);
    // The pushed worker's later 3→3 move does not win either (e4 on level 3).
    const next = board({
      players: [player('minotaur', ['d4', 'a1']), player(null, ['e5', 'a5'])],
      levels: ['00003', '00003', '00000', '00000', '00000'],
      toMove: 1,
    });
    expect(play(next, 'e5-e4 +e3').winner).toBeNull();
  });

  it('§9: Minotaur’s own worker moved: pushing while moving up onto level 3 wins', () => {
    const pos = board({
      players: [player('minotaur', ['c3', 'a1']), player(null, ['d4', 'a5'])],
      levels: ['00000', '00030', '00200', '00000', '00000'],
    });
    const won = listed(pos, 'c3-d4');
    expect(won.winner).toBe(0);
    expect(workers(won.position, 1)).toEqual(['e5', 'a5']);
  });

  it('§7.8: only opponents’ workers are pushed, not its own', () => {
    const pos = board({ players: [player('minotaur', ['c3', 'd4']), player(null, ['a5', 'e1'])] });
    expect(starts(pos, 'c3-d4')).toEqual([]);
    expect(rejection(pos, 'c3-d4 +c3')).toBe(
      "c3-d4: Minotaur pushes only an opponent's worker: d4 holds one of yours",
    );
  });

  it('§9: under Athena Minotaur cannot push upwards; a push does not trigger Athena', () => {
    const noted = board({
      players: [player('minotaur', ['c3', 'a1']), player('athena', ['d4', 'a5'], { movedUp: true })],
      levels: ['00000', '00010', '00000', '00000', '00000'],
    });
    expect(starts(noted, 'c3-d4')).toEqual([]);
    expect(rejection(noted, 'c3-d4 +c3')).toContain('Athena');
    // Athena's worker pushed up (d4 on level 0 to e5 on level 2) is forced, not moved: no note.
    const pos = board({
      players: [player('minotaur', ['c3', 'a1']), player('athena', ['d4', 'a5'])],
      levels: ['00002', '00000', '01000', '00000', '00000'],
    });
    const pushed = play(pos, 'c3-d4 +c3');
    expect(positionToJson(pushed).players[1]?.movedUp).toBeUndefined();
    // Athena then moves level: Minotaur may still move up (d4 to c3, just built up to level 1).
    const after = play(pushed, 'a5-a4 +a5');
    expect(positionToJson(after).players[1]?.movedUp).toBeUndefined();
    expect(texts(after).some((text) => text.startsWith('d4-c3 '))).toBe(true);
  });

  it('R2: a push is a turn when nothing else is (the square left is free to build on)', () => {
    // a1 can only push b2 to c3; e5 is walled in by domes. The opponent moves a5.
    const walls = ['a2', 'b1', 'd5', 'd4', 'e4'];
    const only = board({
      players: [player('minotaur', ['a1', 'e5']), player(null, ['b2', 'a5'])],
      domes: walls,
      toMove: 1,
    });
    const next = play(only, 'a5-a4 +a5');
    expect(next.winner).toBeNull();
    expect(new Set(texts(next).map((text) => text.split(' ')[0]))).toEqual(new Set(['a1-b2']));
    const shut = board({
      players: [player('minotaur', ['a1', 'e5']), player(null, ['b2', 'a5'])],
      domes: [...walls, 'c3'],
      toMove: 1,
    });
    const lost = play(shut, 'a5-a4 +a5');
    expect(lost.winner).toBe(1);
    expect(legalTurns(lost)).toEqual([]);
  });

  it('random games: listed turns apply as listed, give distinct positions, and keep the board sound', () => {
    const check = randomGames(
      [
        ['minotaur', null],
        [null, 'minotaur'],
        ['minotaur', 'minotaur'],
      ],
      5,
      70,
      202,
    );
    expect(check.problems).toEqual([]);
    expect(check.positions).toBeGreaterThan(300);
  });
});
