import { BaseStack } from './baseStack.js';
import { WIN_FLAG } from './baseTurn.js';
import { NONE, type Position, type MutablePosition } from '../core/position.js';

export { MAX_BASE_TURNS, WIN_FLAG } from './baseTurn.js';

/**
 * The base-game kernel's turns (kernel/baseTurn.ts) played on a `Position` in place: generation
 * through the kernel, make/unmake through the position's own hash-keeping mutators.
 */
const scratch = new BaseStack(1);

/**
 * Writes every turn of the player to move (2 players, no powers, after placement) into `out` from
 * `offset`, in the kernel's order; returns how many.
 */
export function generateBaseTurns(pos: Position, out: Int32Array, offset: number): number {
  scratch.load(0, pos);
  return scratch.generate(0, out, offset);
}

/** The slot index (side * 2 + slot) of the mover's worker on `sq`. */
const moverSlot = (pos: Position, sq: number): number =>
  pos.workerSquares[pos.turn * 2] === sq ? pos.turn * 2 : pos.turn * 2 + 1;

export function makeBaseTurn(pos: MutablePosition, turn: number): void {
  const from = turn & 31;
  pos.moveSlot(moverSlot(pos, from), from, (turn >>> 5) & 31);
  if ((turn & WIN_FLAG) !== 0) pos.setWinner(pos.turn);
  else pos.buildOn((turn >>> 10) & 31, false);
  pos.setToMove(pos.turn ^ 1);
}

export function unmakeBaseTurn(pos: MutablePosition, turn: number): void {
  pos.setToMove(pos.turn ^ 1);
  if ((turn & WIN_FLAG) !== 0) pos.setWinner(NONE);
  else pos.unbuild((turn >>> 10) & 31);
  const to = (turn >>> 5) & 31;
  pos.moveSlot(moverSlot(pos, to), to, turn & 31);
}
