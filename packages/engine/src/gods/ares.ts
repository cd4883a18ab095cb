import { NONE, type Position } from '../core/position.js';
import { refusal } from '../core/refusal.js';
import { type Square } from '../core/square.js';
import { areNeighbours, NEIGHBOURS, type SquareSet } from '../core/squareSet.js';
import { build, remove } from '../core/steps.js';
import { eachMove, lastMoverOf, otherWorker } from './building.js';
import { definePower } from './none.js';
import { buildTargets, forEachSquare } from './shape.js';

/**
 * Ares (12), End of Your Turn: after the build he may remove the top block (step `-sq`) of one space
 * next to his unmoved worker that holds no worker and no dome and has level 1 or more. Domes are not
 * blocks (rules.md §4.3): a dome, and the blocks under it, stay. No power with only one worker.
 */
export const ARES = definePower({
  god: 'ares',
  number: 12,
  extraSteps: ['remove'],
  completeTurns(b) {
    eachMove(b, (to) => {
      const unmoved = otherWorker(b.pos, b.seat, to);
      forEachSquare(buildTargets(b.pos, to), (at) => {
        b.step(build(at, to), () => {
          b.end();
          forEachSquare(removable(b.pos, unmoved), (block) => {
            b.step(remove(block), () => {
              b.end();
            });
          });
        });
      });
    });
  },
  explainStep(pos, seat, done, step) {
    if (step.kind !== 'remove') return null;
    const mover = lastMoverOf(done);
    const ares = { power: 'ares', squares: [step.at] } as const;
    if (!done.some((taken) => taken.kind === 'build')) return refusal('removeAfterBuild', ares);
    if (done.some((taken) => taken.kind === 'remove')) return refusal('removeOnce', ares);
    const unmoved = otherWorker(pos, seat, mover);
    if (unmoved === NONE) return refusal('noUnmovedWorker', ares);
    if (!areNeighbours(unmoved, step.at))
      return refusal('removeNotNextToUnmoved', { power: 'ares', squares: [step.at, unmoved] });
    if (pos.domeAt(step.at)) return refusal('removeDome', ares);
    if (pos.sideAt(step.at) !== NONE) return refusal('removeOccupied', ares);
    if (pos.levelAt(step.at) === 0) return refusal('removeNoBlock', ares);
    return null;
  },
});

/** Spaces next to the unmoved worker with a block on top: no worker, no dome, level ≥ 1. */
const removable = (pos: Position, unmoved: Square): SquareSet =>
  unmoved === NONE ? 0 : (NEIGHBOURS[unmoved] ?? 0) & ~pos.occupied & pos.l1;
