import { err, ok, type Result } from '@santorini/engine';

/** Who plays a seat: a person at the keyboard, a player that picks a random legal turn, or the AI at a level. */
export type SeatKind = 'human' | 'random' | AiSeat;

export type AiSeat = `ai${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;

/** The AI's level when `ai` is given without one: quick, and far from a beginner. */
export const DEFAULT_AI_LEVEL = 6;

/** Every seat kind a prompt accepts, short: `human, random, ai or ai1-ai8`. */
export const SEAT_PROMPT = 'human, random, ai or ai1-ai8';

/** What a seat answer may be, for messages. */
export const SEAT_CHOICES = "'human', 'random' or 'ai' (ai1 to ai8: the AI's level, ai = ai6)";

/** The AI level playing a seat, or null for a person or a random player. */
export function aiLevel(kind: SeatKind | undefined): number | null {
  return kind !== undefined && kind.startsWith('ai') ? Number(kind.slice(2)) : null;
}

/** True for a seat that chooses by itself (random or AI): setup choices are made for it too. */
export const isComputer = (kind: SeatKind | undefined): boolean => kind !== undefined && kind !== 'human';

/** Seats are called A, B, C, D in turn order (seat 0 is A). */
export const SEAT_LETTERS = 'ABCD';

export const seatLetter = (seat: number): string => SEAT_LETTERS.charAt(seat);

/** A seat kind from an answer or a flag value: `human`/`h`, `random`/`r`, `ai`, `ai1`…`ai8` (case-insensitive). */
export function parseSeatKind(text: string): SeatKind | undefined {
  const word = text.trim().toLowerCase();
  if (word === 'h' || word === 'human') return 'human';
  if (word === 'r' || word === 'random') return 'random';
  if (word === 'ai') return `ai${DEFAULT_AI_LEVEL}`;
  const level = /^ai:?([1-8])$/.exec(word)?.[1];
  if (level !== undefined) return `ai${Number(level) as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;
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
    if (kind === undefined) return err(`--seats: each seat is ${SEAT_CHOICES}, got '${word}'`);
    seats.push(kind);
  }
  return ok(seats);
}
