import type { BoardState, Target } from '../board/boardState.js';

/** What a highlight means: a target kind, the chosen worker, or a square the last turn changed. */
export type HighlightKind = Target | 'selected' | 'last-turn';

/**
 * The flat shapes highlights are drawn as, each unlike the others so colour is never the only signal:
 * rings for workers (thin: may be chosen, thick: chosen, double: swap or push onto it), a disc where a
 * worker may go, a square frame where a block may go, both where either may, a diamond for a forced
 * move, a cross for a removal, and corner marks for the last turn.
 */
export type HighlightShapeKind =
  | 'thin-ring'
  | 'thick-ring'
  | 'double-ring'
  | 'disc'
  | 'square'
  | 'disc-in-square'
  | 'diamond'
  | 'cross'
  | 'corners';

export interface HighlightLook {
  readonly shape: HighlightShapeKind;
  readonly colour: string;
  /** A darker rim, so a pale highlight still shows on a whitewashed top. */
  readonly edge: string;
}

export const HIGHLIGHT_LOOKS: Readonly<Record<HighlightKind, HighlightLook>> = {
  select: { shape: 'thin-ring', colour: '#eab308', edge: '#713f12' },
  selected: { shape: 'thick-ring', colour: '#facc15', edge: '#713f12' },
  place: { shape: 'disc', colour: '#22c55e', edge: '#14532d' },
  move: { shape: 'disc', colour: '#22c55e', edge: '#14532d' },
  swap: { shape: 'double-ring', colour: '#14b8a6', edge: '#134e4a' },
  push: { shape: 'double-ring', colour: '#14b8a6', edge: '#134e4a' },
  build: { shape: 'square', colour: '#f59e0b', edge: '#78350f' },
  moveOrBuild: { shape: 'disc-in-square', colour: '#a3e635', edge: '#365314' },
  force: { shape: 'diamond', colour: '#f43f5e', edge: '#881337' },
  remove: { shape: 'cross', colour: '#ef4444', edge: '#7f1d1d' },
  'last-turn': { shape: 'corners', colour: '#8b5cf6', edge: '#4c1d95' },
};

/** The highlights of one square, bottom first: the last turn's corners, then what a click does. */
export function highlightKinds(state: BoardState, square: number): HighlightKind[] {
  const kinds: HighlightKind[] = [];
  if (state.lastTurn.includes(square)) kinds.push('last-turn');
  const target = state.targets.get(square);
  // The chosen worker's ring replaces its "may be chosen" ring; any other target still shows.
  if (state.selected === square) kinds.push('selected');
  if (target !== undefined && !(state.selected === square && target === 'select')) kinds.push(target);
  return kinds;
}

/**
 * One flat piece of a highlight, lying on the surface: a ring (`inner`–`outer` radius, `sides`
 * segments: 4 makes a square frame or a diamond), a disc, a bar or a triangle; `turn` rotates it
 * about the vertical, `dx`/`dz` move it off the square's centre.
 */
export type HighlightPiece =
  | {
      readonly kind: 'ring';
      readonly inner: number;
      readonly outer: number;
      readonly sides: number;
      readonly turn: number;
    }
  | {
      readonly kind: 'disc';
      readonly radius: number;
      readonly sides: number;
      readonly turn: number;
      readonly dx: number;
      readonly dz: number;
    }
  | { readonly kind: 'bar'; readonly length: number; readonly width: number; readonly turn: number };

const ring = (inner: number, outer: number, sides = 40, turn = 0): HighlightPiece => ({
  kind: 'ring',
  inner,
  outer,
  sides,
  turn,
});
const disc = (radius: number, sides = 32, turn = 0, dx = 0, dz = 0): HighlightPiece => ({
  kind: 'disc',
  radius,
  sides,
  turn,
  dx,
  dz,
});
/** A square frame of half-side `half`, `width` wide (a 4-sided ring turned 45°, so sides not corners face out). */
const squareFrame = (half: number, width: number): HighlightPiece =>
  ring((half - width) * Math.SQRT2, half * Math.SQRT2, 4, Math.PI / 4);

/** The pieces of a highlight shape on a surface `size` wide. */
export function highlightPieces(shape: HighlightShapeKind, size: number): HighlightPiece[] {
  const r = size / 2;
  switch (shape) {
    case 'thin-ring':
      return [ring(r * 0.8, r * 0.9)];
    case 'thick-ring':
      return [ring(r * 0.66, r * 0.94)];
    case 'double-ring':
      return [ring(r * 0.82, r * 0.92), ring(r * 0.6, r * 0.7)];
    case 'disc':
      return [disc(r * 0.46)];
    case 'square':
      return [squareFrame(r * 0.84, r * 0.2)];
    case 'disc-in-square':
      return [squareFrame(r * 0.86, r * 0.14), disc(r * 0.36)];
    case 'diamond':
      return [ring(r * 0.72, r * 0.96, 4)];
    case 'cross':
      return [-1, 1].map((sign) => ({
        kind: 'bar',
        length: size * 0.9,
        width: r * 0.2,
        turn: (sign * Math.PI) / 4,
      }));
    case 'corners':
      // A triangle in each corner, pointing out of the square.
      return [0, 1, 2, 3].map((corner) => {
        const angle = Math.PI / 4 + (corner * Math.PI) / 2;
        const out = r * 0.78 * Math.SQRT2;
        return disc(r * 0.26, 3, angle, Math.cos(angle) * out, -Math.sin(angle) * out);
      });
  }
}

/** The same piece grown by `by` on every side: its dark rim, drawn under it. */
export function grownPiece(piece: HighlightPiece, by: number): HighlightPiece {
  switch (piece.kind) {
    case 'ring': {
      // A 4-sided ring's radii run to its corners, √2 further than its sides.
      const stretch = piece.sides === 4 ? by * Math.SQRT2 : by;
      return { ...piece, inner: Math.max(0, piece.inner - stretch), outer: piece.outer + stretch };
    }
    case 'disc':
      return { ...piece, radius: piece.radius + (piece.sides === 3 ? by * 2 : by) };
    case 'bar':
      return { ...piece, length: piece.length + by * 2, width: piece.width + by * 2 };
  }
}
