import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTurn } from '../core/turnText.js';
import type { Position } from '../core/position.js';
import { randomGame } from '../testing/index.js';
import { legalTurns } from '../turn/legalTurns.js';
import {
  BaseStack,
  baseHash,
  baseStateOf,
  HASH_HI,
  HASH_LO,
  isBasePosition,
  STRIDE,
  type BaseState,
} from './baseStack.js';
import { baseTurnSteps, isWinningTurn, MAX_BASE_TURNS, turnBuild, turnFrom, turnTo } from './baseTurn.js';

const POOL = Array.from({ length: 30 }, (_, seed) => randomGame(seed + 100))
  .flat()
  .filter((pos) => isBasePosition(pos) && pos.winner === null);
const positions = fc.constantFrom(...POOL);

/** A state with the mover's and the opponent's workers as sets, since make lists them moved first. */
const canonical = (s: BaseState): string =>
  JSON.stringify([s.l1, s.l2, s.l3, s.domes, s.side, [s.a0, s.a1].sort(), [s.b0, s.b1].sort()]);

function turnsOf(stack: BaseStack, ply: number): number[] {
  const out = new Int32Array(MAX_BASE_TURNS);
  return Array.from(out.subarray(0, stack.generate(ply, out, 0)));
}

describe('the base-game kernel', () => {
  it('generates exactly the legal turns, and counts them', () => {
    fc.assert(
      fc.property(positions, (pos) => {
        const stack = new BaseStack(2);
        stack.load(0, pos);
        const turns = turnsOf(stack, 0);
        const texts = legalTurns(pos).map((turn) => turn.text);
        expect(turns.map((turn) => formatTurn(baseTurnSteps(turn))).sort()).toEqual(texts.sort());
        expect(stack.countTurns(0)).toBe(turns.length);
      }),
      { numRuns: 150 },
    );
  });

  it('makes each child as the engine plays it: levels, workers, side and Zobrist hash', () => {
    fc.assert(
      fc.property(positions, (pos) => {
        const stack = new BaseStack(2);
        stack.load(0, pos);
        const children = new Map(legalTurns(pos).map((turn) => [turn.text, turn.position]));
        for (const turn of turnsOf(stack, 0)) {
          const child = children.get(formatTurn(baseTurnSteps(turn))) as Position;
          stack.make(0, turn);
          expect(canonical(stack.state(1))).toBe(canonical(baseStateOf(child)));
          // A winner is in the engine's hash, not the kernel's (nor is R2's, when the opponent is stuck).
          if (isWinningTurn(turn)) expect(child.winner).toBe(pos.turn);
          if (child.winner === null) {
            expect([stack.frames[STRIDE + HASH_HI], stack.frames[STRIDE + HASH_LO]]).toEqual(child.hash);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('moves then builds in two halves exactly as make does', () => {
    fc.assert(
      fc.property(positions, (pos) => {
        const whole = new BaseStack(2);
        const halves = new BaseStack(2);
        whole.load(0, pos);
        halves.load(0, pos);
        for (const turn of turnsOf(whole, 0)) {
          whole.make(0, turn);
          halves.moveWorker(0, turnFrom(turn), turnTo(turn));
          if (isWinningTurn(turn)) halves.keepLevels(0);
          else halves.build(0, turnBuild(turn));
          expect(halves.state(1)).toEqual(whole.state(1));
          expect(halves.frames[STRIDE + HASH_HI]).toBe(whole.frames[STRIDE + HASH_HI]);
          expect(halves.frames[STRIDE + HASH_LO]).toBe(whole.frames[STRIDE + HASH_LO]);
        }
      }),
      { numRuns: 50 },
    );
  });

  it("hashes a state from scratch to the position's own hash", () => {
    for (const pos of POOL.slice(0, 200)) expect(baseHash(baseStateOf(pos))).toEqual(pos.hash);
  });

  it('keeps the hash from scratch equal to the incremental one down a line of play', () => {
    const stack = new BaseStack(40);
    const [start] = POOL;
    if (start === undefined) throw new Error('no position');
    stack.set(0, baseStateOf(start));
    let ply = 0;
    for (; ply < 30; ply++) {
      const turns = turnsOf(stack, ply).filter((turn) => !isWinningTurn(turn));
      const turn = turns[(ply * 7) % Math.max(1, turns.length)];
      if (turn === undefined) break;
      stack.make(ply, turn);
      const o = (ply + 1) * STRIDE;
      expect([stack.frames[o + HASH_HI], stack.frames[o + HASH_LO]]).toEqual(baseHash(stack.state(ply + 1)));
    }
    expect(ply).toBeGreaterThan(5);
  });
});
