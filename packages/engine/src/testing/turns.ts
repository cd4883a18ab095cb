import { applyTurnText } from '../apply.js';
import type { Position } from '../position.js';

/** The position after applying turns in order; throws with the message of a rejected one. */
export function playTurns(pos: Position, ...turns: readonly string[]): Position {
  let current = pos;
  for (const turn of turns) {
    const result = applyTurnText(current, turn);
    if (!result.ok) throw new Error(`"${turn}" rejected: ${result.error.message}`);
    current = result.value;
  }
  return current;
}

/** The message rejecting an illegal turn; throws when the turn is accepted or malformed. */
export function illegalReason(pos: Position, turn: string): string {
  const result = applyTurnText(pos, turn);
  if (result.ok) throw new Error(`"${turn}" was accepted`);
  if (result.error.kind !== 'illegal') throw new Error(`"${turn}" is malformed: ${result.error.message}`);
  return result.error.message;
}
