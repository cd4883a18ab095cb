import { BaseStack, MAX_BASE_TURNS, WIN_FLAG, type Position } from '@santorini/engine';

/**
 * An exhaustive forced-win solver for base-game tests, on the engine's own base-turn kernel
 * (nothing from the AI): does the player to move force a win within `plies` turns (counting both
 * players' turns, the winning one included)? A win is a step up to level 3 or leaving the
 * opponent without a turn (R2).
 */
export function forcesWinWithin(pos: Position, plies: number): boolean {
  if (plies < 1) return false;
  const stack = new BaseStack(plies);
  stack.load(0, pos);
  return forcesWin(stack, 0, plies);
}

/** The player to move (just handed the turn) loses within `plies` more turns whatever they do. */
export function opponentLoses(pos: Position, plies: number): boolean {
  const stack = new BaseStack(Math.max(plies, 1));
  stack.load(0, pos);
  return loses(stack, 0, plies);
}

function forcesWin(stack: BaseStack, ply: number, plies: number): boolean {
  if (plies < 1) return false;
  const buffer = new Int32Array(MAX_BASE_TURNS);
  const count = stack.generate(ply, buffer, 0);
  for (let i = 0; i < count; i++) if (((buffer[i] ?? 0) & WIN_FLAG) !== 0) return true;
  for (let i = 0; i < count; i++) {
    stack.make(ply, buffer[i] ?? 0);
    if (loses(stack, ply + 1, plies - 1)) return true;
  }
  return false;
}

function loses(stack: BaseStack, ply: number, plies: number): boolean {
  const buffer = new Int32Array(MAX_BASE_TURNS);
  const count = stack.generate(ply, buffer, 0);
  if (count === 0) return true;
  if (plies < 2) return false;
  for (let i = 0; i < count; i++) if (((buffer[i] ?? 0) & WIN_FLAG) !== 0) return false;
  for (let i = 0; i < count; i++) {
    stack.make(ply, buffer[i] ?? 0);
    if (!forcesWin(stack, ply + 1, plies - 1)) return false;
  }
  return true;
}
