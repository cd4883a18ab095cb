/**
 * Zobrist keys of the base-game search, as pairs of int32 words: the AI keeps its own table so that
 * its transposition table does not depend on how the engine hashes. Layout: the block built on a
 * square at a level (sq * 4 + level before the build, level 3 = the dome), a worker of a side on a
 * square (side * 25 + sq), and the side to move.
 */
const BUILD_COUNT = 25 * 4;
const WORKER_COUNT = 2 * 25;

function keyWords(count: number, seed: number): Int32Array {
  const words = new Int32Array(count * 2);
  let state = seed | 0;
  for (let i = 0; i < words.length; i++) {
    // xorshift32: fixed seed, so searches are reproducible.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    words[i] = state;
  }
  return words;
}

/** [hi, lo] of the piece built on `sq` on top of `level`, at (sq * 4 + level) * 2. */
export const BUILD_KEYS = keyWords(BUILD_COUNT, 0x1b873593);
/** [hi, lo] of a worker of `side` on `sq`, at (side * 25 + sq) * 2. */
export const WORKER_KEYS = keyWords(WORKER_COUNT, 0x5bd1e995);
export const SIDE_KEY_HI = 0x3c6ef372;
export const SIDE_KEY_LO = 0x7f4a7c15;
