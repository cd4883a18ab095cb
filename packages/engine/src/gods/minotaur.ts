import { NONE, type Position } from '../core/position.js';
import { refusal } from '../core/refusal.js';
import { type Square } from '../core/square.js';
import { areNeighbours, has, NEIGHBOURS } from '../core/squareSet.js';
import { move } from '../core/steps.js';
import { beyond, buildAndEnd, climbProblem } from './movement.js';
import { definePower } from './none.js';
import { climbable, forEachSquare, moveTargets, opponentWorkers, workerSquares } from './shape.js';

/** The neighbouring opponents' workers the worker on `from` may push: climbable, a free space beyond. */
function pushTargets(pos: Position, seat: number, from: Square): number {
  let targets = 0;
  forEachSquare(
    (NEIGHBOURS[from] ?? 0) & opponentWorkers(pos, seat) & climbable(pos, pos.levelAt(from)),
    (to) => {
      const past = beyond(from, to);
      if (past !== NONE && !has(pos.occupied, past)) targets |= 1 << to;
    },
  );
  return targets;
}

/**
 * Minotaur (8), Your Move: besides its normal moves, a worker may move into a neighbouring space
 * holding an opponent's worker (that space at most one level up) when the next space straight
 * beyond it, in the same direction, is on the board and unoccupied (no worker, no dome); that
 * worker is forced there, whatever the level. The push is a consequence of the move and is not
 * written (`b2-c3` pushes the worker on c3 to d4).
 *
 * Rulings: the pushed worker is forced, not moved (R3, §9): pushed onto level 3 it does not win,
 * and nobody does unless Minotaur's own worker moved up onto level 3. Minotaur's worker moved: it
 * counts for Athena, whose restriction also forbids a push that goes up. Only opponents' workers
 * can be pushed. The 2016 text (R17): "straight beyond", not BGA's later "straight backwards".
 */
export const MINOTAUR = definePower({
  god: 'minotaur',
  number: 8,
  completeTurns(b) {
    for (const from of workerSquares(b.pos, b.seat)) {
      forEachSquare(moveTargets(b.pos, from) | pushTargets(b.pos, b.seat, from), (to) => {
        b.step(move(from, to), () => {
          buildAndEnd(b, to);
        });
      });
    }
  },
  move(pos, seat, from, to) {
    if (has(opponentWorkers(pos, seat), to)) pos.relocate(to, beyond(from, to));
    pos.relocate(from, to);
  },
  // After any move, push or not, the square the worker left is free to build on.
  hasTurn(pos, seat) {
    return workerSquares(pos, seat).some(
      (from) => (moveTargets(pos, from) | pushTargets(pos, seat, from)) !== 0,
    );
  },
  explainStep(pos, seat, done, step) {
    if (step.kind !== 'move' || done.length > 0) return null;
    const side = pos.sideAt(step.to);
    if (side === NONE || pos.sideAt(step.from) !== pos.sideOf(seat) || !areNeighbours(step.from, step.to))
      return null;
    if (side === pos.sideOf(seat)) return refusal('pushOwn', { power: 'minotaur', squares: [step.to] });
    const climb = climbProblem(pos, step.from, step.to);
    if (climb !== null) return refusal('pushHeight', { power: 'minotaur', cause: climb });
    const past = beyond(step.from, step.to);
    if (past === NONE) return refusal('pushOffBoard', { power: 'minotaur', squares: [step.to] });
    if (pos.domeAt(past)) return refusal('pushIntoDome', { power: 'minotaur', squares: [step.to, past] });
    if (has(pos.workers, past))
      return refusal('pushIntoOccupied', { power: 'minotaur', squares: [step.to, past] });
    return null;
  },
});
