import { NONE, type Position } from '../core/position.js';
import { refusal } from '../core/refusal.js';
import { type Square } from '../core/square.js';
import { areNeighbours, has, NEIGHBOURS } from '../core/squareSet.js';
import { move } from '../core/steps.js';
import { buildAndEnd, climbProblem } from './movement.js';
import { definePower } from './none.js';
import {
  buildTargets,
  climbable,
  forEachSquare,
  moveTargets,
  opponentWorkers,
  workerSquares,
} from './shape.js';

/** Neighbouring opponents' workers the worker on `from` may swap with: at most one level up. */
const swapTargets = (pos: Position, seat: number, from: Square): number =>
  (NEIGHBOURS[from] ?? 0) & opponentWorkers(pos, seat) & climbable(pos, pos.levelAt(from));

/**
 * Apollo (1), Your Move: besides its normal moves, a worker may move into a neighbouring space
 * holding an opponent's worker (by the height rule, that space at most one level up); that worker is
 * forced into the space Apollo's worker left, whatever its level. The swap is a consequence of the
 * move and is not written (`b2-c3` says it all).
 *
 * Rulings: the swapped worker is forced, not moved (R3, §9): it never wins, not even forced up onto
 * level 3, and a later 3→3 move of it does not win either (R4). Apollo's worker did move: it wins by
 * moving up onto level 3 this way, and under an opponent's Athena it cannot swap upwards. Only
 * opponents' workers (not its own, nor a teammate's in 4 players) can be swapped. Base card (R17),
 * not the 2024 rework that forbids swapping with a higher worker.
 */
export const APOLLO = definePower({
  god: 'apollo',
  number: 1,
  completeTurns(b) {
    for (const from of workerSquares(b.pos, b.seat)) {
      forEachSquare(moveTargets(b.pos, from) | swapTargets(b.pos, b.seat, from), (to) => {
        b.step(move(from, to), () => {
          buildAndEnd(b, to);
        });
      });
    }
  },
  move(pos, seat, from, to) {
    if (has(opponentWorkers(pos, seat), to)) pos.swapWorkers(from, to);
    else pos.relocate(from, to);
  },
  // A plain move leaves its square free to build on; after a swap both squares stay occupied, so the
  // swapping worker needs another free neighbour.
  hasTurn(pos, seat) {
    return workerSquares(pos, seat).some((from) => {
      if (moveTargets(pos, from) !== 0) return true;
      let found = false;
      forEachSquare(swapTargets(pos, seat, from), (to) => {
        found ||= buildTargets(pos, to) !== 0;
      });
      return found;
    });
  },
  explainStep(pos, seat, done, step) {
    if (step.kind !== 'move' || done.length > 0) return null;
    const side = pos.sideAt(step.to);
    if (side === NONE || pos.sideAt(step.from) !== pos.sideOf(seat) || !areNeighbours(step.from, step.to))
      return null;
    if (side === pos.sideOf(seat)) return refusal('swapOwn', { power: 'apollo', squares: [step.to] });
    const climb = climbProblem(pos, step.from, step.to);
    if (climb !== null) return refusal('swapHeight', { power: 'apollo', cause: climb });
    return refusal('swapNoBuild', { power: 'apollo', squares: [step.to] });
  },
});
