import type { Position } from '../core/position.js';
import { setupTraits } from './traits.js';
import { FULL } from '../core/squareSet.js';
import type { Square } from '../core/square.js';

/**
 * Seats that place workers, in placement order (spec §2.3): the side of a power that places first
 * (`Power.placesFirst`: Bia, R7; in 4 players that team's first seat, R25), then every other
 * placing seat in turn order from the start player (4 players: each team's first seat).
 */
export function placementOrder(pos: Position): number[] {
  const placers = pos.playerCount === 4 ? 2 : pos.playerCount;
  const order: number[] = [];
  for (let i = 0; i < placers; i++) order.push((pos.start + i) % pos.playerCount);
  const first = setupTraits(pos).placesFirst;
  if (first < 0) return order;
  const placer = order.find((seat) => pos.sideOf(seat) === pos.sideOf(first)) ?? first;
  return [placer, ...order.filter((seat) => seat !== placer)];
}

/** Who is to move after a placement: the next seat still to place, else the first to play. */
export function nextAfterPlacement(pos: Position): number {
  for (const seat of placementOrder(pos)) {
    if (!pos.isOut(seat) && pos.sideWorkers[pos.sideOf(seat)] === 0) return seat;
  }
  return pos.playerCount === 4 ? (pos.start + 2) % 4 : pos.start;
}

/**
 * Free squares where `seat` may place its next worker, after `placed` this turn: a power's limit
 * binds whoever places that power's workers (Bia's perimeter, Eros's opposite edges).
 */
export function placementTargets(pos: Position, seat: number, placed: readonly Square[]): number {
  let targets = FULL & ~pos.occupied;
  const side = pos.sideOf(seat);
  for (let other = 0; other < pos.playerCount; other++) {
    if (pos.sideOf(other) !== side) continue;
    const limit = setupTraits(pos).cards[other]?.placementTargets;
    if (limit !== undefined) targets &= limit(pos, other, placed);
  }
  return targets;
}
