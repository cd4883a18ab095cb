import { parseTurn, type Step } from '@santorini/engine';
import type { BoardArrow } from '../board/boardState.js';

/**
 * A suggested turn as an arrow for the board: the first move's from → to (a placement: the first
 * worker placed, from and to the same square) and the turn's last build; null for a turn with
 * nothing to draw (a pass) or one that does not parse.
 */
export function turnArrow(
  notation: string,
  kind: BoardArrow['kind'],
  label: string | null,
): BoardArrow | null {
  const parsed = parseTurn(notation);
  if (!parsed.ok) return null;
  const steps: readonly Step[] = parsed.value;
  let from: number | null = null;
  let to: number | null = null;
  let build: number | null = null;
  for (const step of steps) {
    if (step.kind === 'move' && from === null) {
      from = step.from;
      to = step.to;
    } else if (step.kind === 'place' && from === null) {
      from = step.to;
      to = step.to;
    } else if (step.kind === 'build') build = step.at;
  }
  if (from === null || to === null)
    return build === null ? null : { from: build, to: build, build, kind, label };
  return { from, to, build, kind, label };
}

/** The top turns as hint arrows labelled "1", "2", "3"… in their order. */
export function hintArrows(turns: readonly string[]): BoardArrow[] {
  return turns.flatMap((turn, index) => {
    const arrow = turnArrow(turn, 'hint', String(index + 1));
    return arrow === null ? [] : [arrow];
  });
}
