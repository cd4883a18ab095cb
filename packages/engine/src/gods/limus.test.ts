import { describe, expect, it } from 'vitest';
import { isImplemented } from './index.js';
import { NEIGHBOURS } from '../core/squareSet.js';
import { parseSquare } from '../core/square.js';
import { legalTurns } from '../turn/legalTurns.js';
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

const sq = (name: string): number => parseSquare(name) ?? -1;
const near = (a: string, b: string): boolean => (((NEIGHBOURS[sq(a)] ?? 0) >>> sq(b)) & 1 ? true : false);

// Limus on c4 and e1; the opponent's worker on b2 (and a5). d3 is level 3.
const LEVELS = ['00000', '00000', '00030', '00000', '00000'];
const limus = board({ players: [player(null, ['b2', 'a5']), player('limus', ['c4', 'e1'])], levels: LEVELS });

describe('Limus', () => {
  it('§7.23: an opponent cannot build on a space next to a Limus worker', () => {
    const builds = texts(limus).filter((text) => text.startsWith('b2-c3 '));
    // From c3: b3, b4, d4 are next to c4 and d2 next to e1; d3 (level 3) takes the dome.
    for (const text of builds.filter((text) => text !== 'b2-c3 +d3')) {
      const at = text.slice(-2);
      expect(near(at, 'c4') || near(at, 'e1')).toBe(false);
    }
    expect(builds).toEqual(['b2-c3 +b2', 'b2-c3 +c2', 'b2-c3 +d3']);
    expect(rejection(limus, 'b2-c3 +b3')).toBe(
      '+b3: Limus: you cannot build on b3, next to his workers, except a dome that completes a tower (R6)',
    );
    expect(offered(limus, 'b2-c3').steps).toEqual(['+b2', '+c2', '+d3']);
  });

  it('R6: a dome that completes a tower is allowed next to Limus', () => {
    expect(texts(limus)).toContain('b2-c3 +d3');
    const domed = play(limus, 'b2-c3 +d3');
    expect(json(domed).domes).toEqual(['d3']);
  });

  it.runIf(isImplemented('atlas'))('R6: a dome below level 3 is not allowed; with limusAnyDome it is', () => {
    const atlas = board({
      players: [player('atlas', ['b2', 'a5']), player('limus', ['c4', 'e1'])],
      levels: LEVELS,
    });
    expect(texts(atlas)).not.toContain('b2-c3 +b3D');
    expect(rejection(atlas, 'b2-c3 +b3D')).toMatch(
      /^\+b3D: Limus: .*except a dome that completes a tower \(R6\)$/,
    );
    const bga = board({
      players: [player('atlas', ['b2', 'a5']), player('limus', ['c4', 'e1'])],
      levels: LEVELS,
      rules: { limusAnyDome: true },
    });
    expect(texts(bga)).toContain('b2-c3 +b3D');
    expect(texts(bga)).not.toContain('b2-c3 +b3');
    expect(rejection(bga, 'b2-c3 +b3')).toMatch(
      /^\+b3: Limus: you cannot build on b3, next to his workers, except a dome$/,
    );
  });

  it.runIf(isImplemented('demeter'))("§7.23: every opposing build is bound: Demeter's second build", () => {
    const demeter = board({
      players: [player('demeter', ['b2', 'a5']), player('limus', ['c4', 'e1'])],
      levels: LEVELS,
    });
    const turns = texts(demeter).filter((text) => text.startsWith('b2-c3 '));
    expect(turns).toContain('b2-c3 +b2 +c2');
    expect(turns.some((text) => text.includes('+b3') || text.includes('+d2'))).toBe(false);
  });

  it.runIf(isImplemented('zeus'))('§7.23: Zeus cannot build under himself next to Limus', () => {
    const zeus = board({
      players: [player('zeus', ['b2', 'a5']), player('limus', ['c4', 'e1'])],
      levels: LEVELS,
    });
    expect(texts(zeus)).not.toContain('b2-c3 +c3');
    expect(texts(zeus)).toContain('b2-a2 +a2');
  });

  it.runIf(isImplemented('prometheus'))('§7.23: Prometheus cannot build before moving next to Limus', () => {
    const prometheus = board({
      players: [player('prometheus', ['b3', 'a1']), player('limus', ['c4', 'e1'])],
      levels: LEVELS,
    });
    expect(texts(prometheus).some((text) => text.startsWith('b3+b4 '))).toBe(false);
    expect(texts(prometheus).some((text) => text.startsWith('b3+a3 '))).toBe(true);
  });

  it.runIf(isImplemented('apollo'))(
    '§7.23: judged where Limus stands at the build, after an Apollo swap',
    () => {
      // Apollo on b3 swaps with Limus's worker on c4: Limus is then on b3, Apollo on c4. Judged at
      // the start of the turn, b5, c5, d4, d5 (next to c4) would be forbidden; b4 and c3 are next to b3.
      const apollo = board({
        players: [player('apollo', ['b3', 'a1']), player('limus', ['c4', 'e1'])],
        levels: LEVELS,
      });
      const builds = texts(apollo)
        .filter((text) => text.startsWith('b3-c4 '))
        .map((text) => text.slice(-2))
        .sort();
      expect(builds).toEqual(['b5', 'c5', 'd3', 'd4', 'd5']);
    },
  );

  it('§7.23: Limus builds freely; R16: in 4 players his teammate is free, the other team bound', () => {
    const own = board({
      players: [player('limus', ['b2', 'a5']), player(null, ['c4', 'e1'])],
      levels: LEVELS,
    });
    expect(texts(own)).toContain('b2-c3 +b3');
    const team = ['c4', 'e1'];
    const foes = ['b2', 'a5'];
    const four = board({
      players: [player('hera', foes), player('limus', team), player('atlas', foes), player('demeter', team)],
      levels: LEVELS,
      toMove: 3,
    });
    expect(texts(four).some((text) => text.startsWith('c4-c5 +b4'))).toBe(true);
    const bound = play(four, 'e1-e2 +e1');
    expect(texts(bound)).not.toContain('b2-c3 +b3');
  });

  it('R2, §9: an opponent with no build allowed loses', () => {
    // Once Limus stands on b2, the opponent's lone worker on a1 can move to a2 or b1, but every
    // space it could then build on neighbours b2.
    const stuck = board({ players: [player('limus', ['c3', 'e5']), player('medusa', ['a1'])] });
    const won = play(stuck, 'c3-b2 +c3');
    expect(won.winner).toBe(0);
    expect(legalTurns(won)).toEqual([]);
  });

  it.runIf(isImplemented('medusa'))(
    "R12: Medusa's petrification is not a build: Limus does not stop it",
    () => {
      // Medusa on c3 (level 1) next to Limus's b3 (ground); Limus's other worker on b4 (level 1)
      // neighbours b3, and is not lower than Medusa.
      const pos = board({
        players: [player('medusa', ['c3', 'e5']), player('limus', ['b3', 'b4'])],
        levels: ['00000', '01000', '00100', '00000', '00000'],
      });
      const after = play(pos, 'e5-e4 +e5');
      expect(json(after).players[1]?.workers).toEqual(['b4']);
      expect(after.levelAt(sq('b3'))).toBe(1);
    },
  );

  it('plays random games (vs no god, vs itself, in 3 and 4 players) without breaking an invariant', () => {
    const lineups = [
      ['limus', null],
      [null, 'limus'],
      ['limus', 'limus'],
      ['limus', 'medusa', 'athena'],
      ['limus', 'persephone', 'bia', 'hypnus'],
    ] as const;
    expect(randomGameProblems(lineups, 2, 60, 60)).toEqual([]);
  });
});
