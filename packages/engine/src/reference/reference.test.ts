import { describe, expect, test } from 'vitest';
import {
  type PositionJson,
  type ReferenceTurn,
  readPositionJson,
  referenceApply,
  referenceEmptyPosition,
  referenceKey,
  referenceMoves,
  referencePerft,
} from './reference.js';
import { mulberry32, randomGame } from './sampling.js';
import { FULL_SWEEP } from '../testing/index.js';

const FLAT = ['00000', '00000', '00000', '00000', '00000'];

interface Setup {
  levels?: string[];
  domes?: string[];
  workers: [string[], string[]];
  toMove?: number;
  winner?: number;
}

function position(setup: Setup): PositionJson {
  const json: PositionJson = {
    players: setup.workers.map((workers) => ({ workers })),
    levels: setup.levels ?? FLAT,
    domes: setup.domes ?? [],
    toMove: setup.toMove ?? 0,
  };
  if (setup.winner !== undefined) json.winner = setup.winner;
  return readPositionJson(json);
}

function texts(turns: readonly ReferenceTurn[]): string[] {
  return turns.map((t) => t.turn).sort();
}

/** The distinct `from-to` moves among the turns. */
function moveSteps(turns: readonly ReferenceTurn[]): string[] {
  return [...new Set(turns.map((t) => t.turn.split(' ')[0] ?? ''))].sort();
}

function turnOf(json: PositionJson, text: string): ReferenceTurn {
  const turn = referenceApply(json, text);
  if (turn === null) throw new Error(`not legal here: ${text}`);
  return turn;
}

describe('perft from the empty board (engine-notes.md "Perft facts")', () => {
  test('depth 0 and 1', () => {
    expect(referencePerft(referenceEmptyPosition(), 0)).toBe(1);
    expect(referencePerft(referenceEmptyPosition(), 1)).toBe(300);
  });
  test('depth 2 = 75,900', () => {
    expect(referencePerft(referenceEmptyPosition(), 2)).toBe(75_900);
  });
  // About 40 s: runs in the full sweep (SANTORINI_FULL_SWEEP=1) or with REFERENCE_SLOW=1.
  test.runIf(FULL_SWEEP || process.env.REFERENCE_SLOW === '1')(
    'depth 3 = 4,313,232',
    () => {
      expect(referencePerft(referenceEmptyPosition(), 3)).toBe(4_313_232);
    },
    300_000,
  );
  test('Start Player 1 gives the same counts', () => {
    expect(referencePerft(referenceEmptyPosition(1), 1)).toBe(300);
  });
});

describe('placement (rules §2.1, spec §2.3)', () => {
  test('@x @y and @y @x are one position, listed once', () => {
    const empty = referenceEmptyPosition();
    const turns = referenceMoves(empty);
    expect(turns).toHaveLength(300);
    const a = turnOf(empty, '@b2 @d4');
    const b = turnOf(empty, '@d4 @b2');
    expect(referenceKey(a.position)).toBe(referenceKey(b.position));
    expect(a.position.players[0]?.workers).toEqual(['b2', 'd4']);
    expect(b.position.players[0]?.workers).toEqual(['d4', 'b2']);
  });

  test('the Start Player places first, the other next, then the Start Player moves', () => {
    const first = turnOf(referenceEmptyPosition(), '@a1 @b2').position;
    expect(first.toMove).toBe(1);
    expect(referenceMoves(first)).toHaveLength(253);
    expect(referenceApply(first, '@c3 @d4')).not.toBeNull();
    expect(referenceApply(first, '@b2 @c3')).toBeNull(); // b2 is taken
    expect(referenceApply(first, '@c3 @c3')).toBeNull();
    const second = turnOf(first, '@c3 @e5').position;
    expect(second).toEqual({
      players: [{ workers: ['a1', 'b2'] }, { workers: ['c3', 'e5'] }],
      levels: FLAT,
      domes: [],
      toMove: 0,
    });
  });

  test('with start = 1, seat 1 places first and moves first; `start` is dropped after placement', () => {
    const empty = referenceEmptyPosition(1);
    expect(empty).toMatchObject({ toMove: 1, start: 1 });
    const first = turnOf(empty, '@a1 @b2').position;
    expect(first).toMatchObject({ toMove: 0, start: 1 });
    const second = turnOf(first, '@c3 @e5').position;
    expect(second.toMove).toBe(1);
    expect(second.start).toBeUndefined();
    expect(second.players).toEqual([{ workers: ['c3', 'e5'] }, { workers: ['a1', 'b2'] }]);
  });
});

