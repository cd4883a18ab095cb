/**
 * Hypnus (rules §22, R8): at the start of an opponent's turn, a worker of theirs that is strictly
 * higher than all their other workers cannot move this turn; a lone worker counts as higher than all
 * others. Ties freeze nobody. The frozen worker may still be forced, and may build where a power lets
 * an unmoved worker build.
 */
import { type State, levelOf, player } from '../model.js';
import { movesOf } from '../ply.js';
import type { Power } from '../power.js';

/** The slot of the seat's frozen worker at the start of its turn, or null. */
function frozenSlot(start: State, seat: number): number | null {
  const workers = player(start, seat).workers.flatMap((sq, slot) =>
    sq === null ? [] : [{ slot, level: levelOf(start, sq) }],
  );
  const highest = workers.find((w) => workers.every((o) => o === w || o.level < w.level));
  return highest?.slot ?? null;
}

export const HYPNUS: Power = {
  name: 'hypnus',
  forbids: (ply) => {
    const mover = ply.ctx.seat;
    const frozen = frozenSlot(ply.ctx.start, mover);
    if (frozen === null) return null;
    return movesOf(ply).some((e) => e.seat === mover && e.slot === frozen)
      ? 'Hypnus: the highest worker cannot move this turn'
      : null;
  },
};
