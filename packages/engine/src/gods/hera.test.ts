import { describe, expect, it } from 'vitest';
import { isImplemented } from './index.js';
import {
  board,
  json,
  offered,
  play,
  player,
  randomGameProblems,
  rejection,
  texts,
} from '../testing/index.js';

// The opponent's worker on d4 (level 2) can climb onto e5 (perimeter, level 3) or c3 (interior, level 3).
const LEVELS = ['00003', '00020', '00300', '00000', '00000'];
const climber = board({
  players: [player(null, ['d4', 'a1']), player('hera', ['b1', 'c1'])],
  levels: LEVELS,
});

describe('Hera', () => {
  it('§7.20: a level-3 win moving onto the perimeter is cancelled; the move stands and the worker builds', () => {
    const turns = texts(climber);
    expect(turns).toContain('d4-c3'); // interior: wins, no build
    expect(turns).not.toContain('d4-e5');
    expect(turns).toContain('d4-e5 +d5');
    expect(play(climber, 'd4-c3').winner).toBe(0);
    const cancelled = play(climber, 'd4-e5 +d5');
    expect(cancelled.winner).toBeNull();
    expect(json(cancelled).players[0]?.workers).toEqual(['e5', 'a1']);
    expect(json(cancelled).levels[0]).toBe('00013');
    expect(rejection(climber, 'd4-e5')).toMatch(/incomplete turn/);
    expect(offered(climber, 'd4-e5')).toEqual({ steps: ['+d4', '+d5', '+e4'], canEnd: false });
    expect(offered(climber, 'd4-c3')).toEqual({ steps: [], canEnd: true });
  });

  it('§7.20: Hera wins on the perimeter herself (only opponents are bound)', () => {
    const own = board({
      players: [player(null, ['b1', 'c1']), player('hera', ['d4', 'a1'])],
      levels: LEVELS,
      toMove: 1,
    });
    expect(texts(own)).toContain('d4-e5');
    expect(play(own, 'd4-e5').winner).toBe(1);
  });

  it('§7.20: Eros cannot win by meeting his other worker on the perimeter', () => {
    // Eros's workers on d1 and d3 (level 1); c2 and e2 are level 1.
    const eros = board({
      players: [player('eros', ['d1', 'd3']), player('hera', ['a5', 'b5'])],
      levels: ['00000', '00000', '00010', '00111', '00010'],
    });
    // d3 → e2 (perimeter, next to d1) and d3 → c2 (interior, next to d1), both level 1.
    expect(texts(eros)).toContain('d3-c2');
    expect(texts(eros)).not.toContain('d3-e2');
    expect(play(eros, 'd3-c2').winner).toBe(0);
    expect(play(eros, 'd3-e2 +e3').winner).toBeNull();
  });

  it('R4: Hera does not cancel Chronus: his fifth tower wins after a cancelled perimeter climb', () => {
    // Four complete towers (a1, a2, b1, c1 domed on level 3); Chronus's d4 (level 2) climbs e5.
    const chronus = board({
      players: [player('chronus', ['d4', 'e1']), player('hera', ['a5', 'b5'])],
      levels: ['00003', '00023', '00000', '30000', '33300'],
      domes: ['a1', 'a2', 'b1', 'c1'],
    });
    const won = play(chronus, 'd4-e5 +e4');
    expect(won.winner).toBe(0);
    expect(won.domeAt(19)).toBe(true);
    expect(play(chronus, 'd4-e5 +d5').winner).toBeNull();
  });

  it('R16: in 3 players both opponents are bound; in 4 players her teammate is not', () => {
    const three = board({
      players: [player('athena', ['d4', 'a1']), player('hera', ['b1', 'c1']), player('limus', ['a3', 'a4'])],
      levels: LEVELS,
    });
    expect(texts(three)).not.toContain('d4-e5');
    const mates = ['d4', 'a1'];
    const foes = ['b1', 'c1'];
    const teammate = board({
      players: [player('atlas', mates), player('demeter', foes), player('hera', mates), player('zeus', foes)],
      levels: LEVELS,
    });
    expect(texts(teammate)).toContain('d4-e5');
    const opponent = board({
      players: [player('atlas', foes), player('demeter', mates), player('hera', foes), player('zeus', mates)],
      levels: LEVELS,
      toMove: 1,
    });
    expect(texts(opponent)).not.toContain('d4-e5');
    expect(texts(opponent)).toContain('d4-c3');
  });

  it.runIf(isImplemented('pan'))('§7.20: Pan cannot win by dropping onto the perimeter', () => {
    const pan = board({
      players: [player('pan', ['b2', 'e5']), player('hera', ['d4', 'e4'])],
      levels: ['00000', '00000', '00000', '02000', '00000'],
    });
    expect(texts(pan)).toContain('b2-c3'); // interior drop 2 → 0 wins
    expect(texts(pan)).not.toContain('b2-a1');
    expect(play(pan, 'b2-a1 +b2').winner).toBeNull();
  });

  it.runIf(isImplemented('triton'))(
    '§7.20: Triton climbing onto a perimeter level 3 does not win and may go on',
    () => {
      const triton = board({
        players: [player('triton', ['d4', 'a1']), player('hera', ['b1', 'c1'])],
        levels: ['00003', '00020', '00000', '00000', '00000'],
      });
      expect(texts(triton)).not.toContain('d4-e5');
      expect(texts(triton).some((text) => text.startsWith('d4-e5 e5-'))).toBe(true);
    },
  );

  it('plays random games (vs no god, vs itself, in 3 players) without breaking an invariant', () => {
    const lineups = [
      ['hera', null],
      [null, 'hera'],
      ['hera', 'hera'],
      ['eros', 'hera', 'medusa'],
    ] as const;
    expect(randomGameProblems(lineups, 2, 60, 20)).toEqual([]);
  });
});
