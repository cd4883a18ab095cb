import { NONE, type Position } from '../position.js';
import { squareName, type Square } from '../square.js';
import { areNeighbours, NEIGHBOURS, type SquareSet } from '../squareSet.js';
import { build, remove } from '../steps.js';
import { eachMove, lastMoverOf, otherWorker } from './building.js';
import { NO_POWER } from './none.js';
import type { Power } from './power.js';
import { buildTargets, forEachSquare } from './shape.js';

/**
 * Ares (12), End of Your Turn: after the build he may remove the top block (step `-sq`) of one space
 * next to his unmoved worker that holds no worker and no dome and has level 1 or more. Domes are not
 * blocks (rules.md §4.3): a dome, and the blocks under it, stay. No power with only one worker.
 */
export const ARES: Power = {
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
  hasTurn: NO_POWER.hasTurn,
  explainStep(pos, seat, done, step) {
    if (step.kind !== 'remove') return null;
    const mover = lastMoverOf(done);
    if (!done.some((taken) => taken.kind === 'build')) return 'Ares removes a block only after his build';
    if (done.some((taken) => taken.kind === 'remove')) return 'Ares removes at most one block';
    const unmoved = otherWorker(pos, seat, mover);
    const at = squareName(step.at);
    if (unmoved === NONE) return 'Ares has only one worker: there is no unmoved worker to remove a block';
    if (!areNeighbours(unmoved, step.at))
      return `${at} is not next to Ares's unmoved worker on ${squareName(unmoved)}`;
    if (pos.domeAt(step.at))
      return `${at} has a dome: domes are not blocks, and Ares cannot remove a dome or a block under it`;
    if (pos.sideAt(step.at) !== NONE)
      return `${at} is occupied by a worker: Ares removes only unoccupied blocks`;
    if (pos.levelAt(step.at) === 0) return `${at} has no block to remove`;
    return null;
  },
};

/** Spaces next to the unmoved worker with a block on top: no worker, no dome, level ≥ 1. */
const removable = (pos: Position, unmoved: Square): SquareSet =>
  unmoved === NONE ? 0 : (NEIGHBOURS[unmoved] ?? 0) & ~pos.occupied & pos.l1;
