import { NONE, type Position } from './position.js';
import { FULL, NEIGHBOURS } from './squareSet.js';

/**
 * Base-game turns packed into one int32 for search: no allocation, make/unmake in place.
 * Bits 0–4 from, 5–9 to, 10–14 build, 15–17 worker slot index (side * 2 + slot), 18 winning move.
 */
export const WIN_FLAG = 1 << 18;

export const packedFrom = (turn: number): number => turn & 31;
export const packedTo = (turn: number): number => (turn >>> 5) & 31;
export const packedBuild = (turn: number): number => (turn >>> 10) & 31;

/** The most turns a base-game position can have: 2 workers × 8 moves × 8 builds. */
export const MAX_BASE_TURNS = 128;

/**
 * Writes every turn of the player to move (2 players, no powers, after placement) into `out` from
 * `offset`; returns how many.
 */
export function generateBaseTurns(pos: Position, out: Int32Array, offset: number): number {
  const side = pos.turn;
  const occupied = (pos.sideWorkers[0] ?? 0) | (pos.sideWorkers[1] ?? 0) | pos.domes;
  const { l1, l2, l3 } = pos;
  let n = offset;
  for (let slot = 0; slot < 2; slot++) {
    const index = side * 2 + slot;
    const from = pos.workerSquares[index] ?? NONE;
    if (from === NONE) continue;
    const height = ((l1 >>> from) & 1) + ((l2 >>> from) & 1) + ((l3 >>> from) & 1);
    const climb = height === 0 ? ~l2 : height === 1 ? ~l3 : FULL;
    const free = ~(occupied & ~(1 << from));
    const base = from | (index << 15);
    for (let targets = (NEIGHBOURS[from] ?? 0) & ~occupied & climb; targets !== 0; targets &= targets - 1) {
      const to = 31 - Math.clz32(targets & -targets);
      if (height === 2 && ((l3 >>> to) & 1) !== 0) {
        out[n++] = base | (to << 5) | WIN_FLAG;
        continue;
      }
      for (let builds = (NEIGHBOURS[to] ?? 0) & free; builds !== 0; builds &= builds - 1) {
        out[n++] = base | (to << 5) | ((31 - Math.clz32(builds & -builds)) << 10);
      }
    }
  }
  return n - offset;
}

export function makeBaseTurn(pos: Position, turn: number): void {
  pos.moveSlot((turn >>> 15) & 7, turn & 31, (turn >>> 5) & 31);
  if ((turn & WIN_FLAG) !== 0) pos.setWinner(pos.turn);
  else pos.buildOn((turn >>> 10) & 31, false);
  pos.setToMove(pos.turn ^ 1);
}

export function unmakeBaseTurn(pos: Position, turn: number): void {
  pos.setToMove(pos.turn ^ 1);
  if ((turn & WIN_FLAG) !== 0) pos.setWinner(NONE);
  else pos.unbuild((turn >>> 10) & 31);
  pos.moveSlot((turn >>> 15) & 7, (turn >>> 5) & 31, turn & 31);
}
