import { i18n } from '../i18n/i18n.js';
import type { SquareView, Target } from './boardState.js';

/** What a square's picture is made of under its marks: level, dome and worker, as one string. */
export function squareGround(view: SquareView): string {
  const worker = view.worker;
  const who =
    worker === null
      ? '-'
      : `${worker.side}${worker.female ? 'f' : 'm'}\u0000${worker.letter}\u0000${worker.owner}`;
  return `${view.level}${view.dome ? 'd' : ''}|${who}`;
}

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
  return `${i18n.language}|${target ?? ''}|${selected ? 's' : ''}${changedLastTurn ? 'c' : ''}|${squareGround(view)}`;
}
