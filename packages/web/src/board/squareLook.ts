import { i18n } from '../i18n/i18n.js';
import type { SquareView, Target } from './boardState.js';

/**
 * Everything a square's drawing and label are made from, as one string: the board compares it with
 * the one it last drew and leaves the square alone when they match, before building any markup or
 * label. The language is in it, since the label is in words.
 */
export function squareLook(
  view: SquareView,
  target: Target | undefined,
  selected: boolean,
  changedLastTurn: boolean,
): string {
  const worker = view.worker;
  const who =
    worker === null
      ? '-'
      : `${worker.side}${worker.female ? 'f' : 'm'}\u0000${worker.letter}\u0000${worker.owner}`;
  return `${i18n.language}|${view.level}${view.dome ? 'd' : ''}|${target ?? ''}|${selected ? 's' : ''}${changedLastTurn ? 'c' : ''}|${who}`;
}
