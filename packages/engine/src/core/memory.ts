import { readFlag } from './invalidField.js';
import type { Position } from './position.js';

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

/** Where a memory field is read or written: the position (workers, toMove, every seat's god set) and the seat. */
export interface MemoryContext {
  readonly pos: Position;
  readonly seat: number;
  /** The JSON path of the seat (`players[1]`), for error fields. */
  readonly path: string;
}

/**
 * One piece of a power's memory, declared in the power's module: its JSON field(s), how they are
 * read, written and hashed. `parse` throws `InvalidField` (jsonMemory.ts) for a bad value.
 */
export interface MemoryField<T> {
  /** Unique among all powers' fields: the storage key, and the seed of its hash key. */
  readonly key: string;
  /** The JSON fields this memory owns on a player (spec §2). */
  readonly json: readonly string[];
  readonly holder: MemoryHolder;
  /** The value when the field is absent from memory (stored values never equal it). */
  readonly initial: T;
  /** The value a position read from JSON without the field starts with; absent: `initial` (Chaos: its default cards). */
  start?(pos: Position, seat: number): T;
  /** Reads the value from the player's JSON object; called when one of `json` is present. */
  parse(raw: Readonly<Record<string, unknown>>, context: MemoryContext): T;
  /** The JSON fields of a value (none at the start-of-game value, or where the position reads as it would without them). */
  write(value: T, context: MemoryContext): Record<string, unknown>;
  /** A 32-bit hash of a stored value (0 hashes like an absent field). */
  hash(value: T): number;
  /** The hash seed of `key`, filled in by `defineMemory` (so the key is not hashed at every change). */
  readonly seed?: number;
  /** Reset at the end of the seat's every turn, before its power's end-of-turn hook (`movedUp`). */
  readonly lapsesAtEndOfTurn?: boolean;
}

const FIELDS = new Map<string, MemoryField<unknown>>();

/** Declares a memory field (in its power's module): its key must be new. */
export function defineMemory<T>(field: MemoryField<T>): MemoryField<T> {
  if (FIELDS.has(field.key)) throw new Error(`two power memory fields use the key ${field.key}`);
  const declared: MemoryField<T> = { ...field, seed: hashText(field.key) };
  FIELDS.set(field.key, declared);
  return declared;
}

/** The declared field with this key. */
export const memoryFieldByKey = (key: string): MemoryField<unknown> | undefined => FIELDS.get(key);

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
export const memorySeed = (seat: number, field: Pick<MemoryField<unknown>, 'key' | 'seed'>): number =>
  mix32((field.seed ?? hashText(field.key)) + seat * 0x9e3779b1);

/** A boolean memory field, false at the start of the game, written only when true. */
export function flagField(
  key: string,
  holder: MemoryHolder,
  options: {
    readonly check?: (value: boolean, context: MemoryContext) => void;
    readonly lapsesAtEndOfTurn?: boolean;
  } = {},
): MemoryField<boolean> {
  return defineMemory<boolean>({
    key,
    json: [key],
    holder,
    initial: false,
    parse(raw, context) {
      const value = readFlag(raw[key], `${context.path}.${key}`);
      options.check?.(value, context);
      return value;
    },
    write: (value) => (value ? { [key]: true } : {}),
    hash: (value) => (value ? 1 : 0),
    ...(options.lapsesAtEndOfTurn === true ? { lapsesAtEndOfTurn: true } : {}),
  });
}
