import type { Position, Square } from '@santorini/engine';

export interface RenderOptions {
  /** ANSI colour for workers and domes; the letters alone already tell them apart. */
  readonly color: boolean;
}

/** Workers are drawn as their side's letter: seat 0 is A, seat 1 is B (teams in 4 players). */
export const SIDE_LETTERS = 'ABCD';
const DOME_MARK = 'X';

const ANSI_RESET = '\u001b[0m';
const SIDE_COLORS = ['\u001b[1;33m', '\u001b[1;36m', '\u001b[1;35m', '\u001b[1;32m'];
const DOME_COLOR = '\u001b[1;31m';

const FILES = '    a   b   c   d   e';
const RULE = '  +---+---+---+---+---+';

export const BOARD_LEGEND =
  'Each square shows its level (0-3), then A or B for a worker standing on it, or X for a dome.';

/**
 * The board as seen from the south: rank 5 at the top, files a-e left to right, coordinates on
 * every side. A square `2A` is level 2 with one of A's workers on it; `3X` is a complete tower.
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
  return ` ${level}${paint(SIDE_LETTERS.charAt(side), SIDE_COLORS[side], options)}`;
}

function paint(text: string, color: string | undefined, options: RenderOptions): string {
  return options.color && color !== undefined ? `${color}${text}${ANSI_RESET}` : text;
}
