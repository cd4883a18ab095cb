import { describe, expect, it } from 'vitest';
import { positionKey } from '../json/json.js';
import { parseSquare } from '../core/square.js';
import { board, json, offered, play, randomGamesOfLineup, rejection, turnsFrom } from '../testing/index.js';
import { legalTurns } from '../turn/legalTurns.js';

const sq = (name: string): number => parseSquare(name) ?? -1;

// Demeter on c3 (and a1); a4 is level 3. After c3-b3 the builds are a2 a3 a4 b2 b4 c2 c3 c4.
const pos = board({
  players: [
    { god: 'demeter', workers: ['c3', 'a1'] },
    { god: null, workers: ['e5', 'e4'] },
  ],
  levels: ['00000', '30000', '00000', '00000', '00000'],
});
const around = ['a2', 'a3', 'a4', 'b2', 'b4', 'c2', 'c3', 'c4'];

describe('Demeter', () => {
  it('may build a second time with the same worker, on a different space; one spelling per position', () => {
    const listed = turnsFrom(pos, 'c3-b3 ');
    // 8 single builds and C(8, 2) = 28 pairs of different spaces (a then b = b then a).
    expect(listed).toHaveLength(8 + 28);
    for (const first of around) expect(listed).toContain(`c3-b3 +${first}`);
    expect(listed.some((text) => /\+(\w\d) \+\1$/.test(text))).toBe(false);
    expect(positionKey(play(pos, 'c3-b3 +a2 +c4'))).toBe(positionKey(play(pos, 'c3-b3 +c4 +a2')));
    const both = play(pos, 'c3-b3 +a2 +c4');
    expect(both.levelAt(sq('a2'))).toBe(1);
    expect(both.levelAt(sq('c4'))).toBe(1);
    expect(both.toMove).toBe(1);
  });

  it('the second build is optional and otherwise normal: a dome on level 3', () => {
    const one = play(pos, 'c3-b3 +a2');
    expect(one.levelAt(sq('a2'))).toBe(1);
    expect(one.toMove).toBe(1);
    expect(json(play(pos, 'c3-b3 +a2 +a4')).domes).toEqual(['a4']);
    expect(json(play(pos, 'c3-b3 +a4 +a3')).domes).toEqual(['a4']);
  });

  it('rejects a second build on the same space, naming Demeter', () => {
    expect(rejection(pos, 'c3-b3 +a2 +a2')).toMatch(
      /Demeter's second build cannot be on the same space as the first \(a2\)/,
    );
  });

  it('rejects a second build by the other worker, and a third build', () => {
    expect(rejection(pos, 'c3-b3 +a2 a1+b1')).toMatch(
      /Demeter's second build is made by the same worker \(on b3\)/,
    );
    expect(rejection(pos, 'c3-b3 +a2 +a3 +b2')).toMatch(/Demeter builds at most twice/);
    expect(rejection(pos, 'c3-b3 +a2 +e1')).toMatch(/e1 is not next to the builder on b3/);
  });

  it('offers the second build step by step only on the other free spaces (nextSteps)', () => {
    const options = offered(pos, 'c3-b3 +a2');
    expect(options.canEnd).toBe(true);
    expect(options.steps).toEqual(
      around
        .filter((name) => name !== 'a2')
        .map((name) => `+${name}`)
        .sort(),
    );
    expect(offered(pos, 'c3-b3 +a2 +a3')).toEqual({ steps: [], canEnd: true });
  });

  it('R4: a winning move ends the turn, with no build at all', () => {
    const climb = board({
      players: [
        { god: 'demeter', workers: ['c3', 'a1'] },
        { god: null, workers: ['e5', 'e4'] },
      ],
      levels: ['00000', '00300', '00200', '00000', '00000'],
    });
    expect(legalTurns(climb).find((turn) => turn.text === 'c3-c4')?.winner).toBe(0);
    expect(rejection(climb, 'c3-c4 +c5 +b5')).toMatch(/won the game/);
  });

  it('random games (Demeter vs none, vs Demeter): listed turns apply, distinct, board invariants hold', () => {
    for (const gods of [
      ['demeter', null],
      ['demeter', 'demeter'],
    ] as const) {
      const run = randomGamesOfLineup({ gods, games: 8, maxTurns: 50, seed: 5000, sample: 2 });
      expect(run.problems).toEqual([]);
      expect(run.positions).toBeGreaterThan(100);
    }
  });
});
