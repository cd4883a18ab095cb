import { describe, expect, it } from 'vitest';
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
} from '../testing/index.js';

// Prometheus: c3 (ground), a1. Opponent: e1, e5. d3 is on level 1.
const start = board({
  players: [player('prometheus', ['c3', 'a1']), player(null, ['e1', 'e5'])],
  levels: ['00000', '00000', '00010', '00000', '00000'],
});

describe('Prometheus', () => {
  it('§7.10: builds before moving, written with the builder’s square, then moves and builds again', () => {
    const turn = listed(start, 'c3+c4 c3-d4 +d5');
    expect(levels(turn.position)).toEqual(['00010', '00100', '00010', '00000', '00000']);
    // The second build may be on the same space as the first.
    expect(levels(listed(start, 'c3+c4 c3-d4 +c4').position)).toEqual([
      '00000',
      '00200',
      '00010',
      '00000',
      '00000',
    ]);
  });

  it('§9: after building first he cannot move up; without it he can', () => {
    expect(texts(start).some((text) => text.startsWith('c3+') && text.includes(' c3-d3 '))).toBe(false);
    expect(rejection(start, 'c3+c4 c3-d3 +d4')).toBe(
      'c3-d3: Prometheus built before moving, so his worker cannot move up (c3 is on level 0, d3 on level 1)',
    );
    // Building first on the space he then moves to raises it: that move goes up too.
    expect(rejection(start, 'c3+b3 c3-b3 +b4')).toBe(
      'c3-b3: Prometheus built before moving, so his worker cannot move up (c3 is on level 0, b3 on level 1)',
    );
    expect(listed(start, 'c3-d3 +d4').winner).toBeNull();
    // Level moves and moves down stay open: from level 1 onto a space just built to level 1.
    const high = board({
      players: [player('prometheus', ['c3', 'a1']), player(null, ['e1', 'e5'])],
      levels: ['00000', '00000', '00100', '00000', '00000'],
    });
    expect(play(high, 'c3+d3 c3-d3 +c3').winner).toBeNull();
  });

  it('§7.10: the worker that built first is the one that moves', () => {
    expect(rejection(start, 'c3+c4 a1-a2 +a3')).toBe(
      'a1-a2: after building first, Prometheus moves the worker that built (on c3)',
    );
    expect(rejection(start, 'c3+c4 c3+c2 c3-d4 +d5')).toBe(
      'c3+c2: Prometheus builds only once before moving: the worker that built (on c3) moves next',
    );
    expect(rejection(start, '+c4 c3-d4 +d5')).toBe(
      '+c4: a worker must move before building, or Prometheus names the worker that builds first, like "c3+c4"',
    );
  });

  it('R2: a build first that leaves no move that does not go up is no turn', () => {
    // Every neighbour of c3 is on level 1 but b3, so building on b3 first leaves only moves up.
    const ring = board({
      players: [player('prometheus', ['c3', 'a5']), player(null, ['e1', 'e5'])],
      levels: ['00000', '01110', '00010', '01110', '00000'],
    });
    expect(offered(ring, '').steps).not.toContain('c3+b3');
    expect(offered(ring, '').steps).toContain('c3+b4');
    expect(rejection(ring, 'c3+b3 c3-b4 +b3')).toBe(
      'c3+b3: after building first on b3, the worker on c3 would have no move that does not go up',
    );
  });

  it('nextSteps: builds first are offered with their builder; after one, only that worker’s moves that do not go up', () => {
    const first = offered(start, '');
    expect(first.steps).toEqual(expect.arrayContaining(['c3+c4', 'a1+a2', 'c3-c4', 'c3-d3', 'a1-a2']));
    expect(first.canEnd).toBe(false);
    const after = offered(start, 'c3+c4');
    expect(after.steps).toEqual(['c3-b2', 'c3-b3', 'c3-b4', 'c3-c2', 'c3-d2', 'c3-d4']);
    expect(after.canEnd).toBe(false);
  });

  it('R10: against Persephone a build first is out while some turn moves up', () => {
    const persephone = board({
      players: [player('prometheus', ['c3', 'a1']), player('persephone', ['e1', 'e5'])],
      levels: ['00000', '00000', '00010', '00000', '00000'],
    });
    expect(texts(persephone).every((text) => text.startsWith('c3-d3 '))).toBe(true);
    expect(rejection(persephone, 'c3+c4 c3-d4 +d5')).toContain('Persephone');
    // With no move up anywhere, building first is allowed again.
    const flat = board({ players: [player('prometheus', ['c3', 'a1']), player('persephone', ['e1', 'e5'])] });
    expect(play(flat, 'c3+c4 c3-d4 +d5').winner).toBeNull();
  });

  it('random games: listed turns apply as listed, give distinct positions, and keep the board sound', () => {
    const check = randomGames(
      [
        ['prometheus', null],
        [null, 'prometheus'],
        ['prometheus', 'prometheus'],
      ],
      4,
      60,
      404,
    );
    expect(check.problems).toEqual([]);
    expect(check.positions).toBeGreaterThan(300);
  });
});
