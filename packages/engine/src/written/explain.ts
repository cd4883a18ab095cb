import { NONE, type Position } from '../core/position.js';
import { refusal, type Refusal } from '../core/refusal.js';
import type { Square } from '../core/square.js';
import type { Step, Turn } from '../core/steps.js';
import { powerFor } from '../turn/held.js';
import { buildProblem, stepProblem } from '../gods/movement.js';

function explainPlace(pos: Position, placing: boolean, to: Square): Refusal {
  if (!placing) return refusal('placementOver');
  if (pos.domeAt(to)) return refusal('domed', { squares: [to] });
  if (pos.sideAt(to) !== NONE) return refusal('occupied', { squares: [to] });
  return refusal('notPlaceable', { squares: [to] });
}

function explainMove(pos: Position, seat: number, done: readonly Step[], from: Square, to: Square): Refusal {
  if (done.some((step) => step.kind === 'move')) return refusal('oneMove');
  const side = pos.sideAt(from);
  if (side === NONE) return refusal('noWorker', { squares: [from] });
  if (side !== pos.sideOf(seat)) return refusal('notYours', { squares: [from] });
  return stepProblem(pos, from, to) ?? refusal('notLegalMove', { squares: [from, to] });
}

function explainBuild(
  pos: Position,
  done: readonly Step[],
  at: Square,
  dome: boolean,
  builder: Square | undefined,
): Refusal {
  const moves = done.filter((step) => step.kind === 'move');
  const lastMove = moves[moves.length - 1];
  if (lastMove === undefined) return refusal('moveFirst');
  if (done.some((step) => step.kind === 'build')) return refusal('oneBuild');
  if (builder !== undefined && builder !== lastMove.to)
    return refusal('onlyMoverBuilds', { squares: [lastMove.to] });
  return buildProblem(pos, lastMove.to, at, dome) ?? refusal('notLegalBuild', { squares: [at] });
}

/**
 * Why `step` cannot follow `done` for `seat` (base rules); `pos` is the position after `done` and
 * `candidates` the legal turns that begin with `done`.
 */
export function explainStep(
  pos: Position,
  seat: number,
  done: readonly Step[],
  step: Step,
  candidates: readonly Turn[],
): Refusal {
  if (pos.win !== NONE) return refusal('turnEnded', { steps: done });
  const placing = pos.inPlacement || done.some((taken) => taken.kind === 'place');
  // The mover's own power explains its steps first, also one past the end of its turn (a power
  // out of extra steps). In an extra turn the power held is the extra turn's: it explains that turn.
  if (!placing) {
    const own = powerFor(pos, seat).explainStep?.(pos, seat, done, step) ?? null;
    if (own !== null) return own;
  }
  if (candidates.every((turn) => turn.length === done.length))
    return refusal('turnComplete', { steps: done });
  if (placing && step.kind !== 'place') return refusal('placeFirst', { seat });
  switch (step.kind) {
    case 'place':
      return explainPlace(pos, placing, step.to);
    case 'move':
      return explainMove(pos, seat, done, step.from, step.to);
    case 'build':
      return explainBuild(pos, done, step.at, step.dome, step.builder);
    case 'force':
      return refusal('noForce');
    case 'remove':
      return refusal('noRemove');
    case 'pass':
      return refusal('noPass');
  }
}
