/**
 * A set of 64-bit hashes given as two int32 words, for telling positions apart without building a
 * string key per position. Open addressing with linear probing in one typed array (three words a
 * slot: used, hi, lo); sized once for `expected` entries.
 */
export class HashPairSet {
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(expected: number) {
    let capacity = 16;
    while (capacity < expected * 2) capacity *= 2;
    this.slots = new Int32Array(capacity * 3);
    this.mask = capacity - 1;
  }

  /** Adds the hash [hi, lo]; false when it was already there. At most `expected` hashes fit. */
  add(hi: number, lo: number): boolean {
    const slots = this.slots;
    // Zobrist words are uniformly random, so the low bits spread entries well.
    let slot = (lo ^ (hi >>> 16)) & this.mask;
    while (slots[slot * 3] === 1) {
      if (slots[slot * 3 + 1] === hi && slots[slot * 3 + 2] === lo) return false;
      slot = (slot + 1) & this.mask;
    }
    slots[slot * 3] = 1;
    slots[slot * 3 + 1] = hi;
    slots[slot * 3 + 2] = lo;
    return true;
  }
}
