import { NONE } from '../core/position.js';
import { refusal } from '../core/refusal.js';
import { type Square } from '../core/square.js';
import { build } from '../core/steps.js';
import { buildProblem, buildsOf, eachMove, lastMoverOf, otherWorker } from './building.js';
import { definePower } from './none.js';
import type { TurnBuilder } from './power.js';
import { buildTargets, forEachSquare } from './shape.js';

/** How many times Poseidon's unmoved worker may build. */
const EXTRA_BUILDS = 3;

/**
 * Poseidon (27), End of Your Turn: after the normal build, if his unmoved worker is on the ground
 * (level 0), it may build up to 3 times on spaces next to itself, each build normal and optional,
 * the same space again allowed (each written with its prefix: `b1+b2`). No power with one worker
 * (there is no unmoved worker). The unmoved worker's level is checked before each build; it stays 0,
 * since it builds next to itself. His extra builds are listed in square order (see unmovedBuilds)
 * and may be written in any order.
 */
export const POSEIDON = definePower({
  god: 'poseidon',
  number: 27,
  completeTurns(b) {
    poseidonTurns(b, true);
  },
  writtenTurns(b) {
    poseidonTurns(b, false);
  },
  explainStep(pos, seat, done, step) {
    const mover = lastMoverOf(done);
    if (step.kind !== 'build' || mover === NONE) return null;
    const unmoved = otherWorker(pos, seat, mover);
    const builds = buildsOf(done);
    if ((step.builder ?? mover) === mover)
      return builds.length > 0 && unmoved !== NONE
        ? refusal('movedBuildsOnce', { power: 'poseidon', squares: [unmoved] })
        : null;
    if (step.builder !== unmoved) return null;
    if (builds.length === 0) return refusal('unmovedBuildsAfter', { power: 'poseidon' });
    if (pos.levelAt(unmoved) !== 0)
      return refusal('unmovedNotGround', {
        power: 'poseidon',
        squares: [unmoved],
        levels: [pos.levelAt(unmoved)],
      });
    if (builds.length > EXTRA_BUILDS)
      return refusal('unmovedBuildsAtMost', { power: 'poseidon', count: EXTRA_BUILDS });
    return buildProblem(pos, unmoved, step.at, step.dome);
  },
});

/** Poseidon's turns, his unmoved worker's extra builds in square order or (`inOrder` false) in any. */
function poseidonTurns(b: TurnBuilder, inOrder: boolean): void {
  eachMove(b, (to) => {
    const unmoved = otherWorker(b.pos, b.seat, to);
    forEachSquare(buildTargets(b.pos, to), (at) => {
      b.step(build(at, to), () => {
        unmovedBuilds(b, unmoved, EXTRA_BUILDS, 0, inOrder);
      });
    });
  });
}

/**
 * Ends the turn here, or lets the unmoved worker on the ground build again (`left` more times);
 * `inOrder`, on a square numbered `from` or higher: builds on different squares commute, so
 * listing them in square order reaches every result once (thousands of orders fewer).
 */
function unmovedBuilds(b: TurnBuilder, unmoved: Square, left: number, from: Square, inOrder: boolean): void {
  b.end();
  if (left === 0 || unmoved === NONE || b.pos.levelAt(unmoved) !== 0) return;
  forEachSquare(buildTargets(b.pos, unmoved) & ~((1 << from) - 1), (at) => {
    b.step(build(at, unmoved), () => {
      unmovedBuilds(b, unmoved, left - 1, inOrder ? at : 0, inOrder);
    });
  });
}
