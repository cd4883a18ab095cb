import { onBoard, squareAt, squareFile, squareRank } from '../core/square.js';
import { PERIMETER } from '../core/squareSet.js';
import { definePower } from './none.js';

/**
 * Bia (13), Setup + Your Move (rules.md §7, 13). Setup: her side's workers go on perimeter spaces,
 * placed before everyone else's (R7; placement.ts orders it). Who takes the first turn is unchanged;
 * with the rule switch `biaStarts` (BGA) Bia's player is also the Start Player, so a placement
 * position with that switch must have `start` at Bia's seat (json.ts rejects any other).
 *
 * Move: after each move of one of her workers from A to B, an opponent's worker on the next space
 * beyond B in the same direction (2B − A, if on the board), at any height, is removed from the game.
 * Not a force and not a build; not written in the notation (spec §3). A player left with no workers
 * has no turn and loses (R2; 3 players: is eliminated).
 */
export const BIA = definePower({
  god: 'bia',
  number: 13,
  placesFirst: true,
  startsWith: 'biaStarts',
  removesWorkers: true,
  placementTargets: () => PERIMETER,
  move(pos, seat, from, to, removed) {
    pos.relocate(from, to);
    const file = 2 * squareFile(to) - squareFile(from);
    const rank = 2 * squareRank(to) - squareRank(from);
    if (!onBoard(file, rank)) return;
    const beyond = squareAt(file, rank);
    const worker = pos.workerSquares.indexOf(beyond);
    if (worker < 0 || worker >> 1 === pos.sideOf(seat)) return;
    pos.takeWorker(worker >> 1, worker & 1);
    removed(worker, beyond);
  },
});
