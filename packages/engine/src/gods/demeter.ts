import { refusal } from '../core/refusal.js';
import { build } from '../core/steps.js';
import { buildProblem, buildsOf, eachMove, lastMoverOf } from './building.js';
import { definePower } from './none.js';
import { buildTargets, forEachSquare } from './shape.js';

/**
 * Demeter (5), Your Build: after the normal build the same worker may build once more, on a
 * different space; the second build is otherwise normal (a dome on level 3). Building a then b and
 * b then a lead to the same position and are listed once.
 */
export const DEMETER = definePower({
  god: 'demeter',
  number: 5,
  completeTurns(b) {
    eachMove(b, (to) => {
      forEachSquare(buildTargets(b.pos, to), (first) => {
        b.step(build(first, to), () => {
          b.end();
          forEachSquare(buildTargets(b.pos, to) & ~(1 << first), (second) => {
            b.step(build(second, to), () => {
              b.end();
            });
          });
        });
      });
    });
  },
  explainStep(pos, _seat, done, step) {
    const builds = buildsOf(done);
    const first = builds[0];
    if (step.kind !== 'build' || first === undefined) return null;
    if (builds.length > 1) return refusal('buildTwiceAtMost', { power: 'demeter' });
    const builder = lastMoverOf(done);
    if (step.builder !== undefined && step.builder !== builder)
      return refusal('secondBuildSameWorker', { power: 'demeter', squares: [builder] });
    if (step.at === first.at)
      return refusal('secondBuildNotSameSpace', { power: 'demeter', squares: [first.at] });
    return buildProblem(pos, builder, step.at, step.dome);
  },
});
