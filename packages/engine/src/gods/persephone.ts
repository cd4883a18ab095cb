import { isMoveUp } from '../core/events.js';
import { refusal } from '../core/refusal.js';
import { definePower } from './none.js';
import type { TurnRecord } from './power.js';

const movesUp = (record: TurnRecord): boolean => record.events.some(isMoveUp);

/** Declining a Dionysus extra turn (R11) is no turn of moves, so Persephone does not rule it out. */
const declines = (record: TurnRecord): boolean => record.events.some((event) => event.kind === 'pass');

/**
 * Persephone (26), Opponent's Turn: if possible, at least one opposing worker must move up this turn
 * (rules.md §7, 26). "Possible" is judged on complete legal turns (R10): when any of the opponent's
 * turns left by every other restriction contains a move up, only such turns are legal; otherwise
 * nothing changes. The core applies this last, after Athena, Hypnus, Limus and Aphrodite. A forced
 * climb is no move (R3). During a Dionysus extra turn the core exempts turns moving her own
 * workers (R19), and `pass` always stays.
 */
export const PERSEPHONE = definePower({
  god: 'persephone',
  number: 26,
  narrowOpponentTurns(records) {
    if (!records.some(movesUp)) return records;
    return records.filter((record) => movesUp(record) || declines(record));
  },
  narrowsWith: movesUp,
  narrowReason: refusal('mustMoveUp', { power: 'persephone' }),
});
