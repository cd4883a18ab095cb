import {
  A0,
  A1,
  B0,
  B1,
  BaseStack,
  DOMES,
  L1,
  L2,
  L3,
  MAX_BASE_TURNS,
  NEIGHBOURS,
  STRIDE,
  WIN_FLAG,
} from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { baseGamePositions } from '../testing/games.js';
import { heightAt } from './bits.js';
import { forcedThreatTurn } from './threatWin.js';

const positions = baseGamePositions(20261202, 400).filter((pos) => !pos.inPlacement && pos.winner === null);

/** The kernel's turns of frame `ply` (every legal one, winning steps flagged). */
function turnsAt(stack: BaseStack, ply: number): Int32Array {
  const buffer = new Int32Array(MAX_BASE_TURNS);
  return buffer.subarray(0, stack.generate(ply, buffer, 0));
}

const wins = (turns: Int32Array): boolean => turns.some((t) => (t & WIN_FLAG) !== 0);

/** The mover of frame `ply + 1` has no winning step and loses on the turn after whatever it does. */
function opponentLosesInTwo(stack: BaseStack, ply: number): boolean {
  const replies = turnsAt(stack, ply + 1);
  if (wins(replies)) return false;
  return replies.every((reply) => {
    stack.make(ply + 1, reply);
    return wins(turnsAt(stack, ply + 2));
  });
}

const detect = (stack: BaseStack, ply: number): number => forcedThreatTurn(stack.frames, ply * STRIDE);

/** After frame ply's turn (now frame ply + 1, whose opponents are the mover): a worker on level 2 next to a free level 3. */
function leavesThreat(stack: BaseStack, ply: number): boolean {
  const f = stack.frames;
  const o = (ply + 1) * STRIDE;
  const [l1, l2, l3, domes] = [f[o + L1] ?? 0, f[o + L2] ?? 0, f[o + L3] ?? 0, f[o + DOMES] ?? 0];
  const workers = [A0, A1, B0, B1].map((field) => f[o + field] ?? 0);
  const occupied = workers.reduce((set, sq) => set | (1 << sq), domes);
  return [f[o + B0] ?? 0, f[o + B1] ?? 0].some(
    (sq) => heightAt(l1, l2, l3, sq) === 2 && ((NEIGHBOURS[sq] ?? 0) & l3 & ~occupied) !== 0,
  );
}

describe('forcedThreatTurn', () => {
  const stack = new BaseStack(4);
  const quiet = positions.filter((pos) => {
    stack.load(0, pos);
    return !wins(turnsAt(stack, 0));
  });

  it('finds only turns after which the opponent loses on the next turn', () => {
    let found = 0;
    for (const pos of quiet) {
      stack.load(0, pos);
      const code = detect(stack, 0);
      if (code === 0) continue;
      found++;
      expect(Array.from(turnsAt(stack, 0))).toContain(code);
      stack.make(0, code);
      expect(leavesThreat(stack, 0)).toBe(true);
      expect(opponentLosesInTwo(stack, 0)).toBe(true);
    }
    expect(found).toBeGreaterThan(20);
  });

  it('finds one whenever a threatening turn forces the win', () => {
    let forced = 0;
    for (const pos of quiet) {
      stack.load(0, pos);
      const some = Array.from(turnsAt(stack, 0)).some((turn) => {
        stack.make(0, turn);
        return leavesThreat(stack, 0) && opponentLosesInTwo(stack, 0);
      });
      if (some) forced++;
      expect(detect(stack, 0) !== 0, JSON.stringify(pos.workerSquares)).toBe(some);
    }
    expect(forced).toBeGreaterThan(20);
  });
});
