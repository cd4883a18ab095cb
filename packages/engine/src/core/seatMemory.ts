/**
 * The memory a position stores: each seat's values keyed by field, and what the position needs of a
 * field to store and hash it (`MemorySlot`). The fields themselves, with how they are read from and
 * written to JSON, are declared by the powers that own them (memory.ts: `MemoryField`).
 */

/**
 * What a seat's power remembers between turns (spec §2, power memory): one value per memory field
 * that is not at its start-of-game value, keyed by the field's `key`. Values are replaced, never
 * changed in place. The fields are declared by the powers that own them (`Power.memory`).
 */
export type SeatMemory = Readonly<Record<string, unknown>>;

export const NO_MEMORY: SeatMemory = Object.freeze({});

/** Who may carry a memory field in a position (spec §2: "a field on a player whose power cannot use it is an error"). */
export type MemoryHolder =
  /** The seat's own god is the power (Circe's `borrowed`, Chaos's cards). */
  | 'own'
  /** The seat holds the power now (Athena's `movedUp`, Dionysus's `extraTurn`). */
  | 'held'
  /** The seat may hold the power during the game (Morpheus's `coins`: Circe keeps her own, R21). */
  | 'holdable';

/** What a position needs of a memory field: its key, start-of-game value and hash. */
export interface MemorySlot<T> {
  /** Unique among all powers' fields: the storage key, and the seed of its hash key. */
  readonly key: string;
  /** The value when the field is absent from memory (stored values never equal it). */
  readonly initial: T;
  /** A 32-bit hash of a stored value (0 hashes like an absent field). */
  hash(value: T): number;
  /** The hash seed of `key` (so the key is not hashed at every change). */
  readonly seed?: number;
}

const SLOTS = new Map<string, MemorySlot<unknown>>();

/** Records a declared field by its key (memory.ts's `defineMemory`): its key must be new. */
export function registerSlot(slot: MemorySlot<unknown>): void {
  if (SLOTS.has(slot.key)) throw new Error(`two power memory fields use the key ${slot.key}`);
  SLOTS.set(slot.key, slot);
}

/** The declared field with this key. */
export const memorySlotByKey = (key: string): MemorySlot<unknown> | undefined => SLOTS.get(key);

/** A 32-bit mix (murmur3's finaliser) for hashing values that have no key table. */
export function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/** A 32-bit hash of a string (FNV-1a, mixed): stable on every machine, independent of any list order. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return mix32(h);
}

/** The hash seed of one memory field on one seat: mixed with the value's hash into the position's hash. */
export const memorySeed = (seat: number, field: Pick<MemorySlot<unknown>, 'key' | 'seed'>): number =>
  mix32((field.seed ?? hashText(field.key)) + seat * 0x9e3779b1);