describe('moving (rules §2.3)', () => {
  test('up at most one level, down any number', () => {
    // Worker on c3 at level 1; neighbours: b4 = 1, c4 = 2, d4 = 0, b3 = 3, d3 = 0, b2..d2 = 0.
    const json = position({
      levels: ['00000', '01200', '03100', '00000', '00000'],
      workers: [
        ['c3', 'a1'],
        ['e5', 'e1'],
      ],
    });
    const fromC3 = moveSteps(referenceMoves(json)).filter((m) => m.startsWith('c3-'));
    expect(fromC3).toEqual(['c3-b2', 'c3-b4', 'c3-c2', 'c3-c4', 'c3-d2', 'c3-d3', 'c3-d4']);
    // From level 3 a worker may drop straight to the ground.
    const high = position({
      levels: ['00000', '00000', '00300', '00000', '00000'],
      workers: [
        ['c3', 'a1'],
        ['e5', 'e1'],
      ],
    });
    expect(moveSteps(referenceMoves(high)).filter((m) => m.startsWith('c3-'))).toHaveLength(8);
  });

  test('workers and domes block moves; the board edge limits them', () => {
    const json = position({
      domes: ['a2'],
      workers: [
        ['a1', 'b2'],
        ['b1', 'e5'],
      ],
    });
    expect(moveSteps(referenceMoves(json)).filter((m) => m.startsWith('a1-'))).toEqual([]);
  });

  test('a moved worker keeps its slot', () => {
    const json = position({
      workers: [
        ['c3', 'a1'],
        ['e5', 'e1'],
      ],
    });
    expect(turnOf(json, 'c3-c4 +c5').position.players[0]?.workers).toEqual(['c4', 'a1']);
  });
});

describe('building (rules §2.4)', () => {
  test('with the moved worker, next to it, on unoccupied squares only, including the square it left', () => {
    const json = position({
      domes: ['b2'],
      workers: [
        ['a1', 'e5'],
        ['b1', 'c3'],
      ],
    });
    // a1 can move only to a2; from a2 it builds on a1 (left), a3, b3 — not b1/c3 workers, not b2 dome.
    const fromA1 = texts(referenceMoves(json)).filter((t) => t.startsWith('a1-'));
    expect(fromA1).toEqual(['a1-a2 +a1', 'a1-a2 +a3', 'a1-a2 +b3']);
  });

  test('a block on levels 0-2, a dome on level 3; a domed square takes nothing more', () => {
    const json = position({
      levels: ['00000', '00000', '00000', '01230', '00000'],
      domes: ['e3'],
      workers: [
        ['d1', 'a5'],
        ['e5', 'e4'],
      ],
    });
    const built = (text: string): PositionJson => turnOf(json, text).position;
    expect(built('d1-c1 +b2').levels[3]).toBe('02230');
    expect(built('d1-c1 +c2').levels[3]).toBe('01330');
    const dome = built('d1-e1 +d2');
    expect(dome.levels[3]).toBe('01230');
    expect(dome.domes).toEqual(['d2', 'e3']);
    expect(referenceApply(json, 'd1-e2 +d3')).not.toBeNull();
    expect(referenceApply(json, 'd1-e2 +e3')).toBeNull(); // e3 carries a dome
    expect(referenceApply(json, 'd1-d2 +c2')).toBeNull(); // d2 is level 3: too high to climb from 0
  });
});

