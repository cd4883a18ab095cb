/**
 * The board's 8 symmetries (rotations and reflections) as square maps, the identity first: the
 * base game plays the same on a turned board.
 */
export const BOARD_SYMMETRIES: readonly Int8Array[] = Array.from({ length: 8 }, (_, s) =>
  Int8Array.from({ length: 25 }, (_, sq) => {
    let file = sq % 5;
    let rank = Math.floor(sq / 5);
    if (s & 1) file = 4 - file;
    if (s & 2) rank = 4 - rank;
    if (s & 4) [file, rank] = [rank, file];
    return rank * 5 + file;
  }),
);

/** The maps that undo `BOARD_SYMMETRIES`, in the same order. */
export const INVERSE_SYMMETRIES: readonly Int8Array[] = BOARD_SYMMETRIES.map((map) => {
  const inverse = new Int8Array(25);
  map.forEach((to, from) => {
    inverse[to] = from;
  });
  return inverse;
});

/** A pair of squares as one number, whichever comes first. */
export const pairCode = (a: number, b: number): number => (a < b ? a * 25 + b : b * 25 + a);

/** The smallest code of the pair's images under the board's symmetries: one per symmetry class. */
export function canonicalPair(a: number, b: number): number {
  return Math.min(...BOARD_SYMMETRIES.map((map) => pairCode(map[a] ?? a, map[b] ?? b)));
}

/** The first symmetry that turns the pair into its class's canonical pair (`canonicalPair`). */
export function symmetryToCanonical(a: number, b: number): number {
  const target = canonicalPair(a, b);
  return BOARD_SYMMETRIES.findIndex((map) => pairCode(map[a] ?? a, map[b] ?? b) === target);
}
