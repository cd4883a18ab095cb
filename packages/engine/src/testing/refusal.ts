import { applyTurnText } from '../apply.js';
import type { Position } from '../position.js';

/** The message refusing an illegal turn; throws when the turn is accepted or malformed. */
export function rejection(pos: Position, turn: string): string {
  const result = applyTurnText(pos, turn);
  if (result.ok) throw new Error(`"${turn}" was accepted`);
  if (result.error.kind !== 'illegal') throw new Error(`"${turn}" is malformed: ${result.error.message}`);
  return result.error.message;
}
