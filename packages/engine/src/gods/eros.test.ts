import { describe, expect, it } from 'vitest';
import { isImplemented } from './index.js';
import { place } from '../core/steps.js';
import { legalTurns } from '../turn/legalTurns.js';
import {
  board,
  emptyBoard,
  json,
  offered,
  play,
  player,
  randomGameProblems,
  rejection,
  texts,
} from '../testing/index.js';

const winnerOf = (pos: ReturnType<typeof board>, text: string): number | null | undefined =>
  legalTurns(pos).find((turn) => turn.text === text)?.winner;

describe('Eros', () => {
  it('§7.19 setup: his workers go on opposite edges; a corner lies on two edges', () => {
    const placing = emptyBoard(['eros', null]);
    const turns = texts(placing);
    // 25 file-a/file-e pairs and 25 rank-1/rank-5 pairs; {a1, e5} and {a5, e1} are both.
    expect(turns).toHaveLength(48);
    for (const ok of ['@a1 @e5', '@a1 @a5', '@a1 @e1', '@a2 @e4', '@c1 @c5', '@e1 @a5'])
      expect(turns).toContain(ok);
    expect(rejection(placing, '@a2 @b5')).toMatch(/^@b5: /);
    expect(rejection(placing, '@c3 @c5')).toMatch(/^@c3: /);
    expect(offered(placing, [place(1)]).steps).toEqual(['@a5', '@b5', '@c5', '@d5', '@e5']);
    const placed = play(placing, '@b1 @d5');
    expect(texts(placed)).toHaveLength(253);
  });

  it("§7.19, §3.2: in 4 players his teammate placing the team's workers is bound too", () => {
    // Seats 0 and 2 are a team; seat 0 places for both, Eros sits in seat 2.
    const four = emptyBoard(['hera', 'limus', 'eros', 'athena']);
    expect(texts(four)).toHaveLength(48);
    const other = play(four, '@a3 @e3');
    expect(texts(other)).toHaveLength(253);
  });

  it('§7.19: he wins when a worker moves next to his other worker and both are on level 1', () => {
    // Eros on c3 (level 1) and a1; b2 and d4 are level 1, c4 level 2.
    const pos = board({
      players: [player('eros', ['a1', 'c3']), player(null, ['e5', 'e4'])],
      levels: ['00000', '00210', '00100', '01000', '00000'],
    });
    expect(winnerOf(pos, 'a1-b2')).toBe(0); // up onto level 1, next to c3
    expect(texts(pos)).not.toContain('a1-b2 +a1');
    expect(winnerOf(pos, 'c3-b2 +c3')).toBeNull(); // a1 is on the ground
    expect(texts(pos)).not.toContain('c3-b2');
  });

  it('§7.19: the direction of the move does not matter; level 2 does not count with 2 players', () => {
    const down = board({
      players: [player('eros', ['b3', 'c2']), player(null, ['e5', 'e4'])],
      levels: ['00000', '00000', '02000', '01100', '00000'],
    });
    // b3 (level 2) down onto b2 (level 1) next to c2 (level 1): wins.
    expect(winnerOf(down, 'b3-b2')).toBe(0);
    const high = board({
      players: [player('eros', ['b3', 'd3']), player(null, ['e5', 'e4'])],
      levels: ['00000', '00000', '02020', '00200', '00000'],
    });
    // c2 is level 2 and neighbours d3 (level 2): no win in 2 players.
    expect(winnerOf(high, 'b3-c2 +b3')).toBeNull();
    expect(texts(high)).not.toContain('b3-c2');
  });

  it('R9: in 3 players both on the same level wins, the ground included', () => {
    const three = board({
      players: [player('eros', ['a1', 'c3']), player('hera', ['e5', 'e4']), player('limus', ['a5', 'b5'])],
    });
    expect(winnerOf(three, 'a1-b2')).toBe(0);
    expect(texts(three)).not.toContain('a1-b2 +a1');
    const levels = board({
      players: [player('eros', ['a1', 'c3']), player('hera', ['e5', 'e4']), player('limus', ['a5', 'b5'])],
      levels: ['00000', '00000', '00200', '00000', '00000'],
    });
    expect(texts(levels)).toContain('a1-b2 +a1');
  });

  it('§7.19, §7.20: Hera cancels his win on the perimeter', () => {
    // a2 → b2 (interior, level 1) next to c3 (level 1): wins.
    const pos = board({
      players: [player('eros', ['a2', 'c3']), player('hera', ['e5', 'e4'])],
      levels: ['00000', '00000', '00100', '11000', '00000'],
    });
    expect(winnerOf(pos, 'a2-b2')).toBe(0);
    const perimeter = board({
      players: [player('eros', ['b2', 'a3']), player('hera', ['e5', 'e4'])],
      levels: ['00000', '00000', '10000', '11000', '00000'],
    });
    // b2 → a2 (level 1, perimeter) next to a3 (level 1): the win is cancelled; the worker builds.
    expect(texts(perimeter)).not.toContain('b2-a2');
    expect(winnerOf(perimeter, 'b2-a2 +b2')).toBeNull();
  });

  it.runIf(isImplemented('apollo'))(
    'R3: a worker swapped next to his other worker does not win for him',
    () => {
      // Apollo's b2 (level 1) swaps with Eros's a1: Eros's worker is forced onto b2, next to c3.
      const pos = board({
        players: [player('apollo', ['b2', 'e5']), player('eros', ['a1', 'c3'])],
        levels: ['00000', '00000', '00100', '01000', '10000'],
      });
      const after = play(pos, 'b2-a1 +b1');
      expect(after.winner).toBeNull();
      expect(json(after).players[1]?.workers).toEqual(['b2', 'c3']);
    },
  );

  it.runIf(isImplemented('medusa'))('§7.19: with one worker left there is no Eros win', () => {
    const pos = board({
      players: [player('eros', ['a1']), player('medusa', ['e5', 'e4'])],
      levels: ['00000', '00000', '00100', '01000', '00000'],
    });
    expect(texts(pos)).toContain('a1-b2 +a1');
  });

  it('plays random games (vs no god, vs itself, in 3 and 4 players) without breaking an invariant', () => {
    const lineups = [
      ['eros', null],
      [null, 'eros'],
      ['eros', 'eros'],
      ['eros', 'hera', 'bia'],
      ['eros', 'hera', 'athena', 'limus'],
    ] as const;
    expect(randomGameProblems(lineups, 2, 60, 140)).toEqual([]);
  });
});
