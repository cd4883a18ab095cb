import type { BoardArrow, BoardState, SquareView } from '../board/boardState.js';
import { sideColour } from '../board/sideColours.js';
import {
  HIGHLIGHT_LOOKS,
  highlightKinds,
  type HighlightKind,
  type HighlightShapeKind,
} from './highlights.js';
import { GROUND, TIER_COLOURS } from './palette.js';

/**
 * The 3D board as plain data: where every tile, tier, dome, worker, highlight and arrow goes, what
 * model it is and how it is coloured. Units: one square is 1 wide; x grows towards the e-file, z
 * towards rank 1 (the viewer), y is up. Board3D only turns these into meshes.
 */

export interface TileShape {
  readonly square: number;
  readonly x: number;
  readonly z: number;
  readonly colour: string;
}

export interface BlockShape {
  readonly square: number;
  /** 1, 2 or 3: each tier is narrower and taller in total, so a glance tells the levels apart. */
  readonly level: number;
  /** The block's centre. */
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly width: number;
  readonly height: number;
  readonly colour: string;
}

export interface DomeShape {
  readonly model: 'dome';
  readonly square: number;
  readonly x: number;
  /** Where the drum's foot sits: the top of the stack. */
  readonly y: number;
  readonly z: number;
  readonly radius: number;
  /** The short white drum the blue hemisphere sits on. */
  readonly drumHeight: number;
}

export interface WorkerShape {
  /** A pawn; Selene's female worker wears a crown instead of a round head. */
  readonly model: 'pawn' | 'crowned-pawn';
  readonly square: number;
  readonly x: number;
  /** Where the worker stands: the top of its tower. */
  readonly y: number;
  readonly z: number;
  readonly side: number;
  readonly colour: string;
  /** The letter's colour, readable on `colour`. */
  readonly textColour: string;
  readonly letter: string;
  readonly selected: boolean;
}

export interface HighlightShape {
  readonly square: number;
  readonly kind: HighlightKind;
  readonly shape: HighlightShapeKind;
  readonly colour: string;
  readonly edge: string;
  readonly x: number;
  /** Just above the top surface of the stack, never on the ground under a block. */
  readonly y: number;
  readonly z: number;
  /** The width of the surface it lies on. */
  readonly size: number;
}

export type Point = readonly [x: number, y: number, z: number];

export interface ArrowShape {
  readonly kind: BoardArrow['kind'];
  readonly colour: string;
  /** An arc from the top of the `from` stack, over `control`, to the top of the `to` stack. */
  readonly from: Point;
  readonly control: Point;
  readonly to: Point;
  readonly label: string | null;
  /** Where the label floats: above the arc's highest point. */
  readonly labelAt: Point;
  /** The mark on the square built on, if the turn built. */
  readonly build: { readonly square: number; readonly at: Point; readonly size: number } | null;
}

export interface SceneDescription {
  readonly tiles: readonly TileShape[];
  readonly blocks: readonly BlockShape[];
  readonly domes: readonly DomeShape[];
  readonly workers: readonly WorkerShape[];
  readonly highlights: readonly HighlightShape[];
  readonly arrows: readonly ArrowShape[];
}

export const TILE_HEIGHT = 0.1;
export const TILE_WIDTH = 0.94;
export const BLOCK_HEIGHTS: readonly number[] = [0.36, 0.32, 0.28];
export const BLOCK_WIDTHS: readonly number[] = [0.9, 0.74, 0.58];
/** How far a highlight hovers above the surface it marks. */
export const HIGHLIGHT_LIFT = 0.012;
export const DRUM_HEIGHT = 0.08;
export const ARROW_COLOURS: Readonly<Record<BoardArrow['kind'], string>> = {
  last: HIGHLIGHT_LOOKS['last-turn'].colour,
  hint: '#db2777',
};

/** The centre of `square` on the ground. */
export function squareCentre(square: number): { readonly x: number; readonly z: number } {
  return { x: (square % 5) - 2, z: 2 - Math.floor(square / 5) };
}

/** The square under a point on the ground, or null off the board. */
export function squareAt(x: number, z: number): number | null {
  const file = Math.round(x + 2);
  const rank = Math.round(2 - z);
  if (file < 0 || file > 4 || rank < 0 || rank > 4) return null;
  // `| 0` turns Math.round's -0 (a point just left of or below a1's centre) into square 0.
  return (rank * 5 + file) | 0;
}

/** How high the top of `level` blocks is above the ground. */
export function levelTop(level: number): number {
  let top = TILE_HEIGHT;
  for (let index = 0; index < level; index++) top += BLOCK_HEIGHTS[index] ?? 0;
  return top;
}

