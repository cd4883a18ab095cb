/**
 * Prometheus (rules §7.10): may build before moving; then that same worker must move, not up, and
 * builds again (the same space allowed). Without the first build the turn is normal.
 * Phases: start → (pre <square>) → build → end.
 */
import { parseSquare, squareName } from '../model.js';
import { type Ply, baseNext, buildStep, normalBuildTargets, normalMoves, ownWorkers } from '../ply.js';
import type { Power } from '../power.js';

const PRE = 'pre ';

function preBuilds(ply: Ply): Ply[] {
  return ownWorkers(ply).flatMap((w) =>
    normalBuildTargets(ply.state, w).map((sq) =>
      buildStep(ply, w, sq, false, `${PRE}${squareName(w)}`, false),
    ),
  );
}

function movesNotUp(ply: Ply): Ply[] {
  const worker = parseSquare(ply.phase.slice(PRE.length));
  if (worker === null) return [];
  return normalMoves(ply, worker, 'build').filter((p) => {
    const move = p.events[p.events.length - 1];
    return move?.kind === 'move' && move.toLevel <= move.fromLevel;
  });
}

export const PROMETHEUS: Power = {
  name: 'prometheus',
  next: (ply) => {
    if (ply.phase.startsWith(PRE)) return movesNotUp(ply);
    return ply.phase === 'start' ? [...baseNext(ply), ...preBuilds(ply)] : baseNext(ply);
  },
};
