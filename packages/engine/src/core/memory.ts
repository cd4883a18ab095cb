import { readFlag } from './invalidField.js';
import type { Position } from './position.js';
import type { PowerFact } from './powerFact.js';
import { hashText, registerSlot, type MemoryHolder, type MemorySlot } from './seatMemory.js';

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
export interface MemoryField<T> extends MemorySlot<T> {
  /** The JSON fields this memory owns on a player (spec §2). */
  readonly json: readonly string[];
  readonly holder: MemoryHolder;
  /** The value a position read from JSON without the field starts with; absent: `initial` (Chaos: its default cards). */
  start?(pos: Position, seat: number): T;
  /** Reads the value from the player's JSON object; called when one of `json` is present. */
  parse(raw: Readonly<Record<string, unknown>>, context: MemoryContext): T;
  /** The JSON fields of a value (none at the start-of-game value, or where the position reads as it would without them). */
  write(value: T, context: MemoryContext): Record<string, unknown>;
  /** Reset at the end of the seat's every turn, before its power's end-of-turn hook (`movedUp`). */
  readonly lapsesAtEndOfTurn?: boolean;
  /** What the value tells a player (`powerState`), or null for nothing; absent: nothing to tell. */
  fact?(value: T, pos: Position, seat: number): PowerFact | null;
}

/** Declares a memory field (in its power's module): its key must be new. */
export function defineMemory<T>(field: MemoryField<T>): MemoryField<T> {
  const declared: MemoryField<T> = { ...field, seed: hashText(field.key) };
  registerSlot(declared);
  return declared;
}

/** A boolean memory field, false at the start of the game, written only when true. */
export function flagField(
  key: string,
  holder: MemoryHolder,
  options: {
    readonly check?: (value: boolean, context: MemoryContext) => void;
    readonly lapsesAtEndOfTurn?: boolean;
    /** What the flag tells a player while it is set. */
    readonly fact?: (pos: Position, seat: number) => PowerFact | null;
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
    ...(options.fact === undefined
      ? {}
      : {
          fact: (value: boolean, pos: Position, seat: number) =>
            value ? (options.fact?.(pos, seat) ?? null) : null,
        }),
  });
}
