import { applyTurnText, type IllegalTurnError } from '../written/apply.js';
import type { Position } from '../core/position.js';

/** The refusal of an illegal turn, as data; throws when the turn is accepted or malformed. */
export function refused(pos: Position, turn: string): IllegalTurnError {
  const result = applyTurnText(pos, turn);
  if (result.ok) throw new Error(`"${turn}" was accepted`);
  if (result.error.kind !== 'illegal') throw new Error(`"${turn}" is malformed: ${result.error.message}`);
  return result.error;
}

/** The message refusing an illegal turn; throws when the turn is accepted or malformed. */
export const rejection = (pos: Position, turn: string): string => refused(pos, turn).message;
