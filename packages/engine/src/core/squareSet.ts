import { onBoard, squareAt, squareFile, squareRank, SQUARE_COUNT, type Square } from './square.js';

/**
 * A set of squares as a 25-bit integer (bit n = square n). Plain numbers keep V8 on its
 * int32 fast path; these helpers are small enough to be inlined in hot loops.
 */
export type SquareSet = number;

export const EMPTY: SquareSet = 0;
export const FULL: SquareSet = (1 << SQUARE_COUNT) - 1;

export const bit = (sq: Square): SquareSet => 1 << sq;
export const has = (set: SquareSet, sq: Square): boolean => ((set >>> sq) & 1) !== 0;

/** Number of squares in the set (SWAR popcount). */
export function popcount(set: SquareSet): number {
  let x = set - ((set >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Lowest square in a non-empty set. */
export const first = (set: SquareSet): Square => 31 - Math.clz32(set & -set);

/** Squares of the set in increasing order (allocates: not for hot loops). */
export function squares(set: SquareSet): Square[] {
  const out: Square[] = [];
  for (let s = set; s !== 0; s &= s - 1) out.push(first(s));
  return out;
}

export const setOf = (sqs: Iterable<Square>): SquareSet => {
  let set = 0;
  for (const sq of sqs) set |= 1 << sq;
  return set;
};

/** The up to 8 squares around each square. */
export const NEIGHBOURS: Int32Array = (() => {
  const table = new Int32Array(SQUARE_COUNT);
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    for (let df = -1; df <= 1; df++)
      for (let dr = -1; dr <= 1; dr++) {
        const f = squareFile(sq) + df;
        const r = squareRank(sq) + dr;
        if ((df !== 0 || dr !== 0) && onBoard(f, r)) table[sq] = (table[sq] ?? 0) | (1 << squareAt(f, r));
      }
  }
  return table;
})();

export const neighbours = (sq: Square): SquareSet => NEIGHBOURS[sq] ?? 0;
export const areNeighbours = (a: Square, b: Square): boolean => has(neighbours(a), b);

/** The 16 edge squares. */
export const PERIMETER: SquareSet = setOf(
  Array.from({ length: SQUARE_COUNT }, (_, sq) => sq).filter(
    (sq) => squareFile(sq) === 0 || squareFile(sq) === 4 || squareRank(sq) === 0 || squareRank(sq) === 4,
  ),
);
