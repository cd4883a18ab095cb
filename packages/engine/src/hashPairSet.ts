/**
 * A set of 64-bit hashes given as two int32 words, for telling positions apart without building a
 * string key per position. Open addressing with linear probing in one typed array (two words a
 * slot, hi and lo; [0, 0] marks a free slot, and the hash [0, 0] itself is kept aside); sized for
 * `expected` entries, it doubles when more come (a stream of turns whose number is not known
 * beforehand).
 */
export class HashPairSet {
  private slots: Int32Array;
  private mask: number;
  private count = 0;
  private hasZero = false;

  constructor(expected: number) {
    let capacity = 16;
    while (capacity < expected * 2) capacity *= 2;
    this.slots = new Int32Array(capacity * 2);
    this.mask = capacity - 1;
  }

  /** Adds the hash [hi, lo]; false when it was already there. */
  add(hi: number, lo: number): boolean {
    if (hi === 0 && lo === 0) {
      if (this.hasZero) return false;
      this.hasZero = true;
      return true;
    }
    const slots = this.slots;
    // Zobrist words are uniformly random, so the low bits spread entries well.
    let slot = (lo ^ (hi >>> 16)) & this.mask;
    for (;;) {
      const storedHi = slots[slot * 2] ?? 0;
      const storedLo = slots[slot * 2 + 1] ?? 0;
      if (storedHi === 0 && storedLo === 0) break;
      if (storedHi === hi && storedLo === lo) return false;
      slot = (slot + 1) & this.mask;
    }
    slots[slot * 2] = hi;
    slots[slot * 2 + 1] = lo;
    // Kept at most half full, so that probes stay short.
    if (++this.count * 2 > this.mask + 1) this.grow();
    return true;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    this.mask = this.mask * 2 + 1;
    this.count = 0;
    for (let slot = 0; slot < old.length; slot += 2) {
      const hi = old[slot] ?? 0;
      const lo = old[slot + 1] ?? 0;
      if (hi !== 0 || lo !== 0) this.add(hi, lo);
    }
  }
}
