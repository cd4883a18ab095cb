import type { GodName } from '../core/godNames.js';
import type { MemoryField } from '../core/memory.js';
import type { Position } from '../core/position.js';
import { allPowers } from '../gods/index.js';
import type { Power } from '../gods/power.js';
import { heldGod } from './held.js';
import { holdablePowers } from './traits.js';

/** A memory field with the power that declares it. */
export interface Declared {
  readonly god: GodName;
  readonly field: MemoryField<unknown>;
}

/** Every power's memory fields, in rulebook order; those that decide who holds what first. */
export const DECLARED_FIELDS: readonly Declared[] = allPowers()
  .flatMap((power: Power) => (power.memory ?? []).map((field) => ({ god: power.god as GodName, field })))
  .sort((a, b) => Number(b.field.holder === 'own') - Number(a.field.holder === 'own'));

/** Whether `seat` may carry the field in `pos` (spec §2: a field on a player whose power cannot use it is an error). */
export function mayCarry(pos: Position, seat: number, { god, field }: Declared): boolean {
  if (pos.isOut(seat)) return false;
  switch (field.holder) {
    case 'own':
      return pos.godOf(seat) === god;
    case 'held':
      return heldGod(pos, seat) === god;
    case 'holdable':
      return holdablePowers(pos.setup.gods, seat).includes(god);
  }
}
