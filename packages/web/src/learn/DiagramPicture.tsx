import { useId } from 'react';
import { squareSvg } from '../board/squareSvg.js';
import { markTarget, parseDiagram, type DiagramPoint } from './diagram.js';

const CELL = 100;
const GAP = 4;

const origin = (index: number): number => index * (CELL + GAP);
const centre = (index: number): number => origin(index) + CELL / 2;

/** A refused square: a red cross in its corner (with the text, never colour alone). */
const notAllowed = (x: number, y: number): string =>
  `<g transform="translate(${x + 66} ${y + 8})"><circle cx="13" cy="13" r="14" fill="#fff" stroke="#b91c1c" stroke-width="3"/><path d="M6 6 L20 20 M20 6 L6 20" stroke="#b91c1c" stroke-width="4" stroke-linecap="round"/></g>`;

/** An arrow from the middle of one square towards the middle of another, stopping short of it. */
function arrow([fromColumn, fromRow]: DiagramPoint, [toColumn, toRow]: DiagramPoint): string {
  const x1 = centre(fromColumn);
  const y1 = centre(fromRow);
  const dx = centre(toColumn) - x1;
  const dy = centre(toRow) - y1;
  const length = Math.hypot(dx, dy);
  const [ux, uy] = [dx / length, dy / length];
  const at = (along: number, across = 0): string =>
    `${(x1 + ux * along - uy * across).toFixed(1)} ${(y1 + uy * along + ux * across).toFixed(1)}`;
  const tip = length - 22;
  const line = `M${at(22)} L${at(tip - 14)}`;
  const head = `M${at(tip)} L${at(tip - 20, 12)} L${at(tip - 20, -12)} Z`;
  return [
    `<path d="${line}" stroke="#fff" stroke-width="12" stroke-linecap="round"/>`,
    `<path d="${head}" fill="#fff" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>`,
    `<path d="${line}" stroke="#7c2d12" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="${head}" fill="#7c2d12"/>`,
  ].join('');
}

export interface DiagramPictureProps {
  /** What the picture shows: its caption, which also names it for screen readers. */
  readonly label: string;
  /** The squares, as parseDiagram reads them. */
  readonly rows: readonly string[];
  readonly arrows?: readonly (readonly [DiagramPoint, DiagramPoint])[];
}

/** A small board diagram drawn with the board's own squares, plus arrows and refused marks, captioned. */
export function DiagramPicture({ label, rows, arrows = [] }: DiagramPictureProps) {
  const captionId = useId();
  const diagram = parseDiagram(rows);
  const width = origin(diagram.columns) - GAP;
  const height = origin(diagram.rows.length) - GAP;
  const parts: string[] = [];
  diagram.rows.forEach((row, rowIndex) => {
    row.forEach((square, column) => {
      const x = origin(column);
      const y = origin(rowIndex);
      parts.push(
        squareSvg(square.view, markTarget(square.mark), square.selected).replace(
          '<svg ',
          `<svg x="${String(x)}" y="${String(y)}" width="${String(CELL)}" height="${String(CELL)}" `,
        ),
      );
      if (square.mark === 'not') parts.push(notAllowed(x, y));
    });
  });
  for (const [from, to] of arrows) parts.push(arrow(from, to));
  return (
    <figure className="learn-figure">
      <svg
        className="learn-diagram"
        role="img"
        aria-labelledby={captionId}
        viewBox={`0 0 ${String(width)} ${String(height)}`}
        style={{ maxWidth: `${String(diagram.columns * 3.8)}rem` }}
        dangerouslySetInnerHTML={{ __html: parts.join('') }}
      />
      <figcaption id={captionId}>{label}</figcaption>
    </figure>
  );
}
