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
} from '../testing/index.js';

// b2 is on level 1. The opponent's workers: b2 (level 1) and d4 (ground). Hypnus: a5, e1.
const LEVELS = ['00000', '00000', '00000', '01000', '00000'];
const frozen = board({
  players: [player(null, ['b2', 'd4']), player('hypnus', ['a5', 'e1'])],
  levels: LEVELS,
});

describe('Hypnus', () => {
  it('§7.22: the opponent worker strictly higher than the other cannot move this turn', () => {
    const steps = firstSteps(frozen);
    expect(steps.every((step) => step.startsWith('d4-'))).toBe(true);
    expect(steps).toHaveLength(8);
    expect(rejection(frozen, 'b2-b3 +b4')).toBe(
      'b2-b3: Hypnus: the worker on b2 is higher than your other worker, so it cannot move this turn',
    );
    expect(offered(frozen, '').steps.some((step) => step.startsWith('b2-'))).toBe(false);
  });

  it('§7.22: a tie for highest freezes nothing', () => {
    const tie = board({
      players: [player(null, ['b2', 'd4']), player('hypnus', ['a5', 'e1'])],
      levels: ['00000', '00010', '00000', '01000', '00000'],
    });
    const steps = firstSteps(tie);
    expect(steps.some((step) => step.startsWith('b2-'))).toBe(true);
    expect(steps.some((step) => step.startsWith('d4-'))).toBe(true);
  });

  it('§7.22: judged at the start of each turn; Hypnus himself is not bound', () => {
    // The ground worker climbs c3 next to b2: both on level 1, so next turn neither is frozen.
    const climbing = board({
      players: [player(null, ['b2', 'd4']), player('hypnus', ['a5', 'e1'])],
      levels: ['00000', '00000', '00100', '01000', '00000'],
    });
    const climbed = play(climbing, 'd4-c3 +d4', 'a5-a4 +a5');
    expect(firstSteps(climbed).some((step) => step.startsWith('b2-'))).toBe(true);
    const own = board({
      players: [player('hypnus', ['b2', 'd4']), player(null, ['a5', 'e1'])],
      levels: LEVELS,
    });
    expect(firstSteps(own).some((step) => step.startsWith('b2-'))).toBe(true);
  });

  it('R2, §9: a player whose only movable worker is frozen loses', () => {
    // The ground worker on a1 is walled in by domes; the frozen one on c3 (level 1) could move.
    const walled = board({
      players: [player('hypnus', ['e5', 'e4']), player(null, ['a1', 'c3'])],
      levels: ['00000', '00000', '00100', '00000', '00000'],
      domes: ['a2', 'b1', 'b2'],
    });
    const won = play(walled, 'e5-d5 +e5');
    expect(won.winner).toBe(0);
    expect(legalTurns(won)).toEqual([]);
  });

  it('R8: in 3 players a lone worker counts as higher than all others: frozen, so its player is eliminated', () => {
    // Hera lost a worker to Medusa; after Medusa's turn, Hera has no turn.
    const three = board({
      players: [player('hypnus', ['a5', 'b5']), player('medusa', ['e1', 'e2']), player('hera', ['c3'])],
      toMove: 1,
    });
    expect(rejection(board({ ...threeSpec(), toMove: 2 }), 'c3-c4 +c5')).toBe(
      'player 2 has no legal turn (Hypnus: your only worker (on c3) counts as higher than all others, so it cannot move (R8))',
    );
    const after = play(three, 'e2-d2 +e2');
    expect(json(after).players[2]).toEqual({ god: 'hera', workers: [], out: true });
    expect(after.toMove).toBe(0);
    expect(after.winner).toBeNull();
  });

  it('R8, R16: in 4 players a team with one worker left loses at its turn', () => {
    const hypnusTeam = ['a5', 'b5'];
    const four = board({
      players: [
        player('hypnus', hypnusTeam),
        player('hera', ['c3']),
        player('medusa', hypnusTeam),
        player('limus', ['c3']),
      ],
      toMove: 0,
    });
    const won = play(four, 'b5-c5 +b5');
    expect(won.winner).toBe(0);
    expect(won.toMove).toBe(1);
  });

  it('§7.22: the team shares its workers: in 4 players the higher of the two is frozen', () => {
    const four = board({
      players: [
        player('hypnus', ['a5', 'e5']),
        player('hera', ['b2', 'd4']),
        player('atlas', ['a5', 'e5']),
        player('demeter', ['b2', 'd4']),
      ],
      levels: LEVELS,
      toMove: 3,
    });
    expect(firstSteps(four).every((step) => step.startsWith('d4-'))).toBe(true);
  });

  it.runIf(isImplemented('selene'))(
    '§7.22: a frozen worker may still build where its power lets an unmoved worker build',
    () => {
      // Selene's female (second) worker on b2 (level 1) is frozen; the male moves and she domes.
      const selene = board({
        players: [player('selene', ['d4', 'b2']), player('hypnus', ['a5', 'e1'])],
        levels: LEVELS,
      });
      expect(firstSteps(selene).every((step) => step.startsWith('d4-'))).toBe(true);
      const domed = play(selene, 'd4-d3 b2+a1D');
      expect(domed.domeAt(0)).toBe(true);
    },
  );

  it('plays random games (vs no god, vs itself, in 3 and 4 players) without breaking an invariant', () => {
    const lineups = [
      ['hypnus', null],
      [null, 'hypnus'],
      ['hypnus', 'hypnus'],
      ['hypnus', 'medusa', 'bia'],
      ['hypnus', 'bia', 'medusa', 'eros'],
    ] as const;
    expect(randomGameProblems(lineups, 2, 60, 40)).toEqual([]);
  });
});

function threeSpec() {
  return {
    players: [player('hypnus', ['a5', 'b5']), player('medusa', ['e1', 'e2']), player('hera', ['c3'])],
  };
}
