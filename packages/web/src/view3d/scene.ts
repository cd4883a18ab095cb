import type { BoardState, Target } from '../board/boardState.js';
import { sideColour } from '../board/sideColours.js';

/**
 * The 3D board as plain data: where every tile, block, dome and worker goes and how it is coloured.
 * Units: one square is 1 wide; x grows towards the e-file, z towards rank 1 (the viewer), y is up.
 */

export type TileMark = Target | 'selected' | 'last-turn' | 'none';

export interface TileShape {
  readonly square: number;
  readonly x: number;
  readonly z: number;
  readonly colour: string;
  readonly mark: TileMark;
}

export interface BlockShape {
  readonly square: number;
  /** 1, 2 or 3: each level is narrower and differently coloured, so a glance tells them apart. */
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
  readonly square: number;
  readonly x: number;
  /** Where the dome's flat base sits. */
  readonly y: number;
  readonly z: number;
  readonly radius: number;
}

export interface WorkerShape {
  readonly square: number;
  readonly x: number;
  /** Where the worker stands: the top of its tower. */
  readonly y: number;
  readonly z: number;
  readonly colour: string;
  /** Selene's female worker wears a pink crown. */
  readonly female: boolean;
  readonly selected: boolean;
}

export interface SceneDescription {
  readonly tiles: readonly TileShape[];
  readonly blocks: readonly BlockShape[];
  readonly domes: readonly DomeShape[];
  readonly workers: readonly WorkerShape[];
}

export const TILE_HEIGHT = 0.1;
export const BLOCK_HEIGHTS: readonly number[] = [0.34, 0.3, 0.26];
export const BLOCK_WIDTHS: readonly number[] = [0.9, 0.76, 0.62];
export const BLOCK_COLOURS: readonly string[] = ['#e7e2d4', '#c9c2ae', '#a39a82'];
export const DOME_COLOUR = '#1e3a8a';
export const FEMALE_COLOUR = '#ec4899';
/** A ring round the selected worker's feet, on top of the yellow tile. */
export const SELECTED_RING = '#ca8a04';

/** Tile colours: the same meanings as the 2D board's borders. */
export const MARK_COLOURS: Readonly<Record<TileMark, string>> = {
  none: '#bcd99a',
  'last-turn': '#c4b5fd',
  selected: '#facc15',
  select: '#fde68a',
  place: '#4ade80',
  move: '#4ade80',
  swap: '#4ade80',
  push: '#4ade80',
  force: '#4ade80',
  build: '#f59e0b',
  moveOrBuild: '#a3e635',
  remove: '#f87171',
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

/** A dome just fits the top of its tower (a dome on level 3 caps the narrowest block). */
function domeRadius(level: number): number {
  return (BLOCK_WIDTHS[Math.min(level, BLOCK_WIDTHS.length - 1)] ?? 0.6) * 0.46;
}

function tileMark(state: BoardState, square: number): TileMark {
  if (state.selected === square) return 'selected';
  const target = state.targets.get(square);
  if (target !== undefined) return target;
  return state.lastTurn.includes(square) ? 'last-turn' : 'none';
}

/** What the 3D view draws for a board state. */
export function describeScene(state: BoardState): SceneDescription {
  const tiles: TileShape[] = [];
  const blocks: BlockShape[] = [];
  const domes: DomeShape[] = [];
  const workers: WorkerShape[] = [];
  state.squares.forEach((view, square) => {
    const { x, z } = squareCentre(square);
    const mark = tileMark(state, square);
    tiles.push({ square, x, z, colour: MARK_COLOURS[mark], mark });
    for (let level = 1; level <= view.level; level++) {
      const height = BLOCK_HEIGHTS[level - 1] ?? 0;
      blocks.push({
        square,
        level,
        x,
        y: levelTop(level - 1) + height / 2,
        z,
        width: BLOCK_WIDTHS[level - 1] ?? 0,
        height,
        // The top of a raised square carries its mark, where the eye is (the tile is hidden under it).
        colour:
          level === view.level && mark !== 'none'
            ? MARK_COLOURS[mark]
            : (BLOCK_COLOURS[level - 1] ?? DOME_COLOUR),
      });
    }
    const top = levelTop(view.level);
    if (view.dome) domes.push({ square, x, y: top, z, radius: domeRadius(view.level) });
    if (view.worker !== null)
      workers.push({
        square,
        x,
        y: top,
        z,
        colour: sideColour(view.worker.side).fill,
        female: view.worker.female,
        selected: state.selected === square,
      });
  });
  return { tiles, blocks, domes, workers };
}
