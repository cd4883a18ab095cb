import { describe, expect, it } from 'vitest';
import { positionKey } from '../json/json.js';
import { parseSquare } from '../core/square.js';
import {
  board,
  json,
  key,
  offered,
  play,
  randomGamesOfLineup,
  rejection,
  turnsFrom,
} from '../testing/index.js';
import { legalTurns } from '../turn/legalTurns.js';

const sq = (name: string): number => parseSquare(name) ?? -1;

// Poseidon on c3 and a1 (both on the ground). Moving c3 leaves a1 unmoved, next to a2 b1 b2.
const pos = board({
  players: [
    { god: 'poseidon', workers: ['c3', 'a1'] },
    { god: null, workers: ['e5', 'e4'] },
  ],
});

describe('Poseidon', () => {
  it('after the build, his unmoved worker on the ground may build up to 3 times next to itself', () => {
    const listed = turnsFrom(pos, 'c3-c4 +c5');
    // Every multiset of 0–3 builds on a2 b1 b2 (1 + 3 + 6 + 10), each listed once.
    expect(listed).toHaveLength(20);
    expect(listed).toContain('c3-c4 +c5');
    expect(listed).toContain('c3-c4 +c5 a1+b1');
    const three = play(pos, 'c3-c4 +c5 a1+b1 a1+b1 a1+b1');
    expect(json(three).levels).toEqual(['00100', '00000', '00000', '00000', '03000']);
    expect(three.toMove).toBe(1);
  });

  it('each build is optional and the order does not matter: one spelling per position', () => {
    expect(positionKey(play(pos, 'c3-c4 +c5 a1+a2 a1+b1'))).toBe(
      positionKey(play(pos, 'c3-c4 +c5 a1+b1 a1+a2')),
    );
    const listed = turnsFrom(pos, 'c3-c4 +c5 ');
    expect(
      listed.filter(
        (text) => text.includes('a1+a2') && text.includes('a1+b1') && text.split(' ').length === 4,
      ),
    ).toHaveLength(1);
  });

  it('the extra builds are normal: the fourth piece is a dome (a complete tower)', () => {
    const high = board({
      players: [
        { god: 'poseidon', workers: ['c3', 'a1'] },
        { god: null, workers: ['e5', 'e4'] },
      ],
      levels: ['00000', '00000', '00000', '00000', '02000'],
    });
    const tower = play(high, 'c3-c4 +c5 a1+b1 a1+b1');
    expect(tower.levelAt(sq('b1'))).toBe(3);
    expect(json(tower).domes).toEqual(['b1']);
    expect(rejection(high, 'c3-c4 +c5 a1+b1 a1+b1 a1+b1')).toMatch(/b1 has a dome/);
  });

  it('rejects a fourth extra build, and one before the normal build, naming Poseidon', () => {
    expect(rejection(pos, 'c3-c4 +c5 a1+b1 a1+b1 a1+b1 a1+b1')).toMatch(
      /Poseidon's unmoved worker builds at most 3 times/,
    );
    expect(rejection(pos, 'c3-c4 a1+b1 +c5')).toMatch(
      /Poseidon's unmoved worker builds only after the normal build/,
    );
    expect(rejection(pos, 'c3-c4 +c5 a1+c1')).toMatch(/c1 is not next to the builder on a1/);
    expect(rejection(pos, 'c3-c4 +c5 +c5')).toMatch(
      /Poseidon's extra builds are made by his unmoved worker \(on a1\)/,
    );
  });

  it('no extra builds when the unmoved worker is not on the ground', () => {
    const raised = board({
      players: [
        { god: 'poseidon', workers: ['c3', 'a1'] },
        { god: null, workers: ['e5', 'e4'] },
      ],
      levels: ['00000', '00000', '00000', '00000', '10000'],
    });
    expect(turnsFrom(raised, 'c3-c4 +c5')).toEqual(['c3-c4 +c5']);
    expect(rejection(raised, 'c3-c4 +c5 a1+b1')).toMatch(
      /on a1 is on level 1: it builds only from the ground/,
    );
    // The worker on the ground that moved does not count: only the unmoved one builds.
    expect(turnsFrom(raised, 'c3-b3 +c3').every((text) => !text.includes('+', 12))).toBe(true);
  });

  it('the unmoved worker is whichever did not move (rules.md §5): a1 moves, c3 builds', () => {
    const listed = turnsFrom(pos, 'a1-a2 +a1 ');
    expect(listed).toContain('a1-a2 +a1 c3+d4');
    expect(play(pos, 'a1-a2 +a1 c3+d4 c3+d4').levelAt(sq('d4'))).toBe(2);
    expect(rejection(pos, 'a1-a2 +a1 c3+c3')).toMatch(/a worker cannot build under itself/);
  });

  it('no power with only one worker', () => {
    const lone = board({
      players: [
        { god: 'poseidon', workers: ['c3'] },
        { god: 'medusa', workers: ['e5', 'e4'] },
      ],
    });
    expect(legalTurns(lone).every((turn) => turn.text.split(' ').length === 2)).toBe(true);
  });

  it('offers the unmoved worker’s builds step by step, each optional (nextSteps)', () => {
    expect(offered(pos, 'c3-c4 +c5')).toEqual({ steps: ['a1+a2', 'a1+b1', 'a1+b2'], canEnd: true });
    expect(offered(pos, 'c3-c4 +c5 a1+b1 a1+b1 a1+b1')).toEqual({ steps: [], canEnd: true });
    expect(offered(pos, 'c3-c4').steps).not.toContain('a1+b1');
  });

  it('the extra builds may be written and clicked in any order, also with Chronus in play', () => {
    // Rank 5 holds four complete towers: a dome on b1 (level 3) completes Chronus's fifth.
    const chronus = board({
      players: [
        { god: 'poseidon', workers: ['c3', 'a1'] },
        { god: 'chronus', workers: ['e1', 'e2'] },
      ],
      levels: ['33330', '00000', '00000', '00000', '03000'],
      domes: ['a5', 'b5', 'c5', 'd5'],
    });
    expect(key(play(chronus, 'c3-c4 +d4 a1+b2 a1+a2'))).toBe(key(play(chronus, 'c3-c4 +d4 a1+a2 a1+b2')));
    expect(offered(chronus, 'c3-c4 +d4 a1+b2').steps).toEqual(['a1+a2', 'a1+b1', 'a1+b2']);
    // The dome on b1 wins for Chronus at once: nothing may follow it, and it may come last.
    expect(play(chronus, 'c3-c4 +d4 a1+a2 a1+b1').winner).toBe(1);
    expect(rejection(chronus, 'c3-c4 +d4 a1+b1 a1+a2')).toMatch(/the turn has ended/);
    expect(offered(chronus, 'c3-c4 +d4 a1+b1')).toEqual({ steps: [], canEnd: true });
  });

  it('R16: in 4 players only Poseidon’s own turns get the extra builds, not his teammate’s', () => {
    const four = (toMove: number) =>
      board({
        players: [
          { god: 'poseidon', workers: ['c3', 'a1'] },
          { god: 'atlas', workers: ['e5', 'e4'] },
          { god: 'hestia', workers: ['c3', 'a1'] },
          { god: 'demeter', workers: ['e5', 'e4'] },
        ],
        toMove,
      });
    expect(turnsFrom(four(0), 'c3-c4 +c5')).toHaveLength(20);
    expect(turnsFrom(four(2), 'c3-c4 +c5')).not.toContain('c3-c4 +c5 a1+b1');
  });

  it('random games (Poseidon vs none, vs Poseidon): listed turns apply, distinct, board invariants hold', () => {
    for (const [gods, games, maxTurns] of [
      [['poseidon', null], 2, 30],
      [['poseidon', 'poseidon'], 1, 12],
    ] as const) {
      const run = randomGamesOfLineup({ gods, games, maxTurns, seed: 27000, sample: 1 });
      expect(run.problems).toEqual([]);
      expect(run.positions).toBeGreaterThan(12);
    }
  });
});
