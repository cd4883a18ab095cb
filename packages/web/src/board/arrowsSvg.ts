import type { BoardArrow } from './boardState.js';

/** The centre of a square in the overlay's 500 × 500 units (rank 5 at the top). */
const centre = (square: number): [number, number] => [
  (square % 5) * 100 + 50,
  (4 - Math.floor(square / 5)) * 100 + 50,
];

const ARROW_COLOURS = { last: '#1b1f2a', hint: '#be185d' } as const;

/** One arrow from → to, stopping short of the target's centre, with a mark on the built square. */
function arrow(turn: BoardArrow): string {
  const colour = ARROW_COLOURS[turn.kind];
  const dash = turn.kind === 'hint' ? ' stroke-dasharray="14 9"' : '';
  const parts = [`<g class="arrow arrow-${turn.kind}" data-from="${turn.from}" data-to="${turn.to}">`];
  const [x1, y1] = centre(turn.from);
  const [x2, y2] = centre(turn.to);
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (length > 0) {
    const ux = (x2 - x1) / length;
    const uy = (y2 - y1) / length;
    const sx = x1 + ux * 18;
    const sy = y1 + uy * 18;
    const ex = x2 - ux * 52;
    const ey = y2 - uy * 52;
    const head = (side: number) => `${ex - ux * 4 + uy * side * 16} ${ey - uy * 4 - ux * side * 16}`;
    const line = (stroke: string, width: number, extra: string) =>
      `<path d="M${sx} ${sy} L${ex} ${ey}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra}/>` +
      `<path d="M${head(1)} L${ex + ux * 18} ${ey + uy * 18} L${head(-1)} Z" fill="${stroke}" stroke="${stroke}" stroke-width="${width / 3}" stroke-linejoin="round"/>`;
    parts.push(
      `<circle cx="${x1}" cy="${y1}" r="12" fill="${colour}" stroke="#ffffff" stroke-width="4" opacity="0.9"/>`,
      line('#ffffff', 15, ''),
      line(colour, 8, dash),
    );
  }
  if (turn.build !== null) {
    // The build: a badge with a plus in the built square's lower right corner, clear of its level.
    const [bx, by] = centre(turn.build);
    const [cx, cy] = [bx + 30, by + 30];
    parts.push(
      `<g class="arrow-build"><circle cx="${cx}" cy="${cy}" r="15" fill="${colour}" stroke="#ffffff" stroke-width="4"/>`,
      `<path d="M${cx - 8} ${cy} H${cx + 8} M${cx} ${cy - 8} V${cy + 8}" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/></g>`,
    );
  }
  if (turn.label !== null) {
    const lx = x1 + (x2 - x1) * 0.5;
    const ly = y1 + (y2 - y1) * 0.5;
    parts.push(
      `<circle cx="${lx}" cy="${ly}" r="17" fill="${colour}" stroke="#ffffff" stroke-width="3"/>`,
      `<text class="arrow-label" x="${lx}" y="${ly + 8}" text-anchor="middle" font-size="23" font-weight="800" fill="#ffffff">${turn.label.replace(/[&<>"']/g, '')}</text>`,
    );
  }
  parts.push('</g>');
  return parts.join('');
}

/** The arrows layer drawn over the squares (it takes no clicks). */
export const arrowsSvg = (arrows: readonly BoardArrow[]): string =>
  `<svg class="board-arrows" viewBox="0 0 500 500" aria-hidden="true" focusable="false">${arrows.map(arrow).join('')}</svg>`;
