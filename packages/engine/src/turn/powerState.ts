import { POWER_FACT_ORDER, type EndOfTurnRemoval, type PowerFact } from '../core/powerFact.js';
import type { Position } from '../core/position.js';
import { cardOf, powerFor } from './held.js';
import { DECLARED_FIELDS, mayCarry } from './memoryFields.js';

const rank = (fact: PowerFact): number => POWER_FACT_ORDER.indexOf(fact.kind);

/**
 * What `seat`'s power holds now, as data for the apps to put into words: what each memory field
 * it carries tells (`MemoryField.fact`: a card, a borrowed power, coins, a move up, an extra turn)
 * and whose card has taken its power for now (`Power.takesPowerOf`). Empty for a seat that is out.
 */
export function powerState(pos: Position, seat: number): PowerFact[] {
  if (pos.isOut(seat)) return [];
  const facts: PowerFact[] = [];
  for (const entry of DECLARED_FIELDS) {
    const { field } = entry;
    if (field.fact === undefined || !mayCarry(pos, seat, entry)) continue;
    const fact = field.fact(pos.memoryOf(seat, field), pos, seat);
    if (fact !== null) facts.push(fact);
  }
  for (const other of pos.opponentsOf(seat)) {
    const by = pos.godOf(other);
    if (by !== null && !pos.isOut(other) && cardOf(pos, other).takesPowerOf?.(pos, other, seat) === true)
      facts.push({ kind: 'taken', by });
  }
  return facts.sort((a, b) => rank(a) - rank(b));
}

/** How the power `seat` holds takes workers off at the end of its turn, where apps say it apart (Medusa), or null. */
export const endOfTurnRemoval = (pos: Position, seat: number): EndOfTurnRemoval | null =>
  powerFor(pos, seat).endOfTurnRemoval ?? null;
