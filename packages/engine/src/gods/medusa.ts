import { NEIGHBOURS } from '../core/squareSet.js';
import { definePower } from './none.js';
import { forEachSquare, opponentWorkers, workerSquares } from './shape.js';

/**
 * Medusa (24), End of Your Turn (rules.md §7, 24): every opposing worker on a space next to one of
 * her workers and lower than it is removed from the game, and a block is built on its space (it
 * stood on level 2 at most, so never a dome). Mandatory, done at the end of each of her turns that
 * did not win; not written in the notation (spec §3). Petrification is not a build (R12): Limus
 * does not stop it, and it is no event of the turn. A player left with no workers has no turn and
 * loses (R2; 3 players: is eliminated).
 */
export const MEDUSA = definePower({
  god: 'medusa',
  number: 24,
  removesWorkers: true,
  endOfTurnRemoval: 'petrified',
  endOfTurn(pos, seat) {
    for (const medusa of workerSquares(pos, seat)) {
      const height = pos.levelAt(medusa);
      forEachSquare((NEIGHBOURS[medusa] ?? 0) & opponentWorkers(pos, seat), (victim) => {
        if (pos.levelAt(victim) >= height) return;
        const worker = pos.workerSquares.indexOf(victim);
        pos.takeWorker(worker >> 1, worker & 1);
        pos.buildOn(victim, false);
      });
    }
  },
});
