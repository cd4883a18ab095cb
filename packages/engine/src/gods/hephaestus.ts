import { refusal } from '../core/refusal.js';
import { build } from '../core/steps.js';
import { buildsOf, eachMove, lastMoverOf } from './building.js';
import { definePower } from './none.js';
import { buildTargets, forEachSquare } from './shape.js';

/**
 * Hephaestus (6), Your Build: after the normal build the same worker may put one more block on the
 * same space. Domes are not blocks (rules.md §4.3): the extra piece is offered only when the first
 * build made level 1 or 2, so it makes level 2 or 3 and never a dome.
 */
export const HEPHAESTUS = definePower({
  god: 'hephaestus',
  number: 6,
  completeTurns(b) {
    eachMove(b, (to) => {
      forEachSquare(buildTargets(b.pos, to), (at) => {
        b.step(build(at, to), () => {
          b.end();
          if (!b.pos.domeAt(at) && b.pos.levelAt(at) <= 2)
            b.step(build(at, to), () => {
              b.end();
            });
        });
      });
    });
  },
  explainStep(pos, _seat, done, step) {
    const builds = buildsOf(done);
    const first = builds[0];
    if (step.kind !== 'build' || first === undefined) return null;
    if (builds.length > 1) return refusal('extraBlockOnce', { power: 'hephaestus' });
    const builder = lastMoverOf(done);
    if (step.builder !== undefined && step.builder !== builder)
      return refusal('extraBlockSameWorker', { power: 'hephaestus', squares: [builder] });
    if (step.at !== first.at)
      return refusal('extraBlockSameSpace', { power: 'hephaestus', squares: [first.at] });
    if (step.dome || pos.domeAt(first.at) || pos.levelAt(first.at) === 3)
      return refusal('extraBlockNotDome', { power: 'hephaestus' });
    return null;
  },
});
