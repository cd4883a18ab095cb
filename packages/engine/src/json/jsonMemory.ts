import { InvalidField } from '../core/invalidField.js';
import type { MemoryContext } from '../core/memory.js';
import { type Position, type MutablePosition } from '../core/position.js';
import type { PositionProblem } from '../core/positionError.js';
import { DECLARED_FIELDS, mayCarry, type Declared } from '../turn/memoryFields.js';

export { InvalidField } from '../core/invalidField.js';

/** The JSON field names of power memory on a player (spec §2). */
export const memoryJsonFields = (): string[] => DECLARED_FIELDS.flatMap(({ field }) => field.json);

function ownerProblem(pos: Position, seat: number, { god, field }: Declared, name: string): PositionProblem {
  return pos.isOut(seat)
    ? { kind: 'memoryWhenOut', name }
    : { kind: 'notAllowedFor', name, god, holder: field.holder };
}

/**
 * Reads every seat's power memory fields (spec §2) into `pos`, whose workers, toMove and winner are
 * set: first the fields that decide which power a seat holds (a card's own memory), then the rest.
 * A field on a player whose power cannot use it is an error; absent fields keep their defaults.
 */
export function applyMemory(pos: MutablePosition, raws: readonly Readonly<Record<string, unknown>>[]): void {
  for (const entry of DECLARED_FIELDS) {
    raws.forEach((raw, seat) => {
      const given = entry.field.json.find((json) => raw[json] !== undefined);
      const context: MemoryContext = { pos, seat, path: `players[${seat}]` };
      if (!mayCarry(pos, seat, entry)) {
        if (given !== undefined)
          throw new InvalidField(`${context.path}.${given}`, ownerProblem(pos, seat, entry, given));
        return;
      }
      const value = given !== undefined ? entry.field.parse(raw, context) : entry.field.start?.(pos, seat);
      if (value !== undefined) pos.setMemoryOf(seat, entry.field, value);
    });
  }
}

/** The memory fields of a seat as JSON, omitting those at their start-of-game value. */
export function memoryJson(pos: Position, seat: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (pos.memory[seat] === undefined || Object.keys(pos.memory[seat]).length === 0) return out;
  for (const { field } of DECLARED_FIELDS) {
    const value = pos.memoryOf(seat, field);
    if (value !== field.initial)
      Object.assign(out, field.write(value, { pos, seat, path: `players[${seat}]` }));
  }
  return out;
}

/** A seat's power memory as spec §2 writes it: its JSON fields away from their start-of-game value. */
export type PowerMemory = Readonly<Record<string, unknown>>;

/** What a seat's power remembers now, as JSON fields (to show what a power holds, use `powerState`). */
export const powerMemory = (pos: Position, seat: number): PowerMemory => memoryJson(pos, seat);
