/**
 * A set of 64-bit hashes given as two int32 words, for telling positions apart without building a
 * string key per position. Open addressing with linear probing in one typed array (two words a
 * slot, hi and lo); a slot is taken when its stamp is the set's generation, so that `clear` is one
 * increment and a set can be used again by walk after walk (`borrowHashPairSet`) without zeroing.
 * Sized for `expected` entries, it doubles when more come (a stream of turns whose number is not
 * known beforehand).
 */
export class HashPairSet {
  private slots: Int32Array;
  private stamps: Int32Array;
  private generation = 1;
  private mask: number;
  private count = 0;

  constructor(expected: number) {
    let capacity = 16;
    while (capacity < expected * 2) capacity *= 2;
    this.slots = new Int32Array(capacity * 2);
    this.stamps = new Int32Array(capacity);
    this.mask = capacity - 1;
  }

  /** How many pairs it has room for before it grows. */
  get capacity(): number {
    return (this.mask + 1) >> 1;
  }

  /** Adds the hash [hi, lo]; false when it was already there. */
  add(hi: number, lo: number): boolean {
    const { slots, stamps, generation } = this;
    // Zobrist words are uniformly random, so the low bits spread entries well.
    let slot = (lo ^ (hi >>> 16)) & this.mask;
    while (stamps[slot] === generation) {
      if (slots[slot * 2] === hi && slots[slot * 2 + 1] === lo) return false;
      slot = (slot + 1) & this.mask;
    }
    stamps[slot] = generation;
    slots[slot * 2] = hi;
    slots[slot * 2 + 1] = lo;
    // Kept at most half full, so that probes stay short.
    if (++this.count * 2 > this.mask + 1) this.grow();
    return true;
  }

  /** Forgets every pair. */
  clear(): void {
    this.count = 0;
    if (this.generation < 0x7fffffff) {
      this.generation++;
      return;
    }
    this.stamps.fill(0);
    this.generation = 1;
  }

  private grow(): void {
    const { slots, stamps, generation } = this;
    this.slots = new Int32Array(slots.length * 2);
    this.stamps = new Int32Array(stamps.length * 2);
    this.generation = 1;
    this.mask = this.mask * 2 + 1;
    this.count = 0;
    for (let slot = 0; slot < stamps.length; slot++)
      if (stamps[slot] === generation) this.add(slots[slot * 2] ?? 0, slots[slot * 2 + 1] ?? 0);
  }
}

/** Sets kept for reuse: one a walk in progress takes (a walk's visitor may start another). */
const spareSets: HashPairSet[] = [];
/** A set that grew past this many pairs (Morpheus's millions of turns) is not kept. */
const KEPT_CAPACITY = 1 << 16;

/** An empty set, reused from an earlier walk where one is spare; give it back with `returnHashPairSet`. */
export function borrowHashPairSet(expected: number): HashPairSet {
  const set = spareSets.pop();
  if (set === undefined) return new HashPairSet(expected);
  set.clear();
  return set;
}

/** Gives back a set from `borrowHashPairSet` once its walk is over. */
export function returnHashPairSet(set: HashPairSet): void {
  if (set.capacity <= KEPT_CAPACITY) spareSets.push(set);
}
