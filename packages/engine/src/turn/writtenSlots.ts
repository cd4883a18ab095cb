/** Which of the mover's two workers is which after a turn, as its written moves say (a turn's spelling kept). */
import { mutableCopy, NONE, type MutablePosition, type Position } from '../core/position.js';
import type { Turn } from '../core/steps.js';

/**
 * Each worker keeps its slot when it moves (spec §2.1). A turn the mover's power respells (Hermes's
 * moves in another order) can reach the same squares with the two workers' slots exchanged: put
 * them back where the written moves take them.
 */
export function keepWrittenSlots(before: Position, turn: Turn, after: Position): Position {
  if (!slotsExchanged(before, turn, after)) return after;
  const fixed = mutableCopy(after);
  swapSideWorkers(fixed, before.sideOf(before.turn));
  return fixed;
}

/** Exchanges the two workers of `side` (both on the board), each taking the other's slot. */
export function swapSideWorkers(pos: MutablePosition, side: number): void {
  const [a, b] = pos.slotsOf(side);
  pos.swapWorkers(a, b);
}

/** Whether `after` holds the mover's two workers in each other's slots compared with the written moves. */
export function slotsExchanged(before: Position, turn: Turn, after: Position): boolean {
  // One move cannot exchange slots (the common case).
  let moves = 0;
  for (const step of turn) if (step.kind === 'move') moves++;
  if (moves < 2) return false;
  const side = before.sideOf(before.turn);
  let first = before.workerSquares[side * 2] ?? NONE;
  let second = before.workerSquares[side * 2 + 1] ?? NONE;
  for (const step of turn) {
    if (step.kind !== 'move') continue;
    if (step.from === first) first = step.to;
    else if (step.from === second) second = step.to;
  }
  const a = after.workerSquares[side * 2] ?? NONE;
  const b = after.workerSquares[side * 2 + 1] ?? NONE;
  return a === second && b === first && a !== b;
}
