import { refusal } from '../core/refusal.js';
import { build, move } from '../core/steps.js';
import { baseTurns, definePower } from './none.js';
import { buildAndEnd, buildProblem, movesOf, notAbove } from './movement.js';
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
export const PROMETHEUS = definePower({
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
  explainStep(pos, seat, done, step) {
    const [first] = done;
    const moves = movesOf(done);
    if (step.kind === 'build' && done.length === 0) {
      if (step.builder === undefined) return refusal('moveFirstOrBuilder', { power: 'prometheus' });
      if (pos.sideAt(step.builder) !== pos.sideOf(seat))
        return refusal('noOwnWorker', { power: 'prometheus', squares: [step.builder] });
      return (
        buildProblem(pos, step.builder, step.at, step.dome) ??
        refusal('buildFirstLeavesNoMove', { power: 'prometheus', squares: [step.at, step.builder] })
      );
    }
    if (first?.kind !== 'build') return null;
    const builder = first.builder ?? -1;
    if (step.kind === 'move' && moves.length === 0) {
      if (step.from !== builder) return refusal('builderMoves', { power: 'prometheus', squares: [builder] });
      if (pos.levelAt(step.to) > pos.levelAt(step.from))
        return refusal('builtNoMoveUp', {
          power: 'prometheus',
          squares: [step.from, step.to],
          levels: [pos.levelAt(step.from), pos.levelAt(step.to)],
        });
      return null;
    }
    if (step.kind === 'move') return refusal('oneMove');
    if (step.kind === 'build' && moves.length === 0)
      return refusal('buildFirstOnce', { power: 'prometheus', squares: [builder] });
    const mover = moves[0]?.to;
    if (step.kind !== 'build' || mover === undefined) return null;
    if (done.length > 2) return refusal('buildBeforeAndAfter', { power: 'prometheus' });
    if (step.builder !== undefined && step.builder !== mover)
      return refusal('onlyMoverBuilds', { squares: [mover] });
    return buildProblem(pos, mover, step.at, step.dome);
  },
});
