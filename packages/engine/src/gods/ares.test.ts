import { describe, expect, it } from 'vitest';
import { parseSquare } from '../core/square.js';
import { board, json, offered, play, randomGamesOfLineup, rejection, turnsFrom } from '../testing/index.js';
import { legalTurns } from '../turn/legalTurns.js';

const sq = (name: string): number => parseSquare(name) ?? -1;

// Ares moves c4 and keeps b2 unmoved. Around b2: a1 level 1, a2 a dome on level 2, a3 an opponent
// on level 1, b1 a complete tower, b3 and c3 ground, c1 level 3, c2 level 1.
const pos = board({
  players: [
    { god: 'ares', workers: ['c4', 'b2'] },
    { god: null, workers: ['e5', 'a3'] },
  ],
  levels: ['00000', '00000', '10000', '20100', '13300'],
  domes: ['a2', 'b1'],
});

describe('Ares', () => {
  it('after the build may remove the top block of a space next to his unmoved worker (-sq)', () => {
    expect(turnsFrom(pos, 'c4-d4 +d5')).toEqual([
      'c4-d4 +d5',
      'c4-d4 +d5 -a1',
      'c4-d4 +d5 -c1',
      'c4-d4 +d5 -c2',
    ]);
    const lowered = play(pos, 'c4-d4 +d5 -c1');
    expect(json(lowered).levels).toEqual(['00010', '00000', '10000', '20100', '13200']);
    expect(play(pos, 'c4-d4 +d5 -a1').levelAt(sq('a1'))).toBe(0);
    expect(play(pos, 'c4-d4 +d5').levelAt(sq('c1'))).toBe(3);
  });

  it('rules.md §4.3: domes are not blocks — no dome, no block under a dome', () => {
    expect(rejection(pos, 'c4-d4 +d5 -a2')).toMatch(/a2 has a dome: domes are not blocks/);
    expect(rejection(pos, 'c4-d4 +d5 -b1')).toMatch(/b1 has a dome/);
  });

  it('not a block under a worker, not the ground, only next to the unmoved worker', () => {
    expect(rejection(pos, 'c4-d4 +d5 -a3')).toMatch(/a3 is occupied by a worker/);
    expect(rejection(pos, 'c4-d4 +d5 -b3')).toMatch(/b3 has no block to remove/);
    expect(rejection(pos, 'c4-d4 +d5 -d5')).toMatch(/d5 is not next to Ares's unmoved worker on b2/);
  });

  it('only after the build, and at most once', () => {
    expect(rejection(pos, 'c4-d4 -c1 +d5')).toMatch(/Ares removes a block only after his build/);
    expect(rejection(pos, 'c4-d4 +d5 -c1 -c2')).toMatch(/Ares removes at most one block/);
  });

  it('may take back the block just built when it is next to the unmoved worker', () => {
    const back = play(pos, 'c4-c3 +c2 -c2');
    expect(back.levelAt(sq('c2'))).toBe(1);
    expect(turnsFrom(pos, 'c4-c3 +c2')).toContain('c4-c3 +c2 -c2');
  });

  it('offers the removal step by step, optional (nextSteps)', () => {
    expect(offered(pos, 'c4-d4 +d5')).toEqual({ steps: ['-a1', '-c1', '-c2'], canEnd: true });
    expect(offered(pos, 'c4-d4').steps.some((step) => step.startsWith('-'))).toBe(false);
  });

  it('no power with only one worker (no unmoved worker)', () => {
    const lone = board({
      players: [
        { god: 'ares', workers: ['c4'] },
        { god: 'medusa', workers: ['e5', 'a3'] },
      ],
      levels: ['00000', '00000', '10000', '20100', '13300'],
    });
    expect(legalTurns(lone).some((turn) => turn.text.includes('-', 6))).toBe(false);
  });

  it('the unmoved worker is whichever did not move: b2 moves, c4 removes', () => {
    const raised = board({
      players: [
        { god: 'ares', workers: ['c4', 'b2'] },
        { god: null, workers: ['e5', 'a3'] },
      ],
      levels: ['00000', '00010', '10000', '20100', '13300'],
    });
    // d4 (level 1) neighbours c4, not b2.
    expect(turnsFrom(raised, 'b2-b3 +b2')).toContain('b2-b3 +b2 -d4');
    expect(play(raised, 'b2-b3 +b2 -d4').levelAt(sq('d4'))).toBe(0);
  });

  it('R4: a winning move ends the turn: no build, no removal', () => {
    const mover = board({
      players: [
        { god: 'ares', workers: ['b4', 'b2'] },
        { god: null, workers: ['e5', 'e4'] },
      ],
      levels: ['00000', '02000', '03000', '10000', '10000'],
    });
    expect(legalTurns(mover).find((turn) => turn.text === 'b4-b3')?.winner).toBe(0);
    expect(rejection(mover, 'b4-b3 +a3 -a1')).toMatch(/won the game/);
  });

  it('random games (Ares vs none, vs Ares): listed turns apply, distinct, board invariants hold', () => {
    for (const gods of [
      ['ares', null],
      ['ares', 'ares'],
    ] as const) {
      const run = randomGamesOfLineup({ gods, games: 6, maxTurns: 50, seed: 12000, sample: 2 });
      expect(run.problems).toEqual([]);
      expect(run.positions).toBeGreaterThan(100);
    }
  });
});
