import { build } from '../core/steps.js';
import { eachMove } from './building.js';
import { definePower } from './none.js';
import { buildTargets, forEachSquare } from './shape.js';

/**
 * Atlas (4), Your Build: the moved worker builds as usual, or puts a dome on the space whatever its
 * level (written `+sqD` below level 3; on level 3 the dome is the normal piece, `+sq`). A dome below
 * level 3 blocks the space for good but is not a Complete Tower (rules.md §1; its build event has
 * `dome: true` and `levelBefore` < 3, so Chaos R5, Dionysus and Limus R6 do not count it).
 */
export const ATLAS = definePower({
  god: 'atlas',
  number: 4,
  extraSteps: ['lowDome'],
  completeTurns(b) {
    eachMove(b, (to) => {
      forEachSquare(buildTargets(b.pos, to), (at) => {
        b.step(build(at, to), () => {
          b.end();
        });
        if (b.pos.levelAt(at) < 3)
          b.step(build(at, to, true), () => {
            b.end();
          });
      });
    });
  },
  // Every base turn is an Atlas turn.
});