describe('winning (rules §2.5, R4) and losing (R2)', () => {
  const climb = position({
    levels: ['00000', '00000', '00320', '00000', '00000'],
    workers: [
      ['d3', 'a1'],
      ['e5', 'e1'],
    ],
  });

  test('moving up from level 2 onto level 3 wins at once, with no build, and hands over toMove', () => {
    const win = turnOf(climb, 'd3-c3');
    expect(win.winner).toBe(0);
    expect(win.position).toMatchObject({ winner: 0, toMove: 1 });
    expect(win.position.players[0]?.workers).toEqual(['c3', 'a1']);
    expect(texts(referenceMoves(climb)).filter((t) => t.startsWith('d3-c3'))).toEqual(['d3-c3']);
  });

  test('3 -> 3 does not win', () => {
    const flat3 = position({
      levels: ['00000', '00000', '00330', '00000', '00000'],
      workers: [
        ['d3', 'a1'],
        ['e5', 'e1'],
      ],
    });
    const turns = referenceMoves(flat3).filter((t) => t.turn.startsWith('d3-c3'));
    expect(turns.length).toBeGreaterThan(0);
    expect(turns.every((t) => t.winner === null && t.turn.includes('+'))).toBe(true);
  });

  test('a finished game lists nothing; perft 0 = 1, perft 1 = 0', () => {
    const over = turnOf(climb, 'd3-c3').position;
    expect(referenceMoves(over)).toEqual([]);
    expect(referencePerft(over, 0)).toBe(1);
    expect(referencePerft(over, 1)).toBe(0);
  });

  test('R2: leaving the next player with no complete turn wins for the player who moved', () => {
    // Seat 1 (a5, b5) is walled in by domes on a4, b4, c5; its only way out is c4 (level 1).
    const json = position({
      levels: ['00000', '00100', '00000', '00000', '00000'],
      domes: ['a4', 'b4', 'c5'],
      workers: [
        ['d3', 'e1'],
        ['a5', 'b5'],
      ],
    });
    expect(turnOf(json, 'd3-d4 +c4')).toMatchObject({ winner: 0, position: { winner: 0, toMove: 1 } });
    expect(turnOf(json, 'd3-c4 +d3')).toMatchObject({ winner: 0 }); // standing on c4 blocks it too
    expect(turnOf(json, 'e1-e2 +e3').winner).toBeNull();
  });

  test('a mover with no legal turn (R2 not yet marked) lists nothing', () => {
    const stuck = position({
      levels: ['00000', '00200', '00000', '00000', '00000'],
      domes: ['a4', 'b4', 'c5'],
      workers: [
        ['a5', 'b5'],
        ['d3', 'e1'],
      ],
    });
    expect(referenceMoves(stuck)).toEqual([]);
    expect(referencePerft(stuck, 2)).toBe(0);
  });

  test('perft counts a game-ending turn as one leaf at any depth', () => {
    const children = referenceMoves(climb);
    const expected = children.reduce(
      (n, c) => n + (c.winner !== null ? 1 : referenceMoves(c.position).length),
      0,
    );
    expect(referencePerft(climb, 2)).toBe(expected);
    expect(children.filter((c) => c.winner !== null).map((c) => c.turn)).toEqual(['d3-c3']);
  });
});

describe('keys and JSON', () => {
  test('same position: workers and domes as sets; different toMove or winner differ', () => {
    const a = position({
      domes: ['c3', 'a1'],
      workers: [
        ['b2', 'd4'],
        ['e5', 'e1'],
      ],
    });
    const b = position({
      domes: ['a1', 'c3'],
      workers: [
        ['d4', 'b2'],
        ['e1', 'e5'],
      ],
    });
    expect(referenceKey(a)).toBe(referenceKey(b));
    expect(referenceKey({ ...a, toMove: 1 })).not.toBe(referenceKey(a));
    expect(referenceKey({ ...a, winner: 0 })).not.toBe(referenceKey(a));
    expect(
      referenceKey({ ...a, players: [a.players[1] ?? { workers: [] }, a.players[0] ?? { workers: [] }] }),
    ).not.toBe(referenceKey(a));
  });

  test('input is validated, never repaired', () => {
    const ok = position({
      workers: [
        ['b2', 'd4'],
        ['e5', 'e1'],
      ],
    });
    expect(() =>
      readPositionJson({ ...ok, players: [{ god: 'apollo', workers: [] }, { workers: [] }] }),
    ).toThrow(/god/);
    expect(() => readPositionJson({ ...ok, extra: 1 })).toThrow(/extra/);
    expect(() => readPositionJson({ ...ok, domes: ['b2'] })).toThrow(/dome/);
    expect(() =>
      readPositionJson({ ...ok, players: [{ workers: ['b2', 'd4'] }, { workers: ['b2', 'e1'] }] }),
    ).toThrow(/two workers/);
    expect(() => readPositionJson({ ...ok, levels: ['00000'] })).toThrow(/levels/);
    expect(
      readPositionJson({ ...ok, players: [{ workers: ['B2', 'D4'] }, { workers: ['e5', 'e1'] }] }),
    ).toEqual(ok);
  });
});

describe('random games (sanity of the sampler)', () => {
  test('every game ends with a winner, and only the final position has one', () => {
    const random = mulberry32(7);
    for (let g = 0; g < 20; g++) {
      const game = randomGame(random, g % 2 === 0 ? 'uniform' : 'noWin');
      const last = game[game.length - 1];
      expect(last?.winner).toBeDefined();
      expect(game.slice(0, -1).every((p) => p.winner === undefined)).toBe(true);
    }
  });
});
