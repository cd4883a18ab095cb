import { t } from '../i18n/i18n.js';
import type { SquareView, Target } from './boardState.js';
import { squareLabel } from './squareNames.js';

/** What a screen reader says for a square: its name, level, dome and worker, then what a click does. */
export function squareAriaLabel(
  square: number,
  view: SquareView,
  target: Target | undefined,
  selected: boolean,
  changedLastTurn: boolean,
): string {
  const parts = [t('game.square.level', { square: squareLabel(square), level: view.level })];
  if (view.dome) parts.push(t('game.square.dome'));
  if (view.worker !== null)
    parts.push(
      t(view.worker.female ? 'game.square.femaleWorker' : 'game.square.worker', { owner: view.worker.owner }),
    );
  if (selected) parts.push(t('game.square.selected'));
  if (target !== undefined) parts.push(t(`game.square.target.${target}`));
  if (changedLastTurn) parts.push(t('game.square.changedLastTurn'));
  return parts.join(', ');
}
