import { describe, expect, it } from 'vitest';
import { parseSquare } from '../core/square.js';
import { board, json, offered, play, randomGamesOfLineup, rejection, turnsFrom } from '../testing/index.js';
import { legalTurns } from '../turn/legalTurns.js';

const sq = (name: string): number => parseSquare(name) ?? -1;

// Hephaestus on c3 (and a1); a2 is level 1, a3 level 2, a4 level 3.
const pos = board({
  players: [
    { god: 'hephaestus', workers: ['c3', 'a1'] },
    { god: null, workers: ['e5', 'e4'] },
  ],
  levels: ['00000', '30000', '20000', '10000', '00000'],
});

describe('Hephaestus', () => {
  it('may put one more block on the same space when the first build made level 1 or 2', () => {
    const listed = turnsFrom(pos, 'c3-b3 ');
    expect(listed).toEqual(
      [
        '+a2',
        '+a2 +a2',
        '+a3',
        '+a4',
        '+b2',
        '+b2 +b2',
        '+b4',
        '+b4 +b4',
        '+c2',
        '+c2 +c2',
        '+c3',
        '+c3 +c3',
        '+c4',
        '+c4 +c4',
      ]
        .map((builds) => `c3-b3 ${builds}`)
        .sort(),
    );
    expect(play(pos, 'c3-b3 +b2 +b2').levelAt(sq('b2'))).toBe(2);
    const three = play(pos, 'c3-b3 +a2 +a2');
    expect(three.levelAt(sq('a2'))).toBe(3);
    expect(three.domeAt(sq('a2'))).toBe(false);
  });

  it('rules.md §4.3: domes are not blocks — no extra piece after a level-3 block or a dome', () => {
    // a3: the first build makes level 3, so the extra piece would be a dome.
    expect(rejection(pos, 'c3-b3 +a3 +a3')).toMatch(/Hephaestus's extra piece is a block, never a dome/);
    // a4: the first build is the dome itself.
    expect(rejection(pos, 'c3-b3 +a4 +a4')).toMatch(/never a dome/);
    expect(json(play(pos, 'c3-b3 +a3')).levels[2]).toBe('30000');
    expect(json(play(pos, 'c3-b3 +a4')).domes).toEqual(['a4']);
  });

  it('rejects the extra block on another space, naming Hephaestus', () => {
    expect(rejection(pos, 'c3-b3 +b2 +c2')).toMatch(
      /Hephaestus's extra block goes on the same space as the first build \(b2\)/,
    );
    expect(rejection(pos, 'c3-b3 +b2 +b2 +b2')).toMatch(/Hephaestus builds at most one extra block/);
    expect(rejection(pos, 'c3-b3 +b2 a1+b2')).toMatch(/same worker/);
  });

  it('offers the extra block step by step only where it is legal (nextSteps)', () => {
    expect(offered(pos, 'c3-b3 +b2')).toEqual({ steps: ['+b2'], canEnd: true });
    expect(offered(pos, 'c3-b3 +a2')).toEqual({ steps: ['+a2'], canEnd: true });
    expect(offered(pos, 'c3-b3 +a3')).toEqual({ steps: [], canEnd: true });
    expect(offered(pos, 'c3-b3 +a4')).toEqual({ steps: [], canEnd: true });
  });

  it('R4: the extra block does not let the worker win; a move up onto level 3 wins with no build', () => {
    const climb = board({
      players: [
        { god: 'hephaestus', workers: ['c3', 'a1'] },
        { god: null, workers: ['e5', 'e4'] },
      ],
      levels: ['00000', '00300', '00200', '00000', '00000'],
    });
    expect(legalTurns(climb).find((turn) => turn.text === 'c3-c4')?.winner).toBe(0);
    expect(rejection(climb, 'c3-c4 +c5 +c5')).toMatch(/won the game/);
  });

  it('random games (Hephaestus vs none, vs Hephaestus): listed turns apply, distinct, board invariants hold', () => {
    for (const gods of [
      ['hephaestus', null],
      ['hephaestus', 'hephaestus'],
    ] as const) {
      const run = randomGamesOfLineup({ gods, games: 8, maxTurns: 50, seed: 6000, sample: 2 });
      expect(run.problems).toEqual([]);
      expect(run.positions).toBeGreaterThan(100);
    }
  });
});
