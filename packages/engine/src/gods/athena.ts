import { isMoveUp } from '../core/events.js';
import { refusal } from '../core/refusal.js';
import { flagField } from '../core/memory.js';
import { definePower } from './none.js';
import type { TurnEvent } from '../core/events.js';
import type { MutablePosition } from '../core/position.js';

/** Spec §2 `movedUp`: on the player who held Athena's power during their last turn. */
export const MOVED_UP = flagField('movedUp', 'held', {
  lapsesAtEndOfTurn: true,
  fact: () => ({ kind: 'movedUp' }),
});

function noteMoveUp(pos: MutablePosition, seat: number, events: readonly TurnEvent[]): void {
  if (events.some(isMoveUp)) pos.setMemoryOf(seat, MOVED_UP, true);
}

/**
 * Athena (3), Opponent's Turn: when one of her workers moved up during her last turn, no opposing
 * worker may move up until her next turn (rules.md §7, 3). Only a real move counts, for her and for
 * them (R3): a worker forced up (Minotaur's push, Apollo's swap, Charon) neither triggers her power
 * nor breaks it, while an opponent's Apollo or Minotaur worker that moves up is stopped (§9).
 *
 * Her memory `movedUp` (spec §2) is written at the end of her turn (the core clears it first) and
 * read at the start of each opponent's turn, so it lasts exactly until her next turn. In 3 players
 * both opponents are bound, in 4 the other team's two players (R16). Circe borrowing Athena keeps
 * her own `movedUp` (R21); a Dionysus extra turn moving Athena's worker is not bound (R19, core).
 */
export const ATHENA = definePower({
  god: 'athena',
  number: 3,
  memory: [MOVED_UP],
  endOfTurn: noteMoveUp,
  // A winning climb is a turn in which a worker moved up: the memory says so (spec §2).
  afterWin: noteMoveUp,
  // It reads the events in order and objects at the first offending one.
  forbidsByPrefix: true,
  forbidsNothingFrom: (pos, holder) => !pos.memoryOf(holder, MOVED_UP),
  forbidsOpponentTurn(record, holder) {
    if (!record.before.memoryOf(holder, MOVED_UP) || !record.events.some(isMoveUp)) return null;
    return refusal('noMoveUp', { power: 'athena' });
  },
});
