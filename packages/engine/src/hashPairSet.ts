/**
 * A set of 64-bit hashes given as two int32 words, for telling positions apart without building a
 * string key per position. Open addressing with linear probing in one typed array (three words a
 * slot: used, hi, lo); sized for `expected` entries, it doubles when more come (a stream of turns
 * whose number is not known beforehand).
 */
export class HashPairSet {
  private slots: Int32Array;
  private mask: number;
  private count = 0;

  constructor(expected: number) {
    let capacity = 16;
    while (capacity < expected * 2) capacity *= 2;
    this.slots = new Int32Array(capacity * 3);
    this.mask = capacity - 1;
  }

  /** Adds the hash [hi, lo]; false when it was already there. */
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
    // Kept at most half full, so that probes stay short.
    if (++this.count * 2 > this.mask + 1) this.grow();
    return true;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    this.mask = this.mask * 2 + 1;
    this.count = 0;
    for (let slot = 0; slot < old.length; slot += 3)
      if (old[slot] === 1) this.add(old[slot + 1] ?? 0, old[slot + 2] ?? 0);
  }
}
