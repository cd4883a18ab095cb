import type { Position } from './position.js';

/**
 * Seats that place workers, in placement order (spec §2.3): every seat in turn order from the start
 * player (4 players: each team's first seat).
 */
export function placementOrder(pos: Position): number[] {
  const placers = pos.playerCount === 4 ? 2 : pos.playerCount;
  const order: number[] = [];
  for (let i = 0; i < placers; i++) order.push((pos.start + i) % pos.playerCount);
  return order;
}

/** Who is to move after a placement: the next seat still to place, else the first to play. */
export function nextAfterPlacement(pos: Position): number {
  for (const seat of placementOrder(pos)) {
    if (!pos.isOut(seat) && pos.sideWorkers[pos.sideOf(seat)] === 0) return seat;
  }
  return pos.playerCount === 4 ? (pos.start + 2) % 4 : pos.start;
}
