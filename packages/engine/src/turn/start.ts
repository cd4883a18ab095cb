/** The start of a turn: the mover's card and held power act before any step (turn pipeline, stage 1). */
import { cardOf, isExtraTurn, powerFor } from './held.js';
import { mutableCopy, type MutablePosition, type Position } from '../core/position.js';

/**
 * The effects at the start of the mover's turn, on `pos` in place: its card's `beforeTurn` first
 * (it may decide which power starts the turn), then the held power's `startOfTurn`. An extra turn
 * has no start-of-turn effects.
 */
export function startTurn(pos: MutablePosition): void {
  const seat = pos.turn;
  if (isExtraTurn(pos, seat)) return;
  cardOf(pos, seat).beforeTurn?.(pos, seat);
  powerFor(pos, seat).startOfTurn?.(pos, seat);
}

/** Whether `startTurn` would change `pos`. */
export function startsWithEffect(pos: Position): boolean {
  const seat = pos.turn;
  if (isExtraTurn(pos, seat)) return false;
  return cardOf(pos, seat).beforeTurn !== undefined || powerFor(pos, seat).startOfTurn !== undefined;
}

export function startedCopy(pos: Position): Position {
  const start = mutableCopy(pos);
  startTurn(start);
  return start;
}
