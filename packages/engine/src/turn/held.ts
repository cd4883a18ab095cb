import { powerOf } from '../gods/index.js';
import type { GodName } from '../core/godNames.js';
import { NO_POWER } from '../gods/none.js';
import type { Power } from '../gods/power.js';
import { NO_MEMORY } from '../core/seatMemory.js';
import { owned, type Position, type MutablePosition } from '../core/position.js';
import { setupTraits } from './traits.js';

/**
 * The power `seat` holds now: its own god's, unless its card says otherwise (`Power.heldPower`:
 * Chaos's face-up card, Circe's borrowed power) or an opponent has taken it (`Power.takesPowerOf`);
 * an eliminated seat holds none.
 */
export function heldGod(pos: Position, seat: number): GodName | null {
  if (pos.isOut(seat)) return null;
  if (!setupTraits(pos).powersChange) return pos.godOf(seat);
  const side = pos.sideOf(seat);
  for (let opponent = 0; opponent < pos.playerCount; opponent++) {
    if (pos.sideOf(opponent) === side || pos.isOut(opponent)) continue;
    if (cardOf(pos, opponent).takesPowerOf?.(pos, opponent, seat) === true) return null;
  }
  return cardPower(pos, seat);
}

/** The power a seat's card gives it, before any opponent takes it. */
function cardPower(pos: Position, seat: number): GodName | null {
  const held = cardOf(pos, seat).heldPower?.(pos, seat, cardPower);
  return held === undefined ? pos.godOf(seat) : held;
}

export function powerFor(pos: Position, seat: number): Power {
  const powers = setupTraits(pos).seatPowers;
  if (powers !== null) return pos.isOut(seat) ? NO_POWER : (powers[seat] ?? NO_POWER);
  const cached = owned(pos).heldPowers[seat] as Power | undefined;
  if (cached !== undefined) return cached;
  const power = powerOf(heldGod(pos, seat));
  owned(pos).heldPowers[seat] = power;
  return power;
}

/** The power of a seat's own card, whatever power it holds now (its setup facts and own hooks). */
export const cardOf = (pos: Position, seat: number): Power => setupTraits(pos).cards[seat] ?? NO_POWER;

/** Whether `seat`'s memory marks its turn as an extra turn (Dionysus's `extraTurn`). */
export function isExtraTurn(pos: Position, seat: number): boolean {
  if (pos.memory[seat] === NO_MEMORY) return false;
  for (const field of setupTraits(pos).extraTurnFields) if (pos.memoryOf(seat, field)) return true;
  return false;
}

/** Ends a pending extra turn of `seat`. */
export function clearExtraTurn(pos: MutablePosition, seat: number): void {
  for (const field of setupTraits(pos).extraTurnFields) pos.setMemoryOf(seat, field, false);
}

/** Resets the memory that lapses at the end of each of `seat`'s turns (`movedUp`, `extraTurn`). */
export function lapseMemory(pos: MutablePosition, seat: number): void {
  if (pos.memory[seat] === NO_MEMORY) return;
  for (const field of setupTraits(pos).lapsingFields) pos.setMemoryOf(seat, field, field.initial);
}
