import { WIN_BOUND } from './score.js';

/**
 * Transposition table: a power-of-two array of entries in one Int32Array (no objects, no garbage).
 * An entry holds the position's two key words, the best turn (the search's own turn code), the
 * depth searched, the kind of bound and the score. Mate scores are stored relative to the node, so
 * the search adjusts them by ply on the way in and out.
 */
export const EXACT = 0;
export const LOWER = 1;
export const UPPER = 2;

const WORDS = 5;

export class TranspositionTable {
  private readonly data: Int32Array;
  private readonly mask: number;

  constructor(megabytes = 16) {
    const entries = Math.max(1024, (megabytes * 1024 * 1024) / (WORDS * 4));
    const size = 2 ** Math.floor(Math.log2(entries));
    this.data = new Int32Array(size * WORDS);
    this.mask = size - 1;
  }

  clear(): void {
    this.data.fill(0);
  }

  /** The entry's index for this key, or -1 when the table does not hold the position. */
  probe(hi: number, lo: number): number {
    const at = (lo & this.mask) * WORDS;
    const data = this.data;
    return data[at] === hi && data[at + 1] === lo && data[at + 3] !== 0 ? at : -1;
  }

  move(at: number): number {
    return this.data[at + 2] ?? 0;
  }

  depth(at: number): number {
    return ((this.data[at + 3] ?? 0) >> 2) - 1;
  }

  bound(at: number): number {
    return (this.data[at + 3] ?? 0) & 3;
  }

  score(at: number): number {
    return this.data[at + 4] ?? 0;
  }

  store(hi: number, lo: number, move: number, depth: number, bound: number, score: number): void {
    const at = (lo & this.mask) * WORDS;
    const data = this.data;
    // Keep a deeper result of the same position; anything else is replaced.
    if (data[at] === hi && data[at + 1] === lo && ((data[at + 3] ?? 0) >> 2) - 1 > depth) return;
    data[at] = hi;
    data[at + 1] = lo;
    data[at + 2] = move;
    data[at + 3] = ((depth + 1) << 2) | bound;
    data[at + 4] = score;
  }
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
