import { powerOf } from './gods/index.js';
import type { GodName } from './gods/names.js';
import { NO_POWER } from './gods/none.js';
import type { Power } from './gods/power.js';
import type { Position } from './position.js';
import { setupTraits } from './traits.js';

/**
 * The power `seat` holds now: its own god's, except that Chaos holds its face-up card's, Circe holds
 * her opponent's while `borrowed` (and that opponent then holds none), and an eliminated seat none.
 */
export function heldGod(pos: Position, seat: number): GodName | null {
  if (pos.isOut(seat)) return null;
  const god = pos.godOf(seat);
  if (!setupTraits(pos).powersChange) return god;
  if (god === 'circe') {
    if (pos.memory[seat]?.borrowed !== true) return god;
    const victim = pos.opponentsOf(seat)[0];
    return victim === undefined ? null : ownPower(pos, pos.godOf(victim));
  }
  const side = pos.sideOf(seat);
  for (let opponent = 0; opponent < pos.playerCount; opponent++) {
    if (pos.sideOf(opponent) === side || pos.isOut(opponent)) continue;
    if (pos.godOf(opponent) === 'circe' && pos.memory[opponent]?.borrowed === true) return null;
  }
  return ownPower(pos, god);
}

const ownPower = (pos: Position, god: GodName | null): GodName | null =>
  god === 'chaos' ? (pos.chaos?.card ?? null) : god;

export function powerFor(pos: Position, seat: number): Power {
  const powers = setupTraits(pos).seatPowers;
  if (powers === null) return powerOf(heldGod(pos, seat));
  return pos.isOut(seat) ? NO_POWER : (powers[seat] ?? NO_POWER);
}
