import { NONE, type Position } from '../core/position.js';
import { refusal } from '../core/refusal.js';
import { NEIGHBOURS } from '../core/squareSet.js';
import { definePower } from './none.js';
import type { TurnRecord } from './power.js';

/** Whether the worker `worker` (side * 2 + slot) stands on `pos` next to one of `holder`'s. */
function noted(pos: Position, holder: number, worker: number): boolean {
  const start = pos.workerSquares[worker] ?? NONE;
  return start !== NONE && ((NEIGHBOURS[start] ?? 0) & (pos.sideWorkers[pos.sideOf(holder)] ?? 0)) !== 0;
}

/**
 * The square a worker noted at the start of the turn ended its last move on, away from every
 * Aphrodite worker (where they stand right after that move), or NONE when every noted worker is fine.
 */
function strayWorker(record: TurnRecord, holder: number): number {
  const before = record.before;
  const side = before.sideOf(holder);
  const mover = before.sideOf(record.seat);
  for (let worker = mover * 2; worker < mover * 2 + 2; worker++) {
    if (!noted(before, holder, worker)) continue;
    const last = record.events.findLast((event) => event.kind === 'move' && event.worker === worker);
    if (last?.kind !== 'move') continue;
    if (((NEIGHBOURS[last.to] ?? 0) & (last.workersAfter[side] ?? 0)) === 0) return last.to;
  }
  return NONE;
}

/**
 * Aphrodite (11), Any Move (2 and 4 players only, R14): an opposing worker that starts its turn next
 * to one of her workers must end its last move next to one of her workers (rules.md §7, 11). The
 * workers are noted on the position the turn starts from; a noted worker that does not move is free,
 * and so is a forced one (R3). Only the last move counts, so Artemis, Hermes or Triton may step away
 * and come back; a winning move is the last move, so a noted worker wins only next to her.
 */
export const APHRODITE = definePower({
  god: 'aphrodite',
  number: 11,
  playerCounts: [2, 4],
  // No worker of the mover starts next to hers: nothing is noted.
  forbidsNothingFrom(pos, holder, seat) {
    const mover = pos.sideOf(seat);
    return !noted(pos, holder, mover * 2) && !noted(pos, holder, mover * 2 + 1);
  },
  forbidsOpponentTurn(record, holder) {
    const stray = strayWorker(record, holder);
    if (stray === NONE) return null;
    return refusal('mustEndNextTo', { power: 'aphrodite', squares: [stray] });
  },
});
