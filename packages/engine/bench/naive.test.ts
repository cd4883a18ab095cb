import { describe, expect, it } from 'vitest';
import { parsePosition, perft } from '@santorini/engine';
import { naiveEmpty, naiveFromJson, naivePerft, type NaivePositionJson } from './naive.js';

describe('naive baseline perft', () => {
  it('reproduces the published counts from the empty board', () => {
    expect(naivePerft(naiveEmpty(), 1)).toBe(300);
    expect(naivePerft(naiveEmpty(), 2)).toBe(75_900);
    expect(naivePerft(naiveEmpty(), 3)).toBe(4_313_232);
  });

  it('counts a winning move as one leaf with no build', () => {
    // Player 0's b2 worker (level 2) can step up onto c3 (level 3) and win.
    const json = {
      players: [{ workers: ['b2', 'a5'] }, { workers: ['e1', 'e5'] }],
      levels: ['00000', '00000', '00300', '02000', '00000'],
      domes: [] as string[],
      toMove: 0,
    };
    // b2 moves to a1, b1, c1, a2, c2, a3, b3 with 3+5+5+5+8+5+8 builds, or wins on c3 (one leaf);
    // a5 moves to a4, b4, b5 with 5+8+5 builds.
    expect(naivePerft(naiveFromJson(json), 1)).toBe(39 + 1 + 18);
    // A dome on c3 removes the win and the builds on c3 (from c2, b3 and b4).
    expect(naivePerft(naiveFromJson({ ...json, domes: ['c3'] }), 1)).toBe(37 + 17);
  });

  it('counts a child whose player to move is stuck as one leaf at any depth', () => {
    // Player 1's only worker, on a1, is walled in by level-2 blocks that player 0 can only raise.
    const json = {
      players: [{ workers: ['c3', 'e5'] }, { workers: ['a1'] }],
      levels: ['00000', '00000', '00000', '22000', '02000'],
      domes: [],
      toMove: 0,
    };
    const state = naiveFromJson(json);
    // Every turn of player 0 leaves a1 walled in, so every child is a win for player 0 (R2) and
    // counts 1 at every depth ≥ 1.
    const d1 = naivePerft(state, 1);
    expect(naivePerft(state, 2)).toBe(d1);
    expect(naivePerft(state, 3)).toBe(d1);
  });

  it('gives 0 from a finished game or for a player with no legal turn, 1 at depth 0', () => {
    const stuck = naiveFromJson({
      players: [{ workers: ['a1'] }, { workers: ['e5'] }],
      levels: ['00000', '00000', '00000', '22000', '02000'],
      domes: [],
      toMove: 0,
    });
    expect(naivePerft(stuck, 0)).toBe(1);
    expect(naivePerft(stuck, 1)).toBe(0);
    const won = naiveFromJson({ ...emptyJson(), winner: 1 });
    expect(naivePerft(won, 2)).toBe(0);
  });

  it('places the second player after the first, then hands the turn to the start player', () => {
    const state = naiveFromJson({ ...emptyJson(), start: 1, toMove: 1 });
    expect(naivePerft(state, 1)).toBe(300);
    expect(naivePerft(state, 2)).toBe(75_900);
  });
});

describe('naive baseline against the engine', () => {
  const positions: [string, NaivePositionJson][] = [
    [
      'the benchmark mid-game (towers, a win threat)',
      {
        players: [{ workers: ['b2', 'c4'] }, { workers: ['c2', 'd3'] }],
        levels: ['00030', '12130', '02310', '01210', '00100'],
        domes: ['d4', 'd5'],
        toMove: 0,
      },
    ],
    [
      'player 1 walled in once player 0 steps onto c1',
      {
        players: [{ workers: ['d2', 'e5'] }, { workers: ['a1', 'b1'] }],
        levels: ['00000', '00000', '00000', '22200', '00000'],
        domes: [],
        toMove: 0,
      },
    ],
    [
      'second placement on a built board with low domes',
      {
        players: [{ workers: ['c2', 'a1'] }, { workers: [] }],
        levels: ['00000', '01200', '02320', '00100', '00000'],
        domes: ['d3', 'e1'],
        toMove: 1,
      },
    ],
  ];
  for (const [name, json] of positions) {
    it(`gives the engine's counts: ${name}`, () => {
      const parsed = parsePosition(json);
      if (!parsed.ok) throw new Error(`${parsed.error.field}: ${parsed.error.message}`);
      for (let depth = 1; depth <= 3; depth++) {
        const expected = naivePerft(naiveFromJson(json), depth);
        expect(perft(parsed.value, depth, { bulk: true }), `bulk, depth ${depth}`).toBe(expected);
        expect(perft(parsed.value, depth, { bulk: false }), `every leaf, depth ${depth}`).toBe(expected);
      }
    });
  }
});

function emptyJson() {
  return {
    players: [{ workers: [] }, { workers: [] }],
    levels: ['00000', '00000', '00000', '00000', '00000'],
    domes: [],
    toMove: 0,
  };
}
