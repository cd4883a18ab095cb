import {
  generateBaseTurns,
  makeBaseTurn,
  MAX_BASE_TURNS,
  unmakeBaseTurn,
  WIN_FLAG,
  type Position,
} from '@santorini/engine';

/**
 * An exhaustive forced-win solver for base-game tests, on the engine's own base-turn generator
 * (nothing from the AI): does the player to move force a win within `plies` turns (counting both
 * players' turns, the winning one included)? A win is a step up to level 3 or leaving the
 * opponent without a turn (R2).
 */
export function forcesWinWithin(pos: Position, plies: number): boolean {
  if (plies < 1) return false;
  const buffer = new Int32Array(MAX_BASE_TURNS);
  const count = generateBaseTurns(pos, buffer, 0);
  for (let i = 0; i < count; i++) {
    const turn = buffer[i] ?? 0;
    if ((turn & WIN_FLAG) !== 0) return true;
  }
  for (let i = 0; i < count; i++) {
    const turn = buffer[i] ?? 0;
    makeBaseTurn(pos, turn);
    const wins = opponentLoses(pos, plies - 1);
    unmakeBaseTurn(pos, turn);
    if (wins) return true;
  }
  return false;
}

/** The player to move (just handed the turn) loses within `plies` more turns whatever they do. */
export function opponentLoses(pos: Position, plies: number): boolean {
  const buffer = new Int32Array(MAX_BASE_TURNS);
  const count = generateBaseTurns(pos, buffer, 0);
  if (count === 0) return true;
  if (plies < 2) return false;
  for (let i = 0; i < count; i++) {
    const turn = buffer[i] ?? 0;
    if ((turn & WIN_FLAG) !== 0) return false;
  }
  for (let i = 0; i < count; i++) {
    const turn = buffer[i] ?? 0;
    makeBaseTurn(pos, turn);
    const wins = forcesWinWithin(pos, plies - 1);
    unmakeBaseTurn(pos, turn);
    if (!wins) return false;
  }
  return true;
}
