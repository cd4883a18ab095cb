import { squareName } from '../square.js';
import { build, move } from '../steps.js';
import { baseTurns, NO_POWER } from './none.js';
import { buildAndEnd, buildProblem, movesOf, notAbove } from './movement.js';
import type { Power } from './power.js';
import { buildTargets, forEachSquare, moveTargets, workerSquares } from './shape.js';

/**
 * Prometheus (10), Your Turn: a normal turn, or first a normal build by one of his workers, after
 * which that same worker moves without going up (same level or lower) and builds again, the second
 * build possibly on the same space. The build before the move has no mover yet, so it is written
 * with its builder's square: `c3+c4 c3-d4 +d5`.
 *
 * Rulings (§7, §9): after building first he cannot move up; a build first that leaves the worker no
 * move that does not go up gives no turn (R2: only complete turns are offered). Against Persephone
 * (R10) turns are judged whole, so a build first is out whenever some complete turn moves up.
 */
export const PROMETHEUS: Power = {
  god: 'prometheus',
  number: 10,
  completeTurns(b) {
    baseTurns(b);
    for (const worker of workerSquares(b.pos, b.seat)) {
      forEachSquare(buildTargets(b.pos, worker), (first) => {
        b.step(build(first, worker), () => {
          const level = b.pos.levelAt(worker);
          forEachSquare(moveTargets(b.pos, worker) & notAbove(b.pos, level), (to) => {
            b.step(move(worker, to), () => {
              buildAndEnd(b, to);
            });
          });
        });
      });
    }
  },
  // His normal turns are the base game's, and a build first never makes a move possible.
  hasTurn: NO_POWER.hasTurn,
  explainStep(pos, seat, done, step) {
    const [first] = done;
    const moves = movesOf(done);
    if (step.kind === 'build' && done.length === 0) {
      if (step.builder === undefined)
        return 'a worker must move before building, or Prometheus names the worker that builds first, like "c3+c4"';
      if (pos.sideAt(step.builder) !== pos.sideOf(seat))
        return `Prometheus builds first with one of his workers: there is none on ${squareName(step.builder)}`;
      return (
        buildProblem(pos, step.builder, step.at, step.dome) ??
        `after building first on ${squareName(step.at)}, the worker on ${squareName(step.builder)} would have no move that does not go up`
      );
    }
    if (first?.kind !== 'build') return null;
    const builder = first.builder ?? -1;
    if (step.kind === 'move' && moves.length === 0) {
      if (step.from !== builder)
        return `after building first, Prometheus moves the worker that built (on ${squareName(builder)})`;
      if (pos.levelAt(step.to) > pos.levelAt(step.from))
        return `Prometheus built before moving, so his worker cannot move up (${squareName(step.from)} is on level ${pos.levelAt(step.from)}, ${squareName(step.to)} on level ${pos.levelAt(step.to)})`;
      return null;
    }
    if (step.kind === 'move') return 'Prometheus moves only once';
    if (step.kind === 'build' && moves.length === 0)
      return `Prometheus builds only once before moving: the worker that built (on ${squareName(builder)}) moves next`;
    const mover = moves[0]?.to;
    if (step.kind !== 'build' || mover === undefined) return null;
    if (done.length > 2) return 'Prometheus builds once before and once after moving';
    if (step.builder !== undefined && step.builder !== mover)
      return `only the worker that moved (now on ${squareName(mover)}) may build`;
    return buildProblem(pos, mover, step.at, step.dome);
  },
};
