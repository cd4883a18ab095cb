import { describe, expect, it } from 'vitest';
import { applyTurnText } from '../written/apply.js';
import type { Position } from '../core/position.js';
import { squareName } from '../core/square.js';
import { areNeighbours } from '../core/squareSet.js';
import { legalTurns } from '../turn/legalTurns.js';
import {
  board,
  key,
  levels,
  listed,
  longerThanNeeded,
  mulberry32,
  offered,
  play,
  player,
  type PlayerJson,
  randomGames,
  rejection,
  texts,
  workers,
} from '../testing/index.js';

/**
 * A corridor: ranks 1 and 2 open, rank 3 domed but for the squares in `open`; the opponent's workers
 * stand on a5 and e5 with a4 and e4 to move to.
 */
const CLOSED = ['a3', 'b3', 'c3', 'd3', 'e3', 'b4', 'c4', 'd4', 'b5', 'c5', 'd5'];
const corridor = (players: readonly PlayerJson[], levels?: readonly string[], open: readonly string[] = []) =>
  board({
    players,
    domes: CLOSED.filter((sq) => !open.includes(sq)),
    ...(levels === undefined ? {} : { levels }),
  });
const HERMES_ONLY = [player('hermes', ['a1', 'e1']), player(null, ['a5', 'e5'])];

describe('Hermes', () => {
  it('§7.7: a normal turn moves up or down once, and that worker builds; §9: Hermes wins by a normal 2→3 move', () => {
    // c3 on level 2, d3 on level 3, b3 on level 1.
    const pos = board({
      players: [player('hermes', ['c3', 'a5']), player(null, ['e1', 'e5'])],
      levels: ['00000', '00000', '01230', '00000', '00000'],
    });
    expect(listed(pos, 'c3-d3').winner).toBe(0);
    expect(listed(pos, 'c3-b3 +c3').winner).toBeNull();
    expect(rejection(pos, 'c3-b3 b3-a3 +a4')).toBe(
      "b3-a3: Hermes's move from c3 changed level, so his turn is a normal one: that worker builds now",
    );
    expect(rejection(pos, 'c3-b3 a5+a4')).toBe(
      "a5+a4: Hermes's move changed level, so only the worker that moved (now on b3) may build",
    );
  });

  it('§9: a power turn never wins: its moves are level, and 3→3 does not count', () => {
    // c3, d3 and e3 on level 3.
    const roof = board({
      players: [player('hermes', ['c3', 'a1']), player(null, ['e1', 'a5'])],
      levels: ['00000', '00000', '00333', '00000', '00000'],
    });
    expect(play(roof, 'c3-d3 d3-e3 +e4').winner).toBeNull();
    expect(play(roof, 'c3-d3 +d4').winner).toBeNull();
    expect(legalTurns(roof).every((turn) => turn.winner === null)).toBe(true);
  });

  it('§7.7: a power turn may make no move at all: the build names its builder', () => {
    const pos = corridor(HERMES_ONLY);
    const still = listed(pos, 'a1+a2');
    expect(workers(still.position, 0)).toEqual(['a1', 'e1']);
    expect(levels(still.position)[3]).toBe('10000');
    expect(rejection(pos, '+a2')).toBe(
      '+a2: Hermes may build without moving, naming the worker that builds, like "b1+b2"',
    );
    const first = offered(pos, '');
    expect(first.steps).toEqual(expect.arrayContaining(['a1+a2', 'a1+b1', 'e1+d2', 'a1-b2', 'e1-d1']));
    expect(first.canEnd).toBe(false);
  });

  it('§7.7: both workers move any number of level moves, then either builds; a build by the other worker carries its square', () => {
    const pos = corridor(HERMES_ONLY);
    expect(texts(pos)).toContain('a1-a2 e1-d1 a2+a1');
    // Built by the last mover when it can: with both next to c2, no prefix.
    expect(texts(pos)).toContain('a1-b1 e1-d1 +c2');
    expect(texts(pos)).not.toContain('a1-b1 e1-d1 b1+c2');
    expect(key(play(pos, 'a1-b1 e1-d1 b1+c2'))).toBe(key(play(pos, 'a1-b1 e1-d1 +c2')));
  });

  it('spec §3: apply accepts interleaved moves and revisits, each reaching the position of a listed turn', () => {
    const pos = corridor(HERMES_ONLY);
    const listedTurn = play(pos, 'a1-a2 e1-d1 a2+a1');
    expect(key(play(pos, 'a1-b1 e1-d1 b1-a1 a1-a2 +a1'))).toBe(key(listedTurn));
    expect(key(play(pos, 'e1-d1 a1-a2 d1-e1 e1-d1 a2+a1'))).toBe(key(listedTurn));
    // Random legal sequences: any number of level moves of either worker, then a legal build.
    const listedKeys = new Set(legalTurns(pos).map((turn) => key(turn.position)));
    const random = mulberry32(7);
    for (let trial = 0; trial < 150; trial++) {
      const text = randomPowerTurn(pos, random);
      const applied = applyTurnText(pos, text);
      expect(applied.ok, text).toBe(true);
      if (applied.ok) expect(listedKeys.has(key(applied.value)), text).toBe(true);
    }
  });

  it('spec §5: one listed turn per distinct result: every pair of squares the two workers can end on, every build', () => {
    const pos = corridor(HERMES_ONLY);
    // Ranks 1–2 are open and level, so the workers reach any two of their 10 squares.
    const open = Array.from({ length: 10 }, (_, sq) => sq);
    let expected = 0;
    for (const p of open)
      for (const q of open)
        if (p < q)
          expected += open.filter(
            (s) => s !== p && s !== q && (areNeighbours(s, p) || areNeighbours(s, q)),
          ).length;
    expect(legalTurns(pos)).toHaveLength(expected);
    expect(new Set(legalTurns(pos).map((turn) => key(turn.position))).size).toBe(expected);
  });

  it('spec §3: each position is listed with a shortest spelling, also when an opponent judges the two assignments apart', () => {
    expect(longerThanNeeded(corridor(HERMES_ONLY))).toEqual([]);
    expect(
      longerThanNeeded(corridor([player('hermes', ['a1', 'e1']), player('athena', ['a5', 'e5'])])),
    ).toEqual([]);
  });

  it('§7.7: in a turn of several moves every move stays on its level', () => {
    // b2 is on level 1.
    const pos = corridor(HERMES_ONLY, ['00000', '00000', '00000', '01000', '00000']);
    expect(rejection(pos, 'e1-d1 a1-b2 +a1')).toBe(
      'a1-b2: in a Hermes turn with more than one move every move stays on its level: a1 is on level 0, b2 on level 1',
    );
    expect(listed(pos, 'a1-b2 +a1').winner).toBeNull();
  });

  it('R10: under Persephone, Hermes must move up when he can: no power turn', () => {
    const pos = corridor(
      [player('hermes', ['a1', 'e1']), player('persephone', ['a5', 'e5'])],
      ['00000', '00000', '00000', '01000', '00000'],
    );
    expect(texts(pos).every((text) => text.startsWith('a1-b2 '))).toBe(true);
    expect(rejection(pos, 'a1+a2')).toContain('Persephone');
  });

  it('§7.3: under Athena the power turns stay open, moving up does not', () => {
    const pos = corridor(
      [player('hermes', ['a1', 'e1']), player('athena', ['a5', 'e5'], { movedUp: true })],
      ['00000', '00000', '00000', '01000', '00000'],
    );
    expect(rejection(pos, 'a1-b2 +a1')).toContain('Athena');
    expect(play(pos, 'a1-a2 e1-d1 a2+a1').winner).toBeNull();
  });

  it('a respelled turn is judged as written: Hypnus’s frozen worker may not move away and back', () => {
    // b2 and b3 on level 1: the worker on b2 is the higher one.
    const levels = ['00000', '00000', '01000', '01000', '00000'];
    const hypnus = board({
      players: [player('hermes', ['b2', 'd4']), player('hypnus', ['a5', 'e1'])],
      levels,
    });
    expect(rejection(hypnus, 'b2-b3 d4-d5 b3-b2 d5+c5')).toBe(
      'b2-b3 d4-d5 b3-b2 d5+c5: Hypnus: the worker on b2 is higher than your other worker, so it cannot move this turn',
    );
    expect(play(hypnus, 'd4-d5 +c5').winner).toBeNull();
    const free = board({ players: [player('hermes', ['b2', 'd4']), player(null, ['a5', 'e1'])], levels });
    expect(key(play(free, 'b2-b3 d4-d5 b3-b2 d5+c5'))).toBe(key(play(free, 'd4-d5 +c5')));
  });

  it('§7.11: which worker ends where matters to Aphrodite: the legal assignment is listed, the other rejected', () => {
    // Aphrodite on a3 notes Hermes's a2. Ending on b1 and b2: a2 must be the one on b2.
    const pos = corridor([player('hermes', ['a2', 'c2']), player('aphrodite', ['a3', 'e5'])], undefined, [
      'a3',
      'a5',
    ]);
    const good = play(pos, 'a2-b2 c2-b1 +c1');
    expect(legalTurns(pos).some((turn) => key(turn.position) === key(good))).toBe(true);
    expect(rejection(pos, 'a2-b1 c2-b2 +c1')).toContain('Aphrodite');
  });

  it('random games: listed turns apply as listed, give distinct positions, and keep the board sound', () => {
    const check = randomGames(
      [
        ['hermes', null],
        [null, 'hermes'],
        ['hermes', 'hermes'],
      ],
      2,
      50,
      707,
      10,
      12,
    );
    expect(check.problems).toEqual([]);
    expect(check.positions).toBeGreaterThan(200);
  });
});

