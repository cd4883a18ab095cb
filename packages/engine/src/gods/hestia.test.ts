import { describe, expect, it } from 'vitest';
import { positionKey } from '../json/json.js';
import { parseSquare } from '../core/square.js';
import { board, json, offered, play, randomGamesOfLineup, rejection, turnsFrom } from '../testing/index.js';
import { legalTurns } from '../turn/legalTurns.js';

const sq = (name: string): number => parseSquare(name) ?? -1;

// Hestia on c3 (and a1); c4 is level 2. After c3-b3: perimeter a2 a3 a4, interior b2 b4 c2 c3 c4.
const pos = board({
  players: [
    { god: 'hestia', workers: ['c3', 'a1'] },
    { god: null, workers: ['e5', 'e4'] },
  ],
  levels: ['00000', '00200', '00000', '00000', '00000'],
});
const interior = ['b2', 'b4', 'c2', 'c3', 'c4'];

describe('Hestia', () => {
  it('may build once more with the same worker, not on a perimeter space', () => {
    const listed = turnsFrom(pos, 'c3-b3 ');
    // 8 single builds; 8 × 5 second builds, of which the 10 pairs of two interior spaces merge.
    expect(listed).toHaveLength(8 + 8 * 5 - 10);
    for (const first of ['a2', 'a3', 'a4', ...interior]) expect(listed).toContain(`c3-b3 +${first}`);
    expect(listed.filter((text) => /\+\w\d \+a\d$/.test(text))).toEqual([]);
    expect(listed).toContain('c3-b3 +a2 +b2');
    expect(positionKey(play(pos, 'c3-b3 +b2 +c2'))).toBe(positionKey(play(pos, 'c3-b3 +c2 +b2')));
  });

  it('rejects a second build on a perimeter space, naming Hestia', () => {
    expect(rejection(pos, 'c3-b3 +b2 +a3')).toMatch(
      /Hestia's second build cannot be on a perimeter space \(a3\)/,
    );
    expect(rejection(pos, 'c3-b3 +a3 +a3')).toMatch(/perimeter/);
  });

  it('allows the same space twice (the card only bans the perimeter): a dome on level 3 too', () => {
    expect(play(pos, 'c3-b3 +b2 +b2').levelAt(sq('b2'))).toBe(2);
    const tower = play(pos, 'c3-b3 +c4 +c4');
    expect(tower.levelAt(sq('c4'))).toBe(3);
    expect(json(tower).domes).toEqual(['c4']);
  });

  it('rejects a second build by the other worker, and a third build', () => {
    expect(rejection(pos, 'c3-b3 +b2 a1+b1')).toMatch(/Hestia's second build is made by the same worker/);
    expect(rejection(pos, 'c3-b3 +b2 +c2 +c3')).toMatch(/Hestia builds at most twice/);
  });

  it('offers the second build step by step only on interior spaces (nextSteps)', () => {
    const options = offered(pos, 'c3-b3 +a2');
    expect(options.canEnd).toBe(true);
    expect(options.steps).toEqual(interior.map((name) => `+${name}`).sort());
  });

  it('a worker on the perimeter still builds its second time inside', () => {
    const edge = board({
      players: [
        { god: 'hestia', workers: ['b1', 'e5'] },
        { god: null, workers: ['e1', 'e2'] },
      ],
    });
    // From a1 the only interior neighbour is b2.
    expect(turnsFrom(edge, 'b1-a1 ')).toEqual([
      'b1-a1 +a2',
      'b1-a1 +a2 +b2',
      'b1-a1 +b1',
      'b1-a1 +b1 +b2',
      'b1-a1 +b2',
      'b1-a1 +b2 +b2',
    ]);
  });

  it('R4: a winning move ends the turn, with no build', () => {
    const climb = board({
      players: [
        { god: 'hestia', workers: ['c3', 'a1'] },
        { god: null, workers: ['e5', 'e4'] },
      ],
      levels: ['00000', '00300', '00200', '00000', '00000'],
    });
    expect(legalTurns(climb).find((turn) => turn.text === 'c3-c4')?.winner).toBe(0);
    expect(rejection(climb, 'c3-c4 +b4 +b3')).toMatch(/won the game/);
  });

  it('random games (Hestia vs none, vs Hestia): listed turns apply, distinct, board invariants hold', () => {
    for (const gods of [
      ['hestia', null],
      ['hestia', 'hestia'],
    ] as const) {
      const run = randomGamesOfLineup({ gods, games: 8, maxTurns: 50, seed: 21000, sample: 2 });
      expect(run.problems).toEqual([]);
      expect(run.positions).toBeGreaterThan(100);
    }
  });
});
