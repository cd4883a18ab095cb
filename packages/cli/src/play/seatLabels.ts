import { godTitle, type GodName, type Position } from '@santorini/engine';
import { aiLevel, seatLetter, type SeatKind } from './seats.js';

/**
 * How a seat is named in every message — prompts, turns, news, the panel, the result: `Player A`,
 * with who plays it and its power when there is one: `Player B (random)`, `Player C (Athena)`,
 * `Player D (AI level 6, Pan)`. Before the powers are dealt (the Challenger's setup) `god` is null.
 */
export function playerLabel(seats: readonly SeatKind[], seat: number, god: GodName | null): string {
  const notes: string[] = [];
  const level = aiLevel(seats[seat]);
  if (seats[seat] === 'random') notes.push('random');
  else if (level !== null) notes.push(`AI level ${level}`);
  if (god !== null) notes.push(godTitle(god));
  return `Player ${seatLetter(seat)}${notes.length === 0 ? '' : ` (${notes.join(', ')})`}`;
}

/** A seat's label in a game: `playerLabel` with the seat's power. */
export const seatLabel = (position: Position, seats: readonly SeatKind[], seat: number): string =>
  playerLabel(seats, seat, position.godOf(seat));

/** `team A+C` for a seat of a 4-player game (seats 0+2 and 1+3 share their workers, R16). */
export const teamName = (seat: number): string =>
  `team ${seatLetter(seat % 2)}+${seatLetter((seat % 2) + 2)}`;
