/**
 * Hermes (rules §7.7): a normal turn (one move up or down, then that worker builds), or a power turn:
 * only moves that stay on the same level, any number by either worker (zero included, squares may be
 * revisited), then either worker builds once. A level move starts or continues a power turn (a single
 * level move then a build by the mover is the same either way).
 * Phases: start → build (a move that changed level) | level (level moves so far) → end.
 */
import { type Square, levelOf } from '../model.js';
import {
  type Ply,
  buildStep,
  cycleMergeKey,
  normalBuildTargets,
  normalBuilds,
  normalMoveTargets,
  moveStep,
  ownWorkers,
} from '../ply.js';
import type { Power } from '../power.js';

function eitherBuilds(ply: Ply): Ply[] {
  return ownWorkers(ply).flatMap((w) =>
    normalBuildTargets(ply.state, w).map((sq) => buildStep(ply, w, sq, false, 'end', true)),
  );
}

function levelMoves(ply: Ply, from: Square): Ply[] {
  return normalMoveTargets(ply.state, from)
    .filter((to) => levelOf(ply.state, to) === levelOf(ply.state, from))
    .map((to) => moveStep(ply, from, to, 'level', false));
}

function firstMoves(ply: Ply, from: Square): Ply[] {
  return normalMoveTargets(ply.state, from).map((to) =>
    moveStep(ply, from, to, levelOf(ply.state, to) === levelOf(ply.state, from) ? 'level' : 'build', false),
  );
}

export const HERMES: Power = {
  name: 'hermes',
  next: (ply) => {
    switch (ply.phase) {
      case 'start':
        return [...ownWorkers(ply).flatMap((w) => firstMoves(ply, w)), ...eitherBuilds(ply)];
      case 'level':
        return [...ownWorkers(ply).flatMap((w) => levelMoves(ply, w)), ...eitherBuilds(ply)];
      case 'build':
        return ply.lastMover === null ? [] : normalBuilds(ply, ply.lastMover, 'end');
      default:
        return [];
    }
  },
  mergeKey: cycleMergeKey,
};
