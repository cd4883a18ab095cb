/**
 * Squares 0–24: index = rank * 5 + file, so a1 = 0, e1 = 4, a5 = 20, e5 = 24
 * (files a–e west→east, ranks 1–5 south→north; spec §1).
 */
export type Square = number;

export const SQUARE_COUNT = 25;
export const FILE_NAMES = 'abcde';

export const squareFile = (sq: Square): number => sq % 5;
export const squareRank = (sq: Square): number => (sq / 5) | 0;
export const squareAt = (file: number, rank: number): Square => rank * 5 + file;
export const onBoard = (file: number, rank: number): boolean =>
  file >= 0 && file < 5 && rank >= 0 && rank < 5;

const NAMES: readonly string[] = Array.from(
  { length: SQUARE_COUNT },
  (_, sq) => `${FILE_NAMES.charAt(squareFile(sq))}${String(squareRank(sq) + 1)}`,
);

/** Lower-case name, e.g. `c3`. */
export const squareName = (sq: Square): string => NAMES[sq] ?? `?${String(sq)}`;

/** Parses `a1`–`e5`, case-insensitive; undefined for anything else. */
export function parseSquare(text: string): Square | undefined {
  if (text.length !== 2) return undefined;
  const file = FILE_NAMES.indexOf(text.charAt(0).toLowerCase());
  const rank = text.charCodeAt(1) - 49;
  if (file < 0 || rank < 0 || rank > 4) return undefined;
  return squareAt(file, rank);
}

export const isSquare = (value: unknown): value is Square =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < SQUARE_COUNT;
