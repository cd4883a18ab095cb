import { describe, expect, it } from 'vitest';
import { isImplemented } from './index.js';
import { legalTurns } from '../turn/legalTurns.js';
import {
  board,
  boardError,
  firstSteps,
  offered,
  play,
  player,
  randomGameProblems,
  rejection,
  texts,
} from '../testing/index.js';

// Aphrodite on d3 and e5. The opponent's c3 starts next to d3 (noted); its a1 does not.
const pos = board({ players: [player(null, ['c3', 'a1']), player('aphrodite', ['d3', 'e5'])] });

describe('Aphrodite', () => {
  it('§7.11: a worker that starts next to her must end its move next to one of her workers', () => {
    const fromC3 = firstSteps(pos).filter((step) => step.startsWith('c3-'));
    expect(fromC3).toEqual(['c3-c2', 'c3-c4', 'c3-d2', 'c3-d4']);
    expect(rejection(pos, 'c3-b3 +b4')).toBe(
      'c3-b3: Aphrodite: a worker that started its turn next to her workers must end its move next to one of them, not on b3',
    );
    expect(offered(pos, '').steps.filter((step) => step.startsWith('c3-'))).toEqual(fromC3);
  });

  it('§7.11: a worker that did not start next to her is free, and a noted worker may stay put', () => {
    expect(firstSteps(pos).filter((step) => step.startsWith('a1-'))).toEqual(['a1-a2', 'a1-b1', 'a1-b2']);
    // a1 moves next to d3... or not: the noted c3 does not move, so nothing binds the turn.
    expect(() => play(pos, 'a1-b2 +a1')).not.toThrow();
  });

  it('§7.11: the noting is made at the start of the turn: a worker ending next to her is bound next turn', () => {
    const next = play(pos, 'a1-b2 +a1', 'e5-e4 +e5');
    // b2 does not neighbour d3 or e4: still free; c3 still noted.
    expect(firstSteps(next).filter((step) => step.startsWith('b2-'))).toContain('b2-a3');
    const noted = play(pos, 'c3-c4 +b4', 'e5-d5 +e5');
    // Aphrodite now on d3 and d5: c4 may go to c3, c5 or d4, not b3, b4 or b5.
    expect(firstSteps(noted).filter((step) => step.startsWith('c4-'))).toEqual(['c4-c3', 'c4-c5', 'c4-d4']);
  });

  it('§7.11: a noted worker wins only by moving up next to her', () => {
    // c3 on level 2; b4 and d4 on level 3: d4 neighbours d3, b4 neighbours no Aphrodite worker.
    const climb = board({
      players: [player(null, ['c3', 'a1']), player('aphrodite', ['d3', 'e1'])],
      levels: ['00000', '03030', '00200', '00000', '00000'],
    });
    expect(texts(climb)).toContain('c3-d4');
    expect(texts(climb).some((text) => text.startsWith('c3-b4'))).toBe(false);
    expect(play(climb, 'c3-d4').winner).toBe(0);
  });

  it.runIf(isImplemented('bia'))(
    '§7.11: judged after the move and its consequences: Bia removing her worker',
    () => {
      // Bia's b2 starts next to Aphrodite's a1. b2 → c3 would remove Aphrodite's d4 (beyond c3),
      // leaving c3 next to none of her workers.
      const bia = board({ players: [player('bia', ['b2', 'e1']), player('aphrodite', ['a1', 'd4'])] });
      expect(firstSteps(bia)).not.toContain('b2-c3');
      expect(firstSteps(bia)).toContain('b2-a2');
      expect(rejection(bia, 'b2-c3 +c2')).toMatch(/^b2-c3: Aphrodite: .* not on c3$/);
    },
  );

  it.runIf(isImplemented('minotaur'))('R3: a push is judged where her pushed worker lands', () => {
    // Minotaur's c3 pushes Aphrodite's d3 to e3 and stands on d3, next to it.
    const minotaur = board({
      players: [player('minotaur', ['c3', 'a1']), player('aphrodite', ['d3', 'a5'])],
    });
    expect(firstSteps(minotaur)).toContain('c3-d3');
  });

  it.runIf(isImplemented('artemis'))(
    '§7.11: only the last move counts (Artemis may step away and come back)',
    () => {
      const artemis = board({
        players: [player('artemis', ['c3', 'a1']), player('aphrodite', ['d3', 'e5'])],
      });
      // Away to b3 and back next to d3 on c4 (listed as the same position's shorter spelling c3-c4).
      expect(() => play(artemis, 'c3-b3 b3-c4 +c5')).not.toThrow();
      expect(texts(artemis)).toContain('c3-c4 +c5');
      expect(texts(artemis).some((text) => text.startsWith('c3-b3 +'))).toBe(false);
      expect(rejection(artemis, 'c3-c4 c4-b4 +a4')).toMatch(/^c4-b4: Aphrodite: .* not on b4$/);
    },
  );

  it('R16: in 4 players the other team is bound, her teammate is not', () => {
    const foes = ['c3', 'a1'];
    const mates = ['d3', 'e5'];
    const four = board({
      players: [
        player('hera', foes),
        player('aphrodite', mates),
        player('atlas', foes),
        player('demeter', mates),
      ],
    });
    expect(firstSteps(four)).not.toContain('c3-b3');
    const second = play(four, 'a1-a2 +a1', 'e5-e4 +e5');
    expect(second.toMove).toBe(2);
    expect(firstSteps(second)).not.toContain('c3-b3');
    const teammate = board({
      players: [
        player('hera', mates),
        player('aphrodite', foes),
        player('atlas', mates),
        player('demeter', foes),
      ],
      toMove: 3,
    });
    expect(firstSteps(teammate)).toContain('c3-b3');
  });

  it('R2, §9: an opponent whose noted worker cannot end next to her and whose other worker is stuck loses', () => {
    // The opponent's c1 starts next to d1 but c2 and d2 are domed; e5 is walled in.
    const stuck = board({
      players: [player(null, ['c1', 'e5']), player('aphrodite', ['d1', 'a5'])],
      domes: ['c2', 'd2', 'd4', 'd5', 'e4'],
      toMove: 1,
    });
    const won = play(stuck, 'a5-a4 +a5');
    expect(won.winner).toBe(1);
    expect(legalTurns(won)).toEqual([]);
  });

  it('R14: Aphrodite is not played with 3 players', () => {
    expect(
      boardError({ players: [player('aphrodite', []), player('hera', []), player('limus', [])] }),
    ).toMatch(/Aphrodite cannot be played with 3 players \(rule R14\)/);
  });

  it('plays random games (vs no god, vs itself, in 4 players) without breaking an invariant', () => {
    const lineups = [
      ['aphrodite', null],
      [null, 'aphrodite'],
      ['aphrodite', 'aphrodite'],
      ['aphrodite', 'bia', 'medusa', 'athena'],
    ] as const;
    expect(randomGameProblems(lineups, 2, 60, 80)).toEqual([]);
  });
});
