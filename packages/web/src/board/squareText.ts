import type { SquareView, Target } from './boardState.js';
import { squareLabel } from './squareNames.js';

const TARGET_WORDS: Record<Target, string> = {
  select: 'can act',
  place: 'place a worker here',
  move: 'move here',
  swap: 'move here, swapping places with the worker',
  push: 'move here, pushing the worker back',
  build: 'build here',
  moveOrBuild: 'move or build here (you choose)',
  force: 'force the worker here',
  remove: 'remove a block here',
};

/** What a screen reader says for a square: its name, level, dome and worker, then what a click does. */
export function squareAriaLabel(
  square: number,
  view: SquareView,
  target: Target | undefined,
  selected: boolean,
  changedLastTurn: boolean,
): string {
  const parts = [`${squareLabel(square)}, level ${view.level}`];
  if (view.dome) parts.push('dome');
  if (view.worker !== null) parts.push(`${view.worker.owner} ${view.worker.female ? 'female ' : ''}worker`);
  if (selected) parts.push('selected');
  if (target !== undefined) parts.push(TARGET_WORDS[target]);
  if (changedLastTurn) parts.push('changed last turn');
  return parts.join(', ');
}
