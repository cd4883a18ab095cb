import { SQUARE_COUNT } from './square.js';

/**
 * Zobrist keys as pairs of int32 words (BigInt is several times slower). A position's hash is the
 * XOR of the keys of its parts; each change XORs the part's key in or out, so hashes are incremental.
 */
export interface ZobristTable {
  readonly hi: Int32Array;
  readonly lo: Int32Array;
}

const MAX_SIDES = 3;
const MAX_SEATS = 4;

// Layout of the key table.
export const LEVEL_KEY = 0; // + sq * 3 + (level - 1): the level-th block on sq
export const DOME_KEY = LEVEL_KEY + SQUARE_COUNT * 3; // + sq
export const WORKER_KEY = DOME_KEY + SQUARE_COUNT; // + side * 25 + sq
export const TO_MOVE_KEY = WORKER_KEY + MAX_SIDES * SQUARE_COUNT; // + seat
export const WINNER_KEY = TO_MOVE_KEY + MAX_SEATS; // + seat
export const OUT_KEY = WINNER_KEY + MAX_SEATS; // + seat
export const FEMALE_KEY = OUT_KEY + MAX_SEATS; // + sq: the female worker, where worker order matters (Selene)
export const KEY_COUNT = FEMALE_KEY + SQUARE_COUNT;

function makeTable(seed: number): ZobristTable {
  const hi = new Int32Array(KEY_COUNT);
  const lo = new Int32Array(KEY_COUNT);
  let state = seed | 0;
  // A counter through murmur3's finaliser: deterministic, so hashes are stable across runs and
  // machines, and nonlinear over GF(2), so the 64-bit keys span all 64 dimensions. (xorshift32,
  // used before, is linear: its keys spanned 32, so the hash carried only 32 bits.)
  const next = (): number => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) | 0;
  };
  for (let i = 0; i < KEY_COUNT; i++) {
    hi[i] = next();
    lo[i] = next();
  }
  return { hi, lo };
}

export const ZOBRIST: ZobristTable = makeTable(0x2545f491);
