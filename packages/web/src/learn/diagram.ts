import type { SquareView, Target } from '../board/boardState.js';
import { sideLetter } from '../game/seats.js';

/** A mark over a square of a diagram: a move or build that is allowed, or one that is not. */
export type DiagramMark = 'move' | 'build' | 'not';

export interface DiagramSquare {
  readonly view: SquareView;
  readonly selected: boolean;
  readonly mark: DiagramMark | null;
}

/** A column and a row of a diagram, from its top left corner (0, 0). */
export type DiagramPoint = readonly [column: number, row: number];

export interface Diagram {
  readonly columns: number;
  readonly rows: readonly (readonly DiagramSquare[])[];
}

const WORKERS = {
  B: { side: 0, owner: 'Blue', female: false },
  W: { side: 1, owner: 'White', female: false },
} as const;

/** A diagram's worker, its letter in the current language (as on the board). */
const workerOf = (worker: 'B' | 'W') => ({ ...WORKERS[worker], letter: sideLetter(WORKERS[worker].side) });

const MARKS: Readonly<Record<string, DiagramMark>> = { m: 'move', b: 'build', x: 'not' };

/** The board's own marker for a mark that the board draws (a refused square gets a cross of ours). */
export const markTarget = (mark: DiagramMark | null): Target | undefined =>
  mark === 'move' ? 'move' : mark === 'build' ? 'build' : undefined;

/**
 * Reads a diagram written as rows of squares separated by spaces, each a level 0–3 followed by any
 * of: `D` a dome, `B` / `W` a Blue / White worker, `S` selected, `m` a move here, `b` a build here,
 * `x` not allowed here. For example `['0 1m 2x', '0B 0m 3D']`.
 */
export function parseDiagram(rows: readonly string[]): Diagram {
  const parsed = rows.map((row, rowIndex) =>
    row
      .trim()
      .split(/\s+/)
      .map((token, column) => {
        const match = /^([0-3])(D?)([BW]?)(S?)([mbx]?)$/.exec(token);
        if (match === null)
          throw new Error(
            `diagram row ${rowIndex + 1}, square ${column + 1}: "${token}" is not a level 0–3 with D, B/W, S, m/b/x`,
          );
        const [, level = '0', dome, worker, selected, mark] = match;
        return {
          view: {
            level: Number(level),
            dome: dome === 'D',
            worker: worker === 'B' || worker === 'W' ? workerOf(worker) : null,
          },
          selected: selected === 'S',
          mark: MARKS[mark ?? ''] ?? null,
        };
      }),
  );
  const columns = parsed[0]?.length ?? 0;
  if (columns === 0) throw new Error('a diagram needs at least one square');
  parsed.forEach((row, index) => {
    if (row.length !== columns)
      throw new Error(`diagram row ${index + 1} has ${row.length} squares, the first has ${columns}`);
  });
  return { columns, rows: parsed };
}
