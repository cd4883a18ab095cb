import { NONE, type Position } from '../core/position.js';
import { refusal } from '../core/refusal.js';
import { squareAt, squareFile, squareRank, type Square } from '../core/square.js';
import { areNeighbours, has, NEIGHBOURS } from '../core/squareSet.js';
import { force, move } from '../core/steps.js';
import { beyond, buildAndEnd, moveProblem, movesOf } from './movement.js';
import { baseHasTurn, baseTurns, definePower } from './none.js';
import { climbable, forEachSquare, moveTargets, opponentWorkers, workerSquares } from './shape.js';

/**
 * The ferries open to Charon's worker on `charon`: each neighbouring opponent's worker, with the
 * space directly opposite across Charon's worker (on the board and unoccupied, any level).
 */
function ferries(
  pos: Position,
  seat: number,
  charon: Square,
  visit: (from: Square, to: Square) => void,
): void {
  forEachSquare((NEIGHBOURS[charon] ?? 0) & opponentWorkers(pos, seat), (from) => {
    const to = beyond(from, charon);
    if (to !== NONE && !has(pos.occupied, to)) visit(from, to);
  });
}

/** The square between `a` and `b` two squares apart in a straight line, or NONE. */
function between(a: Square, b: Square): Square {
  const file = squareFile(a) + squareFile(b);
  const rank = squareRank(a) + squareRank(b);
  return file % 2 === 0 && rank % 2 === 0 ? squareAt(file / 2, rank / 2) : NONE;
}

/**
 * Charon (15), Your Move: before moving, Charon may force one neighbouring opponent's worker to the
 * space directly on the other side of his worker, if that space is on the board and unoccupied (at
 * any level); then that same worker of his makes its normal move (possibly into the space the other
 * worker left) and builds. The ferry is written as a force step: `c4>a2 b3-c4 +c3`.
 *
 * Rulings: the ferried worker is forced, not moved (R3): it never wins and does not lose Athena's
 * or anyone's "unmoved" status. A ferry after which the worker has no move gives no turn (R2). Base
 * card (R17), not the 2024 rework ("instead of moving").
 */
export const CHARON = definePower({
  god: 'charon',
  number: 15,
  extraSteps: ['force'],
  completeTurns(b) {
    baseTurns(b);
    for (const charon of workerSquares(b.pos, b.seat)) {
      ferries(b.pos, b.seat, charon, (from, to) => {
        b.step(force(from, to), () => {
          forEachSquare(moveTargets(b.pos, charon), (dest) => {
            b.step(move(charon, dest), () => {
              buildAndEnd(b, dest);
            });
          });
        });
      });
    }
  },
  // A normal move is a whole turn; a ferry may free the only space Charon's worker can move to.
  hasTurn(pos, seat) {
    if (baseHasTurn(pos, seat)) return true;
    return workerSquares(pos, seat).some((charon) => {
      let found = false;
      ferries(pos, seat, charon, (from, to) => {
        const free = (NEIGHBOURS[charon] ?? 0) & ~((pos.occupied & ~(1 << from)) | (1 << to));
        found ||= (free & climbable(pos, pos.levelAt(charon))) !== 0;
      });
      return found;
    });
  },
  explainStep(pos, seat, done, step) {
    if (step.kind === 'force') {
      if (done.some((taken) => taken.kind === 'force')) return refusal('forceOnce', { power: 'charon' });
      if (done.length > 0) return refusal('forceBeforeMove', { power: 'charon' });
      const side = pos.sideAt(step.from);
      if (side === NONE) return refusal('noWorkerToForce', { power: 'charon', squares: [step.from] });
      if (side === pos.sideOf(seat)) return refusal('forceOwn', { power: 'charon', squares: [step.from] });
      const charon = between(step.from, step.to);
      if (charon === NONE || !areNeighbours(charon, step.from) || pos.sideAt(charon) !== pos.sideOf(seat))
        return refusal('forceNotOpposite', { power: 'charon', squares: [step.from, step.to] });
      if (pos.domeAt(step.to)) return refusal('forceOntoDome', { power: 'charon', squares: [step.to] });
      if (pos.sideAt(step.to) !== NONE)
        return refusal('forceOntoOccupied', { power: 'charon', squares: [step.to] });
      return refusal('forceLeavesNoMove', { power: 'charon', squares: [charon] });
    }
    const [first] = done;
    if (step.kind !== 'move' || first?.kind !== 'force' || movesOf(done).length > 0) return null;
    const charon = between(first.from, first.to);
    if (step.from !== charon) return refusal('forcerMoves', { power: 'charon', squares: [charon] });
    return moveProblem(pos, seat, step.from, step.to);
  },
});
