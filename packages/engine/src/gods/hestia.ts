import { refusal } from '../core/refusal.js';
import { build } from '../core/steps.js';
import { has, PERIMETER } from '../core/squareSet.js';
import { buildProblem, buildsOf, eachMove, lastMoverOf } from './building.js';
import { definePower } from './none.js';
import { buildTargets, forEachSquare } from './shape.js';

/**
 * Hestia (21), Your Build: after the normal build the same worker may build once more, but not on a
 * perimeter space. The same space as the first build is allowed (the card only bans the perimeter).
 */
export const HESTIA = definePower({
  god: 'hestia',
  number: 21,
  completeTurns(b) {
    eachMove(b, (to) => {
      forEachSquare(buildTargets(b.pos, to), (first) => {
        b.step(build(first, to), () => {
          b.end();
          forEachSquare(buildTargets(b.pos, to) & ~PERIMETER, (second) => {
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
    if (step.kind !== 'build' || builds.length === 0) return null;
    if (builds.length > 1) return refusal('buildTwiceAtMost', { power: 'hestia' });
    const builder = lastMoverOf(done);
    if (step.builder !== undefined && step.builder !== builder)
      return refusal('secondBuildSameWorker', { power: 'hestia', squares: [builder] });
    if (has(PERIMETER, step.at))
      return refusal('secondBuildNotPerimeter', { power: 'hestia', squares: [step.at] });
    return buildProblem(pos, builder, step.at, step.dome);
  },
});