/** A random power turn of the player to move: 0–8 random level moves of either worker, then a random legal build. */
function randomPowerTurn(pos: Position, random: () => number): string {
  const start = pos.workersOf(pos.toMove);
  const here = [...start];
  // Squares held by a dome or by another player's worker: the start squares free up as workers leave.
  const blocked = (sq: number): boolean =>
    pos.domeAt(sq) || (((pos.workers >> sq) & 1) === 1 && !start.includes(sq));
  const free = (sq: number): boolean => !blocked(sq) && !here.includes(sq);
  const steps: string[] = [];
  let last = -1;
  const moves = Math.floor(random() * 9);
  for (let i = 0; i < moves; i++) {
    const w = Math.floor(random() * here.length);
    const from = here[w] ?? 0;
    const options = Array.from({ length: 25 }, (_, sq) => sq).filter(
      (sq) => areNeighbours(from, sq) && pos.levelAt(sq) === pos.levelAt(from) && free(sq),
    );
    const to = options[Math.floor(random() * options.length)];
    if (to === undefined) continue;
    steps.push(`${squareName(from)}-${squareName(to)}`);
    here[w] = to;
    last = w;
  }
  const builds: string[] = [];
  here.forEach((sq, w) => {
    for (let at = 0; at < 25; at++)
      if (areNeighbours(sq, at) && free(at))
        builds.push(`${w === last ? '' : squareName(sq)}+${squareName(at)}`);
  });
  return [...steps, builds[Math.floor(random() * builds.length)] ?? ''].join(' ');
}
