import { build } from '../core/steps.js';
import { refusal } from '../core/refusal.js';
import { eachMove, lastMoverOf } from './building.js';
import { definePower } from './none.js';
import { buildTargets, forEachSquare } from './shape.js';

/**
 * Zeus (30), Your Build: the moved worker may build a block under itself (written `+` its own
 * square), only from level 0, 1 or 2 — never a dome, since domes are not blocks (rules.md §4.3).
 * The worker is lifted, not moved (R3): no win, not a move up for anyone's power, and a later 3→3
 * move does not win either (R4). The lift is recorded as a single build event with `at` equal to
 * `builder` (`dome: false`, `levelBefore` the level it stood on), with no move or force event; so
 * a filter on builds (Limus) judges it as a block built on the worker's own space.
 */
export const ZEUS = definePower({
  god: 'zeus',
  number: 30,
  completeTurns(b) {
    eachMove(b, (to) => {
      const under = b.pos.levelAt(to) < 3 ? 1 << to : 0;
      forEachSquare(buildTargets(b.pos, to) | under, (at) => {
        b.step(build(at, to), () => {
          b.end();
        });
      });
    });
  },
  explainStep(pos, _seat, done, step) {
    const builder = lastMoverOf(done);
    if (step.kind !== 'build' || step.at !== builder || done.some((taken) => taken.kind === 'build'))
      return null;
    if (step.builder !== undefined && step.builder !== builder) return null;
    if (pos.levelAt(builder) === 3) return refusal('underSelfNoDome', { power: 'zeus' });
    if (step.dome) return refusal('underSelfBlockOnly', { power: 'zeus' });
    return null;
  },
});
