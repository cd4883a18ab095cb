import { describe, expect, it } from 'vitest';
import { isImplemented } from './index.js';
import { legalTurns } from '../turn/legalTurns.js';
import {
  board,
  firstSteps,
  json,
  offered,
  play,
  player,
  randomGameProblems,
  rejection,
  texts,
} from '../testing/index.js';

// b3 and d3 are on level 1, the rest is ground. Athena: a3, e5. Opponent: d2, d4.
const LEVELS = ['00000', '00000', '01010', '00000', '00000'];
const start = board({
  players: [player('athena', ['a3', 'e5']), player(null, ['d2', 'd4'])],
  levels: LEVELS,
});

describe('Athena', () => {
  it('§7.3: after she moves up, her opponent cannot move up, and is told why', () => {
    const after = play(start, 'a3-b3 +a3');
    expect(json(after).players[0]).toEqual({ god: 'athena', workers: ['b3', 'e5'], movedUp: true });
    const moves = firstSteps(after);
    expect(moves).not.toContain('d2-d3');
    expect(moves).not.toContain('d4-d3');
    expect(moves).toContain('d2-c2');
    expect(rejection(after, 'd2-d3 +d2')).toBe(
      'd2-d3: Athena moved up last turn: your workers cannot move up this turn',
    );
    expect(offered(after, '').steps).not.toContain('d2-d3');
  });

  it('§7.3: a level move or a move down sets nothing and clears her last note', () => {
    const level = play(start, 'e5-e4 +e5');
    expect(json(level).players[0]?.movedUp).toBeUndefined();
    expect(firstSteps(level)).toContain('d2-d3');
    const noted = board({
      players: [player('athena', ['b3', 'e5'], { movedUp: true }), player(null, ['d2', 'd4'])],
      levels: LEVELS,
      toMove: 1,
    });
    expect(firstSteps(noted)).not.toContain('d2-d3');
    const back = play(noted, 'd2-c2 +d2', 'b3-a3 +b3');
    expect(json(back).players[0]?.movedUp).toBeUndefined();
    expect(firstSteps(back)).toContain('d4-d3');
  });

  it('§9: the effect lasts through the opponent turn until her next turn, then is re-evaluated', () => {
    const after = play(start, 'a3-b3 +a3', 'd2-c2 +d2');
    // Her next turn: moving up again keeps it, moving level ends it.
    expect(json(play(after, 'b3-c3 +b3')).players[0]?.movedUp).toBeUndefined();
    expect(json(play(after, 'e5-e4 +d5')).players[0]?.movedUp).toBeUndefined();
    const again = board({
      players: [player('athena', ['b3', 'e5'], { movedUp: true }), player(null, ['c2', 'd4'])],
      levels: ['00000', '00000', '01010', '00000', '10000'],
      toMove: 0,
    });
    expect(json(play(again, 'b3-a3 +a2')).players[0]?.movedUp).toBeUndefined();
    expect(json(play(again, 'b3-a3 +b4')).players[0]?.movedUp).toBeUndefined();
  });

  it('R2, §9: an opponent whose only turns move up loses when she has moved up', () => {
    // The opponent's workers on a1 and e1 are walled in by level-1 blocks; Athena on c4 climbs c3.
    const walled = board({
      players: [player('athena', ['c4', 'a5']), player(null, ['a1', 'e1'])],
      levels: ['00000', '00000', '00100', '11011', '01010'],
    });
    const won = play(walled, 'c4-c3 +c4');
    expect(won.winner).toBe(0);
    expect(won.toMove).toBe(1);
    expect(legalTurns(won)).toEqual([]);
    // Moving level instead leaves the opponent its climbs.
    expect(play(walled, 'c4-d4 +c4').winner).toBeNull();
  });

  it('R16: in 3 players both opponents are bound', () => {
    const three = board({
      players: [player('athena', ['a3', 'e5']), player('hera', ['d2', 'd4']), player('atlas', ['b1', 'b5'])],
      levels: ['00000', '01000', '01010', '00000', '00000'],
    });
    const after = play(three, 'a3-b3 +a3');
    expect(firstSteps(after).filter((step) => step === 'd2-d3' || step === 'd4-d3')).toEqual([]);
    const second = play(after, 'd2-c2 +d2');
    expect(firstSteps(second)).not.toContain('b5-b4');
    expect(rejection(second, 'b5-b4 +b5')).toMatch(/Athena moved up last turn/);
    expect(firstSteps(play(second, 'b5-c5 +b5'))).toContain('b3-c3');
  });

  it('R16: in 4 players the other team is bound until her next turn, her teammate is not', () => {
    const team = ['a3', 'e5'];
    const other = ['d2', 'd4'];
    const four = board({
      players: [
        player('athena', team),
        player('hera', other),
        player('atlas', team),
        player('demeter', other),
      ],
      levels: ['00000', '00000', '01010', '00000', '00000'],
    });
    const after = play(four, 'a3-b3 +a4');
    expect(after.toMove).toBe(1);
    expect(firstSteps(after)).not.toContain('d2-d3');
    const teammate = play(after, 'd2-c2 +d1');
    expect(teammate.toMove).toBe(2);
    expect(json(teammate).players[0]?.movedUp).toBe(true);
    expect(json(teammate).players[2]?.movedUp).toBeUndefined();
    // Athena's teammate is not her opponent: it may climb; the other team's second player may not.
    const upBlocked = board({
      players: [
        player('athena', ['a3', 'e5'], { movedUp: true }),
        player('hera', ['c2', 'd4']),
        player('atlas', ['a3', 'e5']),
        player('demeter', ['c2', 'd4']),
      ],
      levels: ['00000', '00000', '01010', '00000', '00000'],
      toMove: 2,
    });
    expect(firstSteps(upBlocked)).toContain('a3-b3');
    expect(firstSteps(play(upBlocked, 'e5-e4 +e5'))).not.toContain('d4-d3');
  });

  it.runIf(isImplemented('apollo'))(
    '§9: under Athena an opposing Apollo cannot swap up; her worker swapped up is not her move up (R3)',
    () => {
      // Apollo on c3 (level 0); Athena's worker on d3 (level 1).
      const swap = board({
        players: [player('apollo', ['c3', 'a1']), player('athena', ['d3', 'e5'], { movedUp: true })],
        levels: ['00000', '00000', '00010', '00000', '00000'],
      });
      expect(firstSteps(swap)).not.toContain('c3-d3');
      expect(rejection(swap, 'c3-d3 +d4')).toMatch(/Athena moved up last turn/);
      const free = board({
        players: [player('apollo', ['d3', 'a1']), player('athena', ['c3', 'e5'])],
        levels: ['00000', '00000', '00010', '00000', '00000'],
        toMove: 1,
      });
      // Apollo on d3 (level 1) swaps down onto c3: Athena's worker is forced up onto d3, not moved.
      const forced = play(free, 'e5-e4 +e3', 'd3-c3 +d4');
      expect(json(forced).players[1]?.workers).toEqual(['d3', 'e4']);
      const level = play(forced, 'e4-e5 +e4');
      expect(json(level).players[1]?.movedUp).toBeUndefined();
      expect(firstSteps(level)).toContain('c3-d3');
    },
  );

  it.runIf(isImplemented('minotaur'))(
    '§9, R3: under Athena Minotaur cannot move up, but may push a worker up',
    () => {
      // Minotaur on b3 (level 0); Athena's workers on c3 (level 0) and c4 (level 1); d3 is level 1.
      const pos = board({
        players: [player('minotaur', ['b3', 'a1']), player('athena', ['c3', 'e5'], { movedUp: true })],
        levels: ['00000', '00100', '00010', '00000', '00000'],
      });
      const steps = firstSteps(pos);
      expect(steps).not.toContain('b3-c4');
      expect(steps).toContain('b3-c3'); // level move pushing Athena's worker up onto d3: forced, allowed
      const pushed = play(pos, 'b3-c3 +b3');
      expect(json(pushed).players[1]?.workers).toEqual(['d3', 'e5']);
      expect(json(play(pushed, 'e5-e4 +e5')).players[1]?.movedUp).toBeUndefined();
    },
  );

  it.runIf(isImplemented('chaos'))('§9: Chaos holding Athena loses the effect when the card switches', () => {
    const pos = board({
      players: [player('chaos', ['a3', 'e5'], { card: 'athena' }), player(null, ['d2', 'd4'])],
      levels: ['00000', '00000', '01010', '30000', '00000'],
    });
    const kept = play(pos, 'a3-b3 +b4');
    expect(firstSteps(kept)).not.toContain('d2-d3');
    const switched = play(pos, 'a3-b3 +a2');
    expect(json(switched).players[0]?.movedUp).toBeUndefined();
    expect(firstSteps(switched)).toContain('d2-d3');
  });

  it.runIf(isImplemented('dionysus'))('R19: a Dionysus extra turn may move her own worker up', () => {
    const extra = board({
      players: [
        player('dionysus', ['a5', 'b5'], { extraTurn: true }),
        player('athena', ['c3', 'e1'], { movedUp: true }),
      ],
      levels: ['00000', '00000', '00010', '00000', '00000'],
    });
    expect(firstSteps(extra)).toContain('c3-d3');
  });

  it('plays random games (vs no god, vs itself, in 3 and 4 players) without breaking an invariant', () => {
    const lineups = [
      ['athena', null],
      [null, 'athena'],
      ['athena', 'athena'],
      ['athena', 'hera', 'limus'],
      ['hypnus', 'athena', 'persephone', 'medusa'],
    ] as const;
    expect(randomGameProblems(lineups, 2, 60, 3)).toEqual([]);
  });

  it('lists only turns that apply (texts are exact)', () => {
    const after = play(start, 'a3-b3 +a3');
    for (const text of texts(after).slice(0, 10)) expect(() => play(after, text)).not.toThrow();
  });
});
