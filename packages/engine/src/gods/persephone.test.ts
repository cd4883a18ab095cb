import { describe, expect, it } from 'vitest';
import { isImplemented } from './index.js';
import {
  board,
  firstSteps,
  offered,
  player,
  randomGameProblems,
  rejection,
  texts,
} from '../testing/index.js';

// b3 and d4 are on level 1. The opponent's c3 can climb either; its a1 has only level moves.
const LEVELS = ['00000', '00010', '01000', '00000', '00000'];
const pos = board({
  players: [player(null, ['c3', 'a1']), player('persephone', ['e1', 'e5'])],
  levels: LEVELS,
});

describe('Persephone', () => {
  it('R10: when some legal turn moves up, only such turns are legal, and the others are refused by name', () => {
    expect(firstSteps(pos)).toEqual(['c3-b3', 'c3-d4']);
    expect(texts(pos)).toContain('c3-b3 +c3');
    expect(rejection(pos, 'a1-a2 +a1')).toBe(
      'a1-a2: Persephone: a worker must move up this turn, since one can (R10)',
    );
    expect(offered(pos, '').steps).toEqual(['c3-b3', 'c3-d4']);
  });

  it('§7.26: with no move up possible, the normal rules apply; Persephone herself is not bound', () => {
    const flat = board({ players: [player(null, ['c3', 'a1']), player('persephone', ['e1', 'e5'])] });
    expect(firstSteps(flat)).toHaveLength(8 + 3);
    const own = board({
      players: [player('persephone', ['c3', 'a1']), player(null, ['e1', 'e5'])],
      levels: LEVELS,
    });
    expect(firstSteps(own)).toContain('a1-a2');
  });

  it('R10, §4.4: judged on complete turns after every other restriction: Limus forbidding the climb frees the turn', () => {
    // Hera's a1 can only climb b1, but every build from there (and from a2) neighbours Limus on b2.
    const three = board({
      players: [
        player('persephone', ['a5', 'b5']),
        player('hera', ['a1', 'e5']),
        player('limus', ['b2', 'd5']),
      ],
      levels: ['00000', '00000', '00000', '00000', '01000'],
      toMove: 1,
    });
    const steps = firstSteps(three);
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.every((step) => step.startsWith('e5-'))).toBe(true);
    expect(steps).toContain('e5-e4');
  });

  it('§9: Athena forbidding every climb leaves the normal non-climbing turns (no loss)', () => {
    const three = board({
      players: [
        player('athena', ['e1', 'e2'], { movedUp: true }),
        player('hera', ['c3', 'a1']),
        player('persephone', ['a5', 'b5']),
      ],
      levels: LEVELS,
      toMove: 1,
    });
    const steps = firstSteps(three);
    expect(steps).not.toContain('c3-b3');
    expect(steps).toContain('a1-a2');
    expect(steps).toContain('c3-c4');
  });

  it('R16: in 4 players the other team is bound, her teammate is not', () => {
    const foes = ['c3', 'a1'];
    const mates = ['e1', 'e5'];
    const four = board({
      players: [
        player('hera', foes),
        player('persephone', mates),
        player('atlas', foes),
        player('demeter', mates),
      ],
      levels: LEVELS,
    });
    expect(firstSteps(four)).toEqual(['c3-b3', 'c3-d4']);
    const teammate = board({
      players: [
        player('hera', mates),
        player('persephone', foes),
        player('atlas', mates),
        player('demeter', foes),
      ],
      levels: LEVELS,
      toMove: 3,
    });
    expect(firstSteps(teammate)).toContain('a1-a2');
  });

  it.runIf(isImplemented('prometheus'))(
    '§7.26: Prometheus may not build first while a climb is possible',
    () => {
      const prometheus = board({
        players: [player('prometheus', ['c3', 'a1']), player('persephone', ['e1', 'e5'])],
        levels: LEVELS,
      });
      expect(texts(prometheus).every((text) => /^c3-(b3|d4) /.test(text))).toBe(true);
      expect(rejection(prometheus, 'c3+c2 c3-c4 +c5')).toMatch(/^c3\+c2: Persephone: /);
    },
  );

  it.runIf(isImplemented('hermes'))(
    '§7.26: Hermes cannot make a power turn (or no move) while a climb is possible',
    () => {
      const hermes = board({
        players: [player('hermes', ['c3', 'a1']), player('persephone', ['e1', 'e5'])],
        levels: ['00000', '00000', '01000', '00000', '00000'],
      });
      expect(texts(hermes).every((text) => text.startsWith('c3-b3 '))).toBe(true);
      expect(rejection(hermes, 'c3+c4')).toMatch(/^c3\+c4: Persephone: /);
    },
  );

  it.runIf(isImplemented('dionysus'))(
    'R19, R11: a Dionysus extra turn with her own worker is free, and pass always stays',
    () => {
      // Dionysus's extra turn in 3 players: Hera's c3 can climb d4 or b3, so Hera's workers must
      // climb; Persephone's own workers (a5, b5) are not bound by her power.
      const extra = board({
        players: [
          player('dionysus', ['e1', 'e2'], { extraTurn: true }),
          player('persephone', ['a5', 'b5']),
          player('hera', ['c3', 'a1']),
        ],
        levels: LEVELS,
      });
      const steps = firstSteps(extra);
      expect(steps).toContain('pass');
      expect(steps).toContain('a5-a4');
      expect(steps).toContain('c3-d4');
      expect(steps).not.toContain('c3-c4');
      expect(steps).not.toContain('a1-a2');
    },
  );

  it('plays random games (vs no god, vs itself, in 3 and 4 players) without breaking an invariant', () => {
    const lineups = [
      ['persephone', null],
      [null, 'persephone'],
      ['persephone', 'persephone'],
      ['persephone', 'athena', 'limus'],
      ['persephone', 'hypnus', 'aphrodite', 'hera'],
    ] as const;
    expect(randomGameProblems(lineups, 2, 60, 100)).toEqual([]);
  });
});
