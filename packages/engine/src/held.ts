import { powerOf } from './gods/index.js';
import type { GodName } from './gods/names.js';
import type { Power } from './gods/power.js';
import type { Position } from './position.js';

/**
 * The power `seat` holds now: its own god's, except that Chaos holds its face-up card's, Circe holds
 * her opponent's while `borrowed` (and that opponent then holds none), and an eliminated seat none.
 */
export function heldGod(pos: Position, seat: number): GodName | null {
  if (pos.isOut(seat)) return null;
  const god = pos.godOf(seat);
  if (god === 'circe') {
    if (pos.memory[seat]?.borrowed !== true) return god;
    const victim = pos.opponentsOf(seat)[0];
    return victim === undefined ? null : ownPower(pos, pos.godOf(victim));
  }
  for (const opponent of pos.opponentsOf(seat)) {
    if (pos.godOf(opponent) === 'circe' && pos.memory[opponent]?.borrowed === true) return null;
  }
  return ownPower(pos, god);
}

const ownPower = (pos: Position, god: GodName | null): GodName | null =>
  god === 'chaos' ? (pos.chaos?.card ?? null) : god;

export const powerFor = (pos: Position, seat: number): Power => powerOf(heldGod(pos, seat));
