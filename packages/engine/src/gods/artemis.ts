import { type Square } from '../core/square.js';
import { refusal } from '../core/refusal.js';
import { move } from '../core/steps.js';
import { buildAndEnd, hasBuilt, moveProblem, movesOf } from './movement.js';
import { definePower } from './none.js';
import { forEachSquare, moveTargets, workerSquares } from './shape.js';

/**
 * Artemis (2), Your Move: the moved worker may move one more time, but not back to the space it
 * started the turn on; each move is a normal one (up one level at most, so 0→1→2 is possible), and
 * the worker builds after its last move.
 *
 * Rulings: the win is checked after each move (R4, §9): reaching level 3 on the first move wins at
 * once, with no second move and no build; a win Hera cancels does not end the turn. For each worker
 * the one-move turns come first, so a position reached both ways is listed with one move; the
 * two-move spelling is kept as its own turn because it may move up where the one-move one does not
 * (Athena forbids it, Persephone requires it).
 */
export const ARTEMIS = definePower({
  god: 'artemis',
  number: 2,
  completeTurns(b) {
    for (const from of workerSquares(b.pos, b.seat)) {
      const open: Square[] = [];
      forEachSquare(moveTargets(b.pos, from), (first) => {
        b.step(move(from, first), () => {
          open.push(first);
          buildAndEnd(b, first);
        });
      });
      // The first moves that did not win go on to a second one.
      for (const first of open) {
        b.step(move(from, first), () => {
          forEachSquare(moveTargets(b.pos, first) & ~(1 << from), (second) => {
            b.step(move(first, second), () => {
              buildAndEnd(b, second);
            });
          });
        });
      }
    }
  },
  // A single move is a whole turn (the square left is free to build on).
  explainStep(pos, seat, done, step) {
    if (step.kind !== 'move' || hasBuilt(done)) return null;
    const moves = movesOf(done);
    const [first] = moves;
    if (first === undefined) return null;
    if (moves.length > 1) return refusal('moveTwiceAtMost', { power: 'artemis' });
    if (step.from !== first.to)
      return refusal('secondMoveSameWorker', { power: 'artemis', squares: [first.to] });
    if (step.to === first.from)
      return refusal('secondMoveNotBack', { power: 'artemis', squares: [first.from] });
    return moveProblem(pos, seat, step.from, step.to);
  },
});
