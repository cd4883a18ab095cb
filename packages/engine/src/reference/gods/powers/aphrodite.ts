/**
 * Aphrodite (rules §11): an opposing worker that starts its turn neighbouring one of her workers must
 * make its last move of the turn to a space neighbouring one of her workers. Judged on the complete
 * turn, on the board at its end, after the move's fixed consequences (Apollo's swap, Minotaur's push,
 * Bia's removal); earlier moves may leave the area, and a winning move is the last move.
 * A noted worker that does not move is unaffected, and forced relocations are not moves.
 */
import { type Square, neighbours, player, workerSquares } from '../model.js';
import { movesOf } from '../ply.js';
import type { Power } from '../power.js';

const touches = (sq: Square, others: readonly Square[]): boolean =>
  neighbours(sq).some((n) => others.includes(n));

export const APHRODITE: Power = {
  name: 'aphrodite',
  forbids: (ply, seat) => {
    const mover = ply.ctx.seat;
    const hersAtStart = workerSquares(ply.ctx.start, seat);
    const hersAtEnd = workerSquares(ply.state, seat);
    const moved = new Set(movesOf(ply).flatMap((e) => (e.seat === mover ? [e.slot] : [])));
    const strays = player(ply.ctx.start, mover).workers.filter((start, slot) => {
      const end = player(ply.state, mover).workers[slot];
      if (start === null || end === undefined || end === null || !moved.has(slot)) return false;
      return touches(start, hersAtStart) && !touches(end, hersAtEnd);
    });
    return strays.length === 0
      ? null
      : 'Aphrodite: a worker that started next to hers must end its move next to hers';
  },
};
