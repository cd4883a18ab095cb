/** Pan (rules §7.9): also wins when one of his workers MOVES down two or more levels (forced does not count). */
import type { Power } from '../power.js';

export const PAN: Power = {
  name: 'pan',
  winsAfterStep: (_ply, seat, event) =>
    event.kind === 'move' && event.seat === seat && event.fromLevel - event.toLevel >= 2,
};
