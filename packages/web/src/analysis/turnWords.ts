import { parseTurn, positionsDuringTurn, type Position } from '@santorini/engine';
import { describeStep } from '../game/describe.js';
import { seatName } from '../game/seats.js';

/** A turn from `pos` in plain words, one sentence per step ("Blue moves c2 to c3. …"). */
export function turnWords(pos: Position, notation: string): string {
  const parsed = parseTurn(notation);
  if (!parsed.ok) return notation;
  const who = seatName(pos.playerCount, pos.toMove);
  const boards = positionsDuringTurn(pos, parsed.value);
  return parsed.value.map((step, at) => describeStep(boards[at] ?? pos, who, step)).join(' ');
}