/** The width of the top surface of a stack of `level` blocks (the tile's at level 0). */
export function topWidth(level: number): number {
  return level === 0 ? TILE_WIDTH : (BLOCK_WIDTHS[Math.min(level, BLOCK_WIDTHS.length) - 1] ?? 0);
}

/** A dome just fits the top of its tower, and on the ground it is as big as a tile allows. */
export function domeRadius(level: number): number {
  return topWidth(level) * (level === 0 ? 0.4 : 0.46);
}

/** The very top of a square's stack: a dome's crown when it has one. */
export function stackTop(view: SquareView): number {
  const top = levelTop(view.level);
  return view.dome ? top + DRUM_HEIGHT + domeRadius(view.level) : top;
}

function blocksOf(square: number, level: number): BlockShape[] {
  const { x, z } = squareCentre(square);
  return Array.from({ length: level }, (_, index) => {
    const height = BLOCK_HEIGHTS[index] ?? 0;
    return {
      square,
      level: index + 1,
      x,
      y: levelTop(index) + height / 2,
      z,
      width: BLOCK_WIDTHS[index] ?? 0,
      height,
      colour: TIER_COLOURS[index] ?? '#ffffff',
    };
  });
}

function highlightsOf(state: BoardState, square: number, level: number): HighlightShape[] {
  const { x, z } = squareCentre(square);
  return highlightKinds(state, square).map((kind) => ({
    square,
    kind,
    ...HIGHLIGHT_LOOKS[kind],
    x,
    y: levelTop(level) + HIGHLIGHT_LIFT,
    z,
    size: topWidth(level),
  }));
}

function arrowOf(state: BoardState, arrow: BoardArrow): ArrowShape {
  const point = (square: number, lift: number): Point => {
    const { x, z } = squareCentre(square);
    const view = state.squares[square];
    return [x, (view === undefined ? TILE_HEIGHT : levelTop(view.level)) + lift, z];
  };
  const from = point(arrow.from, 0.06);
  const to = point(arrow.to, 0.06);
  const distance = Math.hypot(to[0] - from[0], to[2] - from[2]);
  const apex = Math.max(from[1], to[1]) + 0.55 + distance * 0.15;
  const control: Point = [(from[0] + to[0]) / 2, apex, (from[2] + to[2]) / 2];
  return {
    kind: arrow.kind,
    colour: ARROW_COLOURS[arrow.kind],
    from,
    control,
    to,
    label: arrow.label,
    // A quadratic arc peaks halfway between its ends' mean height and its control point.
    labelAt: [control[0], (from[1] + to[1]) / 4 + apex / 2 + 0.2, control[2]],
    build: arrow.build === null ? null : buildMark(state, arrow.build),
  };
}

function buildMark(state: BoardState, square: number): ArrowShape['build'] {
  const view = state.squares[square];
  if (view === undefined) return null;
  const { x, z } = squareCentre(square);
  // Over a dome when the build was one, so the mark is never hidden inside it.
  return { square, at: [x, stackTop(view) + HIGHLIGHT_LIFT, z], size: topWidth(view.level) };
}

/** What the 3D view draws for a board state. */
export function describeScene(state: BoardState): SceneDescription {
  const tiles: TileShape[] = [];
  const blocks: BlockShape[] = [];
  const domes: DomeShape[] = [];
  const workers: WorkerShape[] = [];
  const highlights: HighlightShape[] = [];
  state.squares.forEach((view, square) => {
    const { x, z } = squareCentre(square);
    const file = square % 5;
    const rank = Math.floor(square / 5);
    tiles.push({ square, x, z, colour: GROUND[(file + rank) % 2] ?? GROUND[0] });
    blocks.push(...blocksOf(square, view.level));
    highlights.push(...highlightsOf(state, square, view.level));
    const top = levelTop(view.level);
    if (view.dome)
      domes.push({
        model: 'dome',
        square,
        x,
        y: top,
        z,
        radius: domeRadius(view.level),
        drumHeight: DRUM_HEIGHT,
      });
    if (view.worker !== null) {
      const colours = sideColour(view.worker.side);
      workers.push({
        model: view.worker.female ? 'crowned-pawn' : 'pawn',
        square,
        x,
        y: top,
        z,
        side: view.worker.side,
        colour: colours.fill,
        textColour: colours.text,
        letter: view.worker.letter,
        selected: state.selected === square,
      });
    }
  });
  const arrows = (state.arrows ?? []).map((arrow) => arrowOf(state, arrow));
  return { tiles, blocks, domes, workers, highlights, arrows };
}
