import { NONE } from '../position.js';
import { refusal } from '../refusal.js';
import { type Square } from '../square.js';
import { build, type Turn } from '../steps.js';
import type { Position } from '../position.js';
import { buildProblem, buildsOf, eachMove, lastMoverOf, otherWorker } from './building.js';
import { NO_POWER } from './none.js';
import type { Power, TurnBuilder } from './power.js';
import { buildTargets, forEachSquare } from './shape.js';
import { reorderedSteps } from './spelling.js';

/** How many times Poseidon's unmoved worker may build. */
const EXTRA_BUILDS = 3;

/**
 * Poseidon (27), End of Your Turn: after the normal build, if his unmoved worker is on the ground
 * (level 0), it may build up to 3 times on spaces next to itself, each build normal and optional,
 * the same space again allowed (each written with its prefix: `b1+b2`). No power with one worker
 * (there is no unmoved worker). The unmoved worker's level is checked before each build; it stays 0,
 * since it builds next to itself. Its extra builds are generated in square order (see unmovedBuilds).
 */
export const POSEIDON: Power = {
  god: 'poseidon',
  number: 27,
  completeTurns(b) {
    eachMove(b, (to) => {
      const unmoved = otherWorker(b.pos, b.seat, to);
      forEachSquare(buildTargets(b.pos, to), (at) => {
        b.step(build(at, to), () => {
          unmovedBuilds(b, unmoved, EXTRA_BUILDS, 0);
        });
      });
    });
  },
  hasTurn: NO_POWER.hasTurn,
  canonicalTurn: sortExtraBuilds,
  // The extra builds in any order, as `sortExtraBuilds` respells them.
  spellingSteps: (pos, _seat, done, turns) =>
    reorderedSteps(done, turns, 2, () => !pos.setup.gods.includes('chronus')),
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
};

/**
 * Ends the turn here, or lets the unmoved worker on the ground build again (`left` more times) on a
 * square numbered `from` or higher: builds on different squares commute, so generating them in
 * square order reaches every result once (thousands of orders fewer); `canonicalTurn` sorts.
 */
function unmovedBuilds(b: TurnBuilder, unmoved: Square, left: number, from: Square): void {
  b.end();
  if (left === 0 || unmoved === NONE || b.pos.levelAt(unmoved) !== 0) return;
  forEachSquare(buildTargets(b.pos, unmoved) & ~((1 << from) - 1), (at) => {
    b.step(build(at, unmoved), () => {
      unmovedBuilds(b, unmoved, left - 1, at);
    });
  });
}

/**
 * The generated spelling of a Poseidon turn: his unmoved worker's extra builds in square order.
 * (Not with Chronus in play: there a build can win mid-turn, so order can matter.)
 */
function sortExtraBuilds(pos: Position, _seat: number, steps: Turn): Turn | null {
  if (pos.setup.gods.includes('chronus')) return null;
  const [first, second, ...extra] = steps;
  if (first?.kind !== 'move' || second === undefined || extra.length < 2) return null;
  const prefixed = extra.every(
    (step) => step.kind === 'build' && step.builder !== undefined && step.builder !== first.to,
  );
  if (!prefixed) return null;
  const sorted = [...extra].sort((a, b) => (a.kind === 'build' && b.kind === 'build' ? a.at - b.at : 0));
  return [first, second, ...sorted];
}
