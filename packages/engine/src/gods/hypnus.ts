import { NONE, type Position } from '../core/position.js';
import { refusal } from '../core/refusal.js';
import { definePower } from './none.js';

/**
 * The worker (side * 2 + slot) of `seat`'s side that Hypnus stops at the start of its turn: the one
 * strictly higher than every other worker of that side, or NONE on a tie. A lone worker is higher
 * than all (none) others, so it is stopped too (R8).
 */
function frozenWorker(pos: Position, seat: number): number {
  const side = pos.sideOf(seat);
  const [first, second] = pos.slotsOf(side);
  if (first === NONE) return second === NONE ? NONE : side * 2 + 1;
  if (second === NONE) return side * 2;
  const diff = pos.levelAt(first) - pos.levelAt(second);
  return diff > 0 ? side * 2 : diff < 0 ? side * 2 + 1 : NONE;
}

/**
 * Hypnus (22), Start of Opponent's Turn: if one of an opponent's workers is strictly higher than all
 * their others, it cannot move this turn (rules.md §7, 22). Judged on the position the turn starts
 * from; a tie freezes nothing; a lone worker is frozen (R8), so a player left with one worker
 * usually has no turn and loses (R2). A frozen worker may still be forced (R3) and may still build
 * where its own power lets an unmoved worker build. In 4 players the team's shared workers are
 * compared. During a Dionysus extra turn the worker moved is an opponent's, never one of the mover's
 * own, so nothing is frozen.
 */
export const HYPNUS = definePower({
  god: 'hypnus',
  number: 22,
  // It reads the events in order and objects at the first offending one.
  forbidsByPrefix: true,
  forbidsNothingFrom: (pos, _holder, seat) => frozenWorker(pos, seat) === NONE,
  forbidsOpponentTurn(record) {
    const frozen = frozenWorker(record.before, record.seat);
    if (frozen === NONE) return null;
    if (!record.events.some((event) => event.kind === 'move' && event.worker === frozen)) return null;
    const [first, second] = record.before.slotsOf(frozen >> 1);
    const where = record.before.workerSquares[frozen] ?? NONE;
    return refusal(first === NONE || second === NONE ? 'frozenOnly' : 'frozenHigher', {
      power: 'hypnus',
      squares: [where],
    });
  },
});
