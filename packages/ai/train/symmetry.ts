import {
  BOARD_OFFSET,
  BOARD_SYMMETRIES,
  OTHER_WORKER_OFFSET,
  OWN_POWER_OFFSET,
  OWN_WORKER_OFFSET,
  SQUARE_STATES,
} from '@santorini/ai';

/** The board's 8 symmetries as square maps: each training position counts 8 times. */
export const SYMMETRIES = BOARD_SYMMETRIES;

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
