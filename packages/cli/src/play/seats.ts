import { err, ok, type Result } from '@santorini/engine';

/** Who plays a seat: a person at the keyboard, or a player that picks a random legal turn. */
export type SeatKind = 'human' | 'random';

/** Seats are called A, B, C, D in turn order (seat 0 is A). */
export const SEAT_LETTERS = 'ABCD';

export const seatLetter = (seat: number): string => SEAT_LETTERS.charAt(seat);

/** A seat kind from an answer or a flag value: `human`/`h`, `random`/`r` (case-insensitive). */
export function parseSeatKind(text: string): SeatKind | undefined {
  const word = text.trim().toLowerCase();
  if (word === 'h' || word === 'human') return 'human';
  if (word === 'r' || word === 'random') return 'random';
  return undefined;
}

/** `--seats human,random,random`: two to four seat kinds, in seat order. */
export function parseSeatList(text: string): Result<SeatKind[], string> {
  const words = text.split(',');
  if (words.length < 2 || words.length > 4)
    return err(`--seats lists 2, 3 or 4 seats separated by commas, got ${words.length}: '${text}'`);
  const seats: SeatKind[] = [];
  for (const word of words) {
    const kind = parseSeatKind(word);
    if (kind === undefined) return err(`--seats: each seat is 'human' or 'random', got '${word}'`);
    seats.push(kind);
  }
  return ok(seats);
}
