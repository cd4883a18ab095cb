import type { Turn } from '@santorini/engine';
import type { BoardArrow } from '../board/boardState.js';

/**
 * The last turn as arrows: each move (and each forced move) from → to, the turn's last build marked
 * on the last move's arrow. A placement or a pass draws nothing.
 */
export function lastTurnArrows(steps: Turn): BoardArrow[] {
  const arrows: { from: number; to: number; build: number | null }[] = [];
  let build: number | null = null;
  for (const step of steps)
    if (step.kind === 'move' || step.kind === 'force')
      arrows.push({ from: step.from, to: step.to, build: null });
    else if (step.kind === 'build') build = step.at;
  const last = arrows[arrows.length - 1];
  if (last !== undefined) last.build = build;
  return arrows.map((arrow) => ({ ...arrow, kind: 'last', label: null }));
}
