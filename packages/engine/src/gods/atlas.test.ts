import { describe, expect, it } from 'vitest';
import { completesTower } from '../core/events.js';
import { formatTurn } from '../core/turnText.js';
import { perft } from '../kernel/perft.js';
import { parseSquare } from '../core/square.js';
import { board, json, offered, play, randomGamesOfLineup, rejection, turnsFrom } from '../testing/index.js';
import { legalTurns } from '../turn/legalTurns.js';
import { turnRecords } from '../turn/generate.js';

const sq = (name: string): number => parseSquare(name) ?? -1;

// Atlas on c3 (and a1); a4 is level 3, b2 level 1. Moving c3-b3 leaves b3's neighbours free but a1.
const pos = board({
  players: [
    { god: 'atlas', workers: ['c3', 'a1'] },
    { god: null, workers: ['e5', 'e4'] },
  ],
  levels: ['00000', '30000', '00000', '01000', '00000'],
});

describe('Atlas', () => {
  it('builds a block or a dome at any level, written +sqD below level 3 and +sq on level 3', () => {
    expect(turnsFrom(pos, 'c3-b3 ')).toEqual(
      [
        ['+a2', '+a2D'],
        ['+a3', '+a3D'],
        ['+a4'],
        ['+b2', '+b2D'],
        ['+b4', '+b4D'],
        ['+c2', '+c2D'],
        ['+c3', '+c3D'],
        ['+c4', '+c4D'],
      ]
        .flat()
        .map((build) => `c3-b3 ${build}`)
        .sort(),
    );
    // The dome on the ground keeps level 0 under it; +a4 completes the level-3 tower.
    const ground = play(pos, 'c3-b3 +a3D');
    expect(json(ground).levels).toEqual(['00000', '30000', '00000', '01000', '00000']);
    expect(json(ground).domes).toEqual(['a3']);
    const onTwo = play(pos, 'c3-b3 +b2D');
    expect(onTwo.levelAt(sq('b2'))).toBe(1);
    expect(onTwo.domeAt(sq('b2'))).toBe(true);
    expect(json(play(pos, 'c3-b3 +a4')).domes).toEqual(['a4']);
  });

  it('reads +sqD on level 3 as the plain dome (spec §3)', () => {
    expect(json(play(pos, 'c3-b3 +a4D'))).toEqual(json(play(pos, 'c3-b3 +a4')));
  });

  it('rules.md §1: a dome below level 3 is not a Complete Tower (R5, R6 judge build events)', () => {
    const records = turnRecords(pos);
    const events = (text: string) => records.find((record) => formatTurn(record.turn) === text)?.events ?? [];
    const low = events('c3-b3 +b2D').find((event) => event.kind === 'build');
    expect(low).toMatchObject({ kind: 'build', at: sq('b2'), dome: true, levelBefore: 1 });
    expect(low !== undefined && completesTower(low)).toBe(false);
    const tower = events('c3-b3 +a4').find((event) => event.kind === 'build');
    expect(tower).toMatchObject({ dome: true, levelBefore: 3 });
    expect(tower !== undefined && completesTower(tower)).toBe(true);
  });

  it('a domed space can never again be moved into or built on', () => {
    const domed = play(pos, 'c3-b3 +c2D');
    // The opponent on e4… far away; play Atlas's next turn: c2 is neither a move nor a build target.
    const next = play(domed, 'e4-d3 +d2');
    const texts = legalTurns(next).map((turn) => turn.text);
    expect(texts.some((text) => text.startsWith('b3-c2'))).toBe(false);
    expect(texts.some((text) => /\+c2D?$/.test(text))).toBe(false);
    expect(rejection(next, 'b3-b4 +c2D')).toMatch(/c2 is not next to the builder on b4/);
    expect(rejection(next, 'b3-c3 +c2D')).toMatch(/c2 has a dome/);
  });

  it('offers the dome step by step only where it is legal (nextSteps)', () => {
    const options = offered(pos, 'c3-b3');
    expect(options.canEnd).toBe(false);
    expect(options.steps).toContain('+a2D');
    expect(options.steps).toContain('+a4');
    expect(options.steps).not.toContain('+a4D');
    expect(offered(pos, 'c3-b3 +a2D')).toEqual({ steps: [], canEnd: true });
  });

  it('only Atlas builds a dome below level 3; the other player is told so', () => {
    const theirs = play(pos, 'c3-b3 +a2');
    expect(rejection(theirs, 'e4-d4 +c4D')).toMatch(
      /only a God Power \(Atlas, Selene\) builds a dome below level 3/,
    );
    expect(rejection(pos, 'c3-b3 +b3D')).toMatch(/cannot build under itself/);
  });

  it('R6: next to Limus a low dome is forbidden (not a Complete Tower), unless limusAnyDome', () => {
    const spec = {
      players: [
        { god: 'atlas', workers: ['c3', 'a1'] },
        { god: 'limus', workers: ['d5', 'e1'] },
      ],
      levels: ['00000', '00030', '00000', '00000', '00000'],
    } as const;
    const strict = board(spec);
    // c4 and d4 neighbour Limus on d5; d4 is level 3, so its dome completes a tower.
    expect(turnsFrom(strict, 'c3-c2 ')).not.toContain('c3-c2 +c4D');
    expect(turnsFrom(strict, 'c3-c3')).toEqual([]);
    expect(rejection(strict, 'c3-b3 +c4D')).toMatch(/Limus/);
    expect(play(strict, 'c3-c4 +d4').domeAt(sq('d4'))).toBe(true);
    const revised = board({ ...spec, rules: { limusAnyDome: true } });
    expect(play(revised, 'c3-b3 +c4D').domeAt(sq('c4'))).toBe(true);
  });

  it('R4: moving up onto level 3 still wins at once, with no build', () => {
    const climb = board({
      players: [
        { god: 'atlas', workers: ['c3', 'a1'] },
        { god: null, workers: ['e5', 'e4'] },
      ],
      levels: ['00000', '00300', '00200', '00000', '00000'],
    });
    const win = legalTurns(climb).find((turn) => turn.text === 'c3-c4');
    expect(win?.winner).toBe(0);
    expect(rejection(climb, 'c3-c4 +c5D')).toMatch(/won the game/);
  });

  it('perft counts Atlas domes as distinct children', () => {
    // 2 workers: base children plus one dome child per build below level 3.
    const base = board({
      players: [
        { god: null, workers: ['c3', 'a1'] },
        { god: null, workers: ['e5', 'e4'] },
      ],
      levels: ['00000', '30000', '00000', '01000', '00000'],
    });
    const domes = legalTurns(pos).filter((turn) => turn.text.endsWith('D')).length;
    expect(domes).toBeGreaterThan(0);
    expect(perft(pos, 1)).toBe(perft(base, 1) + domes);
  });

  it('random games (Atlas vs none, vs Atlas): listed turns apply, distinct, board invariants hold', () => {
    for (const gods of [
      ['atlas', null],
      [null, 'atlas'],
      ['atlas', 'atlas'],
    ] as const) {
      const run = randomGamesOfLineup({ gods, games: 8, maxTurns: 50, seed: 4000, sample: 2 });
      expect(run.problems).toEqual([]);
      expect(run.positions).toBeGreaterThan(100);
    }
  });
});
