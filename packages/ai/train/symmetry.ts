import {
  BOARD_OFFSET,
  OTHER_WORKER_OFFSET,
  OWN_POWER_OFFSET,
  OWN_WORKER_OFFSET,
  SQUARE_STATES,
} from '@santorini/ai';

/**
 * The board's 8 symmetries (rotations and reflections) as square maps: the base game plays the
 * same on a turned board, so each training position counts 8 times.
 */
export const SYMMETRIES: readonly Int8Array[] = Array.from({ length: 8 }, (_, s) =>
  Int8Array.from({ length: 25 }, (_, sq) => {
    let file = sq % 5;
    let rank = Math.floor(sq / 5);
    if (s & 1) file = 4 - file;
    if (s & 2) rank = 4 - rank;
    if (s & 4) [file, rank] = [rank, file];
    return rank * 5 + file;
  }),
);

/** A feature's index on the board turned by `map` (powers are not on a square). */
export function turnedFeature(feature: number, map: Int8Array): number {
  if (feature < 0 || feature >= OWN_POWER_OFFSET) return feature;
  if (feature < OWN_WORKER_OFFSET) {
    const sq = Math.floor((feature - BOARD_OFFSET) / SQUARE_STATES);
    return BOARD_OFFSET + (map[sq] ?? sq) * SQUARE_STATES + ((feature - BOARD_OFFSET) % SQUARE_STATES);
  }
  const offset = feature < OTHER_WORKER_OFFSET ? OWN_WORKER_OFFSET : OTHER_WORKER_OFFSET;
  const sq = Math.floor((feature - offset) / 4);
  return offset + (map[sq] ?? sq) * 4 + ((feature - offset) % 4);
}
