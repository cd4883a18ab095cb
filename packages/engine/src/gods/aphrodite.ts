import { NONE } from '../position.js';
import { refusal } from '../refusal.js';
import { NEIGHBOURS } from '../squareSet.js';
import { baseTurns, NO_POWER } from './none.js';
import type { Power, TurnRecord } from './power.js';

/**
 * The square a worker noted at the start of the turn ended its last move on, away from every
 * Aphrodite worker (where they stand right after that move), or NONE when every noted worker is fine.
 */
function strayWorker(record: TurnRecord, holder: number): number {
  const before = record.before;
  const side = before.sideOf(holder);
  const aphrodite = before.sideWorkers[side] ?? 0;
  const mover = before.sideOf(record.seat);
  for (let worker = mover * 2; worker < mover * 2 + 2; worker++) {
    const start = before.workerSquares[worker] ?? NONE;
    if (start === NONE || ((NEIGHBOURS[start] ?? 0) & aphrodite) === 0) continue;
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
export const APHRODITE: Power = {
  god: 'aphrodite',
  number: 11,
  playerCounts: [2, 4],
  completeTurns: baseTurns,
  hasTurn: NO_POWER.hasTurn,
  forbidsOpponentTurn(record, holder) {
    const stray = strayWorker(record, holder);
    if (stray === NONE) return null;
    return refusal('mustEndNextTo', { power: 'aphrodite', squares: [stray] });
  },
};
