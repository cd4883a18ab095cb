import { NONE } from '../core/position.js';
import { squareFile, squareRank, type Square } from '../core/square.js';
import { areNeighbours, PERIMETER, setOf, type SquareSet } from '../core/squareSet.js';
import { definePower } from './none.js';

const line = (test: (sq: Square) => boolean): SquareSet =>
  setOf(Array.from({ length: 25 }, (_, sq) => sq).filter(test));
const FILE_A = line((sq) => squareFile(sq) === 0);
const FILE_E = line((sq) => squareFile(sq) === 4);
const RANK_1 = line((sq) => squareRank(sq) === 0);
const RANK_5 = line((sq) => squareRank(sq) === 4);

/** The squares on an edge opposite an edge of `sq` (a corner lies on two edges). */
function oppositeEdges(sq: Square): SquareSet {
  let set = 0;
  if (squareFile(sq) === 0) set |= FILE_E;
  if (squareFile(sq) === 4) set |= FILE_A;
  if (squareRank(sq) === 0) set |= RANK_5;
  if (squareRank(sq) === 4) set |= RANK_1;
  return set;
}

/**
 * Eros (19), Setup + Win Condition (rules.md §7, 19). Setup: his workers go on perimeter spaces on
 * opposite edges — one on file a and the other on file e, or one on rank 1 and the other on rank 5;
 * a corner belongs to both its edges. This binds whoever places his side's workers (his teammate
 * in 4 players) and is never borrowed by Circe (R21). Win: he also wins when one of his workers
 * moves (not is forced, R3) to a space next to his other worker and both stand on level 1; in a
 * 3-player game, both on the same level, the ground included (R9). Hera cancels it on the
 * perimeter.
 */
export const EROS = definePower({
  god: 'eros',
  number: 19,
  placementTargets: (_pos, _seat, placed) => {
    const first = placed[0];
    return first === undefined ? PERIMETER : oppositeEdges(first);
  },
  winsByMove(pos, seat, move) {
    const [first, second] = pos.slotsOf(pos.sideOf(seat));
    if (first === NONE || second === NONE) return false;
    const other = first === move.to ? second : first;
    if (!areNeighbours(move.to, other)) return false;
    const level = pos.levelAt(move.to);
    return level === pos.levelAt(other) && (level === 1 || pos.playerCount === 3);
  },
});
