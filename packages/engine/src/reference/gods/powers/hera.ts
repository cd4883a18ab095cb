/**
 * Hera (rules §20): a win of an opponent whose triggering MOVE ends on a perimeter space is cancelled
 * (level 3, Pan, Eros); the move stands. Wins not made by moving (Chronus) are not affected.
 */
import { isPerimeter } from '../model.js';
import type { Power } from '../power.js';

export const HERA: Power = {
  name: 'hera',
  cancelsWin: (_ply, seat, win) =>
    win.seat !== seat && win.kind === 'move' && win.event?.kind === 'move' && isPerimeter(win.event.to),
};
