import { godTitle, type Position } from '@santorini/engine';
import { aiLevel, seatLetter, type SeatKind } from './seats.js';

/**
 * How a seat is named in messages: `Player A`, with who plays it and its power when there is one:
 * `Player B (random)`, `Player C (Athena)`, `Player D (random, Pan)`.
 */
export function seatLabel(position: Position, seats: readonly SeatKind[], seat: number): string {
  const notes: string[] = [];
  const level = aiLevel(seats[seat]);
  if (seats[seat] === 'random') notes.push('random');
  else if (level !== null) notes.push(`AI level ${level}`);
  const god = position.godOf(seat);
  if (god !== null) notes.push(godTitle(god));
  return `Player ${seatLetter(seat)}${notes.length === 0 ? '' : ` (${notes.join(', ')})`}`;
}

/** `team A+C` for a seat of a 4-player game (seats 0+2 and 1+3 share their workers, R16). */
export const teamName = (seat: number): string =>
  `team ${seatLetter(seat % 2)}+${seatLetter((seat % 2) + 2)}`;
