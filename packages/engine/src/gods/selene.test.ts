import { describe, expect, it } from 'vitest';
import { completesTower } from '../core/events.js';
import { positionKey } from '../json/json.js';
import { formatTurn } from '../core/turnText.js';
import { parseSquare } from '../core/square.js';
import { board, json, offered, play, randomGamesOfLineup, rejection, turnsFrom } from '../testing/index.js';
import { legalTurns } from '../turn/legalTurns.js';
import { turnRecords } from '../turn/generate.js';

const sq = (name: string): number => parseSquare(name) ?? -1;

// Selene's male on c3, her female on a1; a2 is level 1, b1 level 3.
const pos = board({
  players: [
    { god: 'selene', workers: ['c3', 'a1'] },
    { god: null, workers: ['e5', 'e4'] },
  ],
  levels: ['00000', '00000', '00000', '10000', '03000'],
});

describe('Selene', () => {
  it('R15 setup: the second placed worker is female, so @x @y and @y @x are different placements', () => {
    const empty = board({
      players: [
        { god: 'selene', workers: [] },
        { god: null, workers: [] },
      ],
    });
    const placements = legalTurns(empty);
    expect(placements).toHaveLength(25 * 24);
    const one = placements.find((turn) => turn.text === '@b2 @d4');
    const other = placements.find((turn) => turn.text === '@d4 @b2');
    expect(json(one?.position ?? empty).players[0]?.workers).toEqual(['b2', 'd4']);
    expect(json(other?.position ?? empty).players[0]?.workers).toEqual(['d4', 'b2']);
    expect(positionKey(one?.position ?? empty)).not.toBe(positionKey(other?.position ?? empty));
    // No placement limit; the other player's workers stay interchangeable.
    expect(legalTurns(one?.position ?? empty)).toHaveLength((23 * 22) / 2);
  });

  it('rules.md §9: when the male moved, the female may instead build a dome at any level next to her', () => {
    expect(turnsFrom(pos, 'c3-c4 ')).toEqual(
      [...['b3', 'b4', 'b5', 'c3', 'c5', 'd3', 'd4', 'd5'].map((at) => `+${at}`), 'a1+a2D', 'a1+b1', 'a1+b2D']
        .map((build) => `c3-c4 ${build}`)
        .sort(),
    );
    const low = play(pos, 'c3-c4 a1+a2D');
    expect(low.levelAt(sq('a2'))).toBe(1);
    expect(json(low).domes).toEqual(['a2']);
    expect(json(low).players[0]?.workers).toEqual(['c4', 'a1']);
  });

  it('spec §3: on level 3 the female’s dome is written without D, and completes a tower', () => {
    const tower = play(pos, 'c3-c4 a1+b1');
    expect(json(tower).domes).toEqual(['b1']);
    expect(positionKey(play(pos, 'c3-c4 a1+b1D'))).toBe(positionKey(tower));
    const events = turnRecords(pos).find((r) => formatTurn(r.turn) === 'c3-c4 a1+b1')?.events ?? [];
    expect(events.some(completesTower)).toBe(true);
  });

  it('rules.md §1: a dome below level 3 is not a Complete Tower (build event dome, levelBefore < 3)', () => {
    const events = turnRecords(pos).find((r) => formatTurn(r.turn) === 'c3-c4 a1+a2D')?.events ?? [];
    expect(events.filter((e) => e.kind === 'build')).toEqual([
      { kind: 'build', at: sq('a2'), builder: sq('a1'), dome: true, levelBefore: 1 },
    ]);
    expect(events.some(completesTower)).toBe(false);
  });

  it('when the female moved, she builds normally or a dome at any level, with no prefix', () => {
    expect(turnsFrom(pos, 'a1-b2 ')).toEqual(
      [
        ...['a1', 'a2', 'a3', 'b1', 'b3', 'c1', 'c2'].map((at) => `+${at}`),
        ...['a1', 'a2', 'a3', 'b3', 'c1', 'c2'].map((at) => `+${at}D`),
      ]
        .map((build) => `a1-b2 ${build}`)
        .sort(),
    );
    expect(json(play(pos, 'a1-b2 +c2D')).players[0]?.workers).toEqual(['c3', 'b2']);
  });

  it('the dome is instead of the normal build: never both', () => {
    expect(rejection(pos, 'c3-c4 +c5 a1+a2D')).toMatch(/her female's dome is instead of the normal build/);
    expect(rejection(pos, 'c3-c4 a1+a2D +c5')).toMatch(/instead of the normal build/);
  });

  it('only the female builds a dome below level 3, and only domes when the male moved', () => {
    expect(rejection(pos, 'c3-c4 +c5D')).toMatch(
      /only Selene's female \(on a1\) builds a dome below level 3/,
    );
    expect(rejection(pos, 'c3-c4 a1+a2')).toMatch(
      /Selene's female \(on a1\) builds only a dome when the male moved/,
    );
    expect(rejection(pos, 'c3-c4 a1+c2D')).toMatch(/c2 is not next to the builder on a1/);
    expect(rejection(pos, 'c3-c4 e4+e3')).toMatch(
      /only the worker that moved \(now on c4\) or Selene's female may build/,
    );
  });

  it('offers the female’s domes step by step (nextSteps)', () => {
    const options = offered(pos, 'c3-c4');
    expect(options.canEnd).toBe(false);
    expect(options.steps).toEqual(expect.arrayContaining(['+c5', 'a1+a2D', 'a1+b1', 'a1+b2D']));
    expect(options.steps).not.toContain('a1+a2');
    expect(offered(pos, 'c3-c4 a1+a2D')).toEqual({ steps: [], canEnd: true });
  });

  it('spec §2: with her female removed (null slot) no dome below level 3; with only the female, she still domes', () => {
    const noFemale = board({
      players: [
        { god: 'selene', workers: ['c3', null] },
        { god: 'medusa', workers: ['e5', 'e4'] },
      ],
    });
    expect(legalTurns(noFemale).some((turn) => turn.text.endsWith('D'))).toBe(false);
    expect(rejection(noFemale, 'c3-c4 +c5D')).toMatch(/female has been removed/);
    const onlyFemale = board({
      players: [
        { god: 'selene', workers: [null, 'a1'] },
        { god: 'medusa', workers: ['e5', 'e4'] },
      ],
    });
    const domed = play(onlyFemale, 'a1-b2 +c2D');
    expect(json(domed).players[0]?.workers).toEqual([null, 'b2']);
    expect(json(domed).domes).toEqual(['c2']);
  });

  it('R21: Circe borrowing Selene builds with her own female (second worker)', () => {
    // Selene's workers do not neighbour each other: Circe takes her power at the start of her turn.
    const circe = board({
      players: [
        { god: 'circe', workers: ['c3', 'a1'] },
        { god: 'selene', workers: ['e5', 'e1'] },
      ],
    });
    expect(turnsFrom(circe, 'c3-c4 ')).toContain('c3-c4 a1+b2D');
    expect(turnsFrom(circe, 'c3-c4 ')).not.toContain('c3-c4 c4+c5D');
    expect(play(circe, 'c3-c4 a1+b2D').domeAt(sq('b2'))).toBe(true);
  });

  it('R4: a winning move by either worker ends the turn, with no build', () => {
    const climb = board({
      players: [
        { god: 'selene', workers: ['c3', 'a1'] },
        { god: null, workers: ['e5', 'e4'] },
      ],
      levels: ['00000', '00300', '00200', '00000', '00000'],
    });
    expect(legalTurns(climb).find((turn) => turn.text === 'c3-c4')?.winner).toBe(0);
    expect(rejection(climb, 'c3-c4 a1+b1D')).toMatch(/won the game/);
  });

  it('random games (Selene vs none, vs Selene): listed turns apply, distinct, board invariants hold', () => {
    for (const gods of [
      ['selene', null],
      [null, 'selene'],
      ['selene', 'selene'],
    ] as const) {
      const run = randomGamesOfLineup({ gods, games: 6, maxTurns: 50, seed: 28000, sample: 2 });
      expect(run.problems).toEqual([]);
      expect(run.positions).toBeGreaterThan(80);
    }
  });
});
