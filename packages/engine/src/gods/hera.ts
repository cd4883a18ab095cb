import { has, PERIMETER } from '../core/squareSet.js';
import { definePower } from './none.js';

/**
 * Hera (20), Opponent's Turn: an opponent cannot win by moving into a perimeter space (rules.md
 * §7, 20). Every win made by a move — the level-3 win, Pan's drop, Eros's meeting — whose move ends
 * on the perimeter is cancelled; the move stands and the turn goes on (the worker then builds, or
 * Triton moves again). Chronus's towers are no move, so Hera never cancels them (R4 order: the
 * mover's win, then Hera, then Chronus — checked by the core after every step).
 */
export const HERA = definePower({
  god: 'hera',
  number: 20,
  cancelsWin: (_pos, _holder, _mover, move) => has(PERIMETER, move.to),
});
