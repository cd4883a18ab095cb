import { NONE, type Position } from '../core/position.js';
import type { Square } from '../core/square.js';
import { FULL, NEIGHBOURS, type SquareSet } from '../core/squareSet.js';

/** Building blocks for powers' turn generators: the base rules' targets as square sets. */

/** Squares a worker standing at `height` may step onto, by the height rule alone. */
export const climbable = (pos: Position, height: number): SquareSet =>
  height === 0 ? ~pos.l2 : height === 1 ? ~pos.l3 : FULL;

/** The squares of `seat`'s workers, in slot order. */
export function workerSquares(pos: Position, seat: number): Square[] {
  const side = pos.sideOf(seat);
  const out: Square[] = [];
  for (let slot = 0; slot < 2; slot++) {
    const sq = pos.workerSquares[side * 2 + slot] ?? NONE;
    if (sq !== NONE) out.push(sq);
  }
  return out;
}

/** Normal move targets of the worker on `from`: free neighbours at most one level up. */
export const moveTargets = (pos: Position, from: Square): SquareSet =>
  (NEIGHBOURS[from] ?? 0) & ~pos.occupied & climbable(pos, pos.levelAt(from));

/** Normal build targets of the worker on `builder`: neighbours with no worker and no dome. */
export const buildTargets = (pos: Position, builder: Square): SquareSet =>
  (NEIGHBOURS[builder] ?? 0) & ~pos.occupied;

/** Calls `visit` with each square of a set, lowest first. */
export function forEachSquare(set: SquareSet, visit: (sq: Square) => void): void {
  for (let rest = set; rest !== 0; rest &= rest - 1) visit(31 - Math.clz32(rest & -rest));
}

/** The worker sets of `seat`'s opponents, together. */
export function opponentWorkers(pos: Position, seat: number): SquareSet {
  const side = pos.sideOf(seat);
  let set = 0;
  for (let other = 0; other < pos.sideCount; other++) if (other !== side) set |= pos.sideWorkers[other] ?? 0;
  return set;
}
