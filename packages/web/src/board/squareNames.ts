/** Square names as the spec writes them (a1 = 0 … e5 = 24), kept here so the board needs no engine. */
export const FILES = 'abcde';

export const squareLabel = (square: number): string =>
  `${FILES[square % 5] ?? '?'}${Math.floor(square / 5) + 1}`;

/** Squares in reading order: rank 5 first (the board seen from the south), files a to e. */
export const DISPLAY_ORDER: readonly number[] = Array.from({ length: 25 }, (_, index) => {
  const row = Math.floor(index / 5);
  return (4 - row) * 5 + (index % 5);
});
