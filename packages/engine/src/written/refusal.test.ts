import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTurn } from './apply.js';
import { parseSquare } from '../core/square.js';
import { legalTurns } from '../turn/legalTurns.js';
import { board, randomGame, refused } from '../testing/index.js';
import { illegalTurnText, refusalText } from '../words/refusalWords.js';
import type { Step, Turn } from '../core/steps.js';

/** Refusals are data: the reason, the power and the squares; the words come from them. */

const sq = (name: string): number => parseSquare(name) ?? -1;

const base = board({
  players: [{ workers: ['c3', 'a1'] }, { workers: ['e5', 'e4'] }],
  levels: ['00000', '00000', '00020', '00000', '00000'],
  domes: ['b3'],
  toMove: 0,
});

describe('refusals', () => {
  it('name the base rule broken and its squares', () => {
    expect(refused(base, 'c3-c5 +c4').refusal).toEqual({
      reason: 'notNeighbour',
      squares: [sq('c5'), sq('c3')],
    });
    expect(refused(base, 'c3-b3 +c3').refusal).toEqual({ reason: 'domed', squares: [sq('b3')] });
    expect(refused(base, 'c3-d3 +c3').refusal).toEqual({
      reason: 'tooHigh',
      squares: [sq('c3'), sq('d3')],
      levels: [0, 2],
    });
    expect(refused(base, 'e5-d5 +c5').refusal).toEqual({ reason: 'notYours', squares: [sq('e5')] });
    expect(refused(base, 'c3-c4 +c4').refusal.reason).toBe('buildUnderSelf');
    const incomplete = refused(base, 'c3-c4');
    expect(incomplete.refusal.reason).toBe('incompleteAfterMove');
    expect(incomplete.refusal.steps?.length).toBe(2);
  });

  it("name the power whose rule it is: an opponent's restriction, the mover's own power", () => {
    const athena = board({
      players: [{ god: 'athena', workers: ['e5', 'e4'], movedUp: true }, { workers: ['c3', 'a1'] }],
      levels: ['00000', '00000', '00010', '00000', '00000'],
      domes: [],
      toMove: 1,
    });
    const forbidden = refused(athena, 'c3-d3 +d4');
    expect(forbidden.refusal).toEqual({ reason: 'noMoveUp', power: 'athena' });
    const demeter = board({
      players: [{ god: 'demeter', workers: ['c3', 'a1'] }, { workers: ['e5', 'e4'] }],
      levels: ['00000', '00000', '00000', '00000', '00000'],
      domes: [],
      toMove: 0,
    });
    expect(refused(demeter, 'c3-c4 +d4 +d4').refusal).toEqual({
      reason: 'secondBuildNotSameSpace',
      power: 'demeter',
      squares: [sq('d4')],
    });
  });

  it('say when the game is over, or the player to move has no turn', () => {
    const over = board({
      players: [{ workers: ['c3', 'a1'] }, { workers: ['e5', 'e4'] }],
      levels: ['00000', '00000', '00000', '00000', '00000'],
      domes: [],
      toMove: 1,
      winner: 0,
    });
    expect(refused(over, 'e5-d5 +c5').refusal).toEqual({ reason: 'gameOver', seat: 0 });
    const stuck = board({
      players: [{ workers: ['a1', 'b1'] }, { workers: ['e5', 'e4'] }],
      levels: ['00000', '00000', '00000', '00000', '00000'],
      domes: ['a2', 'b2', 'c2', 'c1'],
      toMove: 0,
    });
    expect(refused(stuck, 'a1-a2 +a3').refusal).toEqual({ reason: 'noLegalTurn', seat: 0 });
  });

  it('are written from their data alone, on one line, for any wrong step of random games', () => {
    const games = [1, 2, 3, 4].map(randomGame);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 0, max: 24 }),
        (game, at, which, square) => {
          const positions = games[game] ?? [];
          const pos = positions[at % positions.length];
          if (pos === undefined) return;
          const legal = legalTurns(pos);
          const turn = legal[which % Math.max(1, legal.length)]?.turn ?? [];
          // Send one step of a legal turn to another square: usually illegal.
          const wrong: Turn = turn.map((step, index): Step =>
            index === which % Math.max(1, turn.length) ? moved(step, square) : step,
          );
          const result = applyTurn(pos, wrong);
          if (result.ok) return;
          const { message, ...data } = result.error;
          expect(message).toBe(illegalTurnText(data));
          expect(message).not.toContain('\n');
          expect(refusalText(result.error.refusal).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

function moved(step: Step, square: number): Step {
  switch (step.kind) {
    case 'place':
      return { ...step, to: square };
    case 'move':
    case 'force':
      return { ...step, to: square };
    case 'build':
    case 'remove':
      return { ...step, at: square };
    case 'pass':
      return step;
  }
}
