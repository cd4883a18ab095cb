import { SQUARE_COUNT } from '../core/square.js';
import { DOME_KEY, LEVEL_KEY, TO_MOVE_KEY, WORKER_KEY, ZOBRIST } from '../core/zobrist.js';

/**
 * The engine's Zobrist keys (zobrist.ts) rearranged for the base-game kernel's inner loops, [hi, lo]
 * side by side, so that a kernel hash is exactly `Position.hash` of the same position.
 */
const { hi: KEY_HI, lo: KEY_LO } = ZOBRIST;

const pair = (i: number, index: number): number => ((i & 1) === 0 ? KEY_HI[index] : KEY_LO[index]) ?? 0;

/** The piece built on a square on top of a level (0–2: a block, 3: the dome), at (sq * 4 + level) * 2. */
export const BUILD_KEYS = Int32Array.from({ length: SQUARE_COUNT * 8 }, (_, i) => {
  const sq = i >> 3;
  const level = (i >> 1) & 3;
  return pair(i, level === 3 ? DOME_KEY + sq : LEVEL_KEY + sq * 3 + level);
});

/** A worker of a side (0 or 1) on a square, at (side * 25 + sq) * 2. */
export const WORKER_KEYS = Int32Array.from({ length: 2 * SQUARE_COUNT * 2 }, (_, i) =>
  pair(i, WORKER_KEY + (i >> 1)),
);

/** Hands the turn over: seat 0's to-move key out and seat 1's in, or back. */
export const TURN_FLIP_HI = (KEY_HI[TO_MOVE_KEY] ?? 0) ^ (KEY_HI[TO_MOVE_KEY + 1] ?? 0);
export const TURN_FLIP_LO = (KEY_LO[TO_MOVE_KEY] ?? 0) ^ (KEY_LO[TO_MOVE_KEY + 1] ?? 0);
export const TO_MOVE_HI = KEY_HI[TO_MOVE_KEY] ?? 0;
export const TO_MOVE_LO = KEY_LO[TO_MOVE_KEY] ?? 0;
