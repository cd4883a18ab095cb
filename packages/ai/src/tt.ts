import { WIN_BOUND } from './score.js';

/**
 * Transposition table: a power-of-two array of two-entry buckets in one Int32Array (no objects,
 * no garbage). An entry holds the position's two key words, the best turn (the search's own turn
 * code), the depth searched, the kind of bound, the search it came from, and the score. In each
 * bucket the first entry keeps the deepest result (until a newer search replaces it) and the
 * second always takes the latest, so deep results survive the flood of shallow ones. Mate scores
 * are stored relative to the node, so the search adjusts them by ply on the way in and out.
 */
export const EXACT = 0;
export const LOWER = 1;
export const UPPER = 2;

const WORDS = 5;
const BUCKET = WORDS * 2;

/** Word 3 of an entry: age << 16 | (depth + 1) << 2 | bound; zero marks an empty entry. */
const depthOf = (info: number): number => ((info & 0xffff) >> 2) - 1;

export class TranspositionTable {
  private readonly data: Int32Array;
  private readonly mask: number;
  /**
   * The current search's number (one word): in a shared table it lies in the shared memory, after
   * the buckets, so that every thread's entries carry the main search's age (a helper with an age
   * of its own would take every entry of the main search for an old one and overwrite it).
   */
  private readonly ageWord: Int32Array;

  /**
   * `shared`: the memory of another thread's table (`buffer`), so that searches on several threads
   * share what they learn (lazy SMP); its size wins over `megabytes`. Threads write entries without
   * locks: a torn entry can at worst give a wrong bound, and its turn is checked before it is played.
   */
  constructor(megabytes = 16, shared?: SharedArrayBuffer) {
    const size = shared === undefined ? bucketCount(megabytes) : Math.floor(shared.byteLength / (BUCKET * 4));
    this.data =
      shared === undefined ? new Int32Array(size * BUCKET) : new Int32Array(shared, 0, size * BUCKET);
    this.ageWord = shared === undefined ? new Int32Array(1) : new Int32Array(shared, size * BUCKET * 4, 1);
    this.mask = size - 1;
  }

  /** A table in shared memory, which other threads can join with `new TranspositionTable(0, buffer)`. */
  static shared(megabytes: number): TranspositionTable {
    const bytes = bucketCount(megabytes) * BUCKET * 4;
    return new TranspositionTable(0, new SharedArrayBuffer(bytes + Int32Array.BYTES_PER_ELEMENT));
  }

  /** The table's memory: shared memory when made by `shared`. */
  get buffer(): ArrayBufferLike {
    return this.data.buffer;
  }

  private get age(): number {
    return this.ageWord[0] ?? 0;
  }

  clear(): void {
    this.data.fill(0);
    this.ageWord[0] = 0;
  }

  /** A new search begins: entries from earlier searches give way to its results. */
  nextSearch(): void {
    this.ageWord[0] = (this.age + 1) & 0x7fff;
  }

  /** The entry's index for this key, or -1 when the table does not hold the position. */
  probe(hi: number, lo: number): number {
    const at = (lo & this.mask) * BUCKET;
    const data = this.data;
    if (data[at] === hi && data[at + 1] === lo && data[at + 3] !== 0) return at;
    const second = at + WORDS;
    return data[second] === hi && data[second + 1] === lo && data[second + 3] !== 0 ? second : -1;
  }

  move(at: number): number {
    return this.data[at + 2] ?? 0;
  }

  depth(at: number): number {
    return depthOf(this.data[at + 3] ?? 0);
  }

  bound(at: number): number {
    return (this.data[at + 3] ?? 0) & 3;
  }

  score(at: number): number {
    return this.data[at + 4] ?? 0;
  }

  store(hi: number, lo: number, move: number, depth: number, bound: number, score: number): void {
    const bucket = (lo & this.mask) * BUCKET;
    const data = this.data;
    const info = data[bucket + 3] ?? 0;
    const age = this.age;
    const sameKey = data[bucket] === hi && data[bucket + 1] === lo;
    let at = bucket + WORDS;
    if (sameKey) {
      // Keep a deeper result of the same position.
      if (depthOf(info) > depth) return;
      at = bucket;
    } else if (info === 0 || info >>> 16 !== age || depthOf(info) <= depth) {
      at = bucket;
    }
    data[at] = hi;
    data[at + 1] = lo;
    data[at + 2] = move;
    data[at + 3] = (age << 16) | ((depth + 1) << 2) | bound;
    data[at + 4] = score;
  }
}

/** The number of buckets for a table of about `megabytes` (a power of two, at least 512). */
function bucketCount(megabytes: number): number {
  const buckets = Math.max(512, (megabytes * 1024 * 1024) / (BUCKET * 4));
  return 2 ** Math.floor(Math.log2(buckets));
}

/** Forced results are stored as distances from the node, so they stay true at any ply. */
export function scoreToTable(score: number, ply: number): number {
  if (score >= WIN_BOUND) return score + ply;
  if (score <= -WIN_BOUND) return score - ply;
  return score;
}

export function scoreFromTable(score: number, ply: number): number {
  if (score >= WIN_BOUND) return score - ply;
  if (score <= -WIN_BOUND) return score + ply;
  return score;
}
