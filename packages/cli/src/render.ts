import type { Position, Square } from '@santorini/engine';
import { SEAT_LETTERS } from './play/seats.js';

export interface RenderOptions {
  /** ANSI colour for workers and domes; the letters alone already tell them apart. */
  readonly color: boolean;
}

/**
 * Workers are drawn as their side's letter: seat 0 is A, seat 1 is B, seat 2 is C. In 4 players a
 * side is a team (seats 0+2 draw A, seats 1+3 draw B). Kept for callers that name sides by letter.
 */
export const SIDE_LETTERS = SEAT_LETTERS;
const DOME_MARK = 'X';

const ANSI_RESET = '\u001b[0m';
const SIDE_COLORS = ['\u001b[1;33m', '\u001b[1;36m', '\u001b[1;35m', '\u001b[1;32m'];
const DOME_COLOR = '\u001b[1;31m';

const FILES = '    a   b   c   d   e';
const RULE = '  +---+---+---+---+---+';

/** What the squares mean, for the game shown (team letters in 4 players, Selene's female worker). */
export function boardLegend(position: Position): string {
  const letters = SIDE_LETTERS.slice(0, position.sideCount).split('');
  const workers = `${letters.slice(0, -1).join(', ')} or ${letters.at(-1) ?? ''}`;
  const lines = [
    `Each square shows its level (0-3), then ${workers} for a worker standing on it, or X for a dome.`,
  ];
  if (position.playerCount === 4)
    lines.push('Teams share their workers: A marks the workers of team A+C, B those of team B+D.');
  if (position.orderedSides !== 0) lines.push('A lower-case letter is a female worker (Selene).');
  return lines.join('\n');
}

/** The legend of a 2-player board. */
export const BOARD_LEGEND =
  'Each square shows its level (0-3), then A or B for a worker standing on it, or X for a dome.';

/**
 * The board as seen from the south: rank 5 at the top, files a-e left to right, coordinates on
 * every side. A square `2A` is level 2 with one of A's workers on it; `3X` is a complete tower.
 * Where the sex of a side's workers matters (Selene), the female is drawn in lower case (`2a`).
 */
export function renderBoard(position: Position, options: RenderOptions): string {
  const lines = [FILES, RULE];
  for (let rank = 4; rank >= 0; rank--) {
    const cells: string[] = [];
    for (let file = 0; file < 5; file++) cells.push(renderSquare(position, rank * 5 + file, options));
    lines.push(`${rank + 1} |${cells.join('|')}| ${rank + 1}`, RULE);
  }
  lines.push(FILES);
  return `${lines.join('\n')}\n`;
}

function renderSquare(position: Position, square: Square, options: RenderOptions): string {
  const level = String(position.levelAt(square));
  const side = position.sideAt(square);
  if (position.domeAt(square)) return ` ${level}${paint(DOME_MARK, DOME_COLOR, options)}`;
  if (side < 0) return ` ${level} `;
  const letter = SIDE_LETTERS.charAt(side);
  const female = position.femaleAt(square);
  return ` ${level}${paint(female ? letter.toLowerCase() : letter, SIDE_COLORS[side], options)}`;
}

/** Wraps text in a side's colour when colour is on. */
export function paintSide(text: string, side: number, options: RenderOptions): string {
  return paint(text, SIDE_COLORS[side], options);
}

function paint(text: string, color: string | undefined, options: RenderOptions): string {
  return options.color && color !== undefined ? `${color}${text}${ANSI_RESET}` : text;
}
