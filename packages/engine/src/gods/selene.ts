import { NONE } from '../core/position.js';
import { refusal } from '../core/refusal.js';
import { build } from '../core/steps.js';
import { buildProblem, eachMove, lastMoverOf, slotSquare } from './building.js';
import { definePower } from './none.js';
import { buildTargets, forEachSquare } from './shape.js';

/**
 * Selene (28), Setup + Your Build. Setup: her workers are a male (the first placed, slot 0) and a
 * female (the second, slot 1: R15); they are told apart, so `@x @y` and `@y @x` are different
 * placements, and a removed worker leaves its slot empty. There is no placement limit.
 * Build: either the moved worker builds normally, or *instead* her female builds a dome at any level
 * on a space next to herself, whichever worker moved (rules.md §9). When the male moved the female's
 * build carries her prefix: `e1+e2D` below level 3, `e1+e2` on level 3 (the dome is then the normal
 * piece and completes a tower). A dome below level 3 is not a Complete Tower.
 */
export const SELENE = definePower({
  god: 'selene',
  number: 28,
  extraSteps: ['lowDome'],
  keepsWorkerOrder: true,
  completeTurns(b) {
    eachMove(b, (to) => {
      forEachSquare(buildTargets(b.pos, to), (at) => {
        b.step(build(at, to), () => {
          b.end();
        });
      });
      const female = slotSquare(b.pos, b.seat, 1);
      if (female === NONE) return;
      forEachSquare(buildTargets(b.pos, female), (at) => {
        const low = b.pos.levelAt(at) < 3;
        // The female that moved already builds a dome on level 3 normally.
        if (female === to && !low) return;
        b.step(build(at, female, low), () => {
          b.end();
        });
      });
    });
  },
  explainStep(pos, seat, done, step) {
    if (step.kind !== 'build') return null;
    if (done.some((taken) => taken.kind === 'build'))
      return refusal('femaleDomeInstead', { power: 'selene' });
    const mover = lastMoverOf(done);
    const female = slotSquare(pos, seat, 1);
    const builder = step.builder ?? mover;
    if (mover === NONE) return null;
    if (builder === female) {
      if (builder !== mover && !step.dome && pos.levelAt(step.at) < 3)
        return refusal('femaleOnlyDome', { power: 'selene', squares: [female] });
      return buildProblem(pos, female, step.at, false);
    }
    if (builder === mover && step.dome)
      return female === NONE
        ? refusal('femaleRemoved', { power: 'selene' })
        : refusal('onlyFemaleDomes', { power: 'selene', squares: [female] });
    if (builder !== mover) return refusal('moverOrFemaleBuilds', { power: 'selene', squares: [mover] });
    return null;
  },
});
