/**
 * What the board shows: plain data, no rules. The app computes it from the engine (which squares
 * light up, what a click there would do); the board only draws it and reports clicks.
 */

/** How a square lights up: what clicking it would do. */
/**
 * What a click on a square does: `swap` and `push` are moves onto a worker (Apollo, Minotaur);
 * `moveOrBuild` is a square where the worker may move or build, and the player is asked which.
 */
export type Target =
  'select' | 'place' | 'move' | 'swap' | 'push' | 'build' | 'moveOrBuild' | 'force' | 'remove';

export interface WorkerView {
  /** The side's colour index (a seat, or a team with 4 players). */
  readonly side: number;
  /** A letter for the side, so colour is never the only signal. */
  readonly letter: string;
  /** The side's name, for screen readers ("Blue"). */
  readonly owner: string;
  /** Marked when male and female workers differ (Selene). */
  readonly female: boolean;
}

export interface SquareView {
  /** Blocks on the square, 0–3. */
  readonly level: number;
  readonly dome: boolean;
  readonly worker: WorkerView | null;
}

/**
 * A turn drawn over the board as from → to, plus the build: the last turn (`last`), or a turn the
 * analysis suggests (`hint`, with its rank "1", "2", "3" as the label).
 */
export interface BoardArrow {
  readonly from: number;
  readonly to: number;
  /** The square built on, if the turn built. */
  readonly build: number | null;
  readonly kind: 'last' | 'hint';
  readonly label: string | null;
}

export interface BoardState {
  /** 25 squares, indexed like the engine: a1 = 0, b1 = 1, … e5 = 24. */
  readonly squares: readonly SquareView[];
  /** Squares that light up, and why. */
  readonly targets: ReadonlyMap<number, Target>;
  /** The worker chosen to act, if any. */
  readonly selected: number | null;
  /** Squares the last turn changed (highlighted). */
  readonly lastTurn: readonly number[];
  /** Turns drawn as arrows over the board (optional: none when absent). */
  readonly arrows?: readonly BoardArrow[];
  /** False while clicks mean nothing (the AI is thinking, the game is over). */
  readonly interactive: boolean;
}

export const SQUARES = 25;

export const emptyBoardState = (): BoardState => ({
  squares: Array.from({ length: SQUARES }, () => ({ level: 0, dome: false, worker: null })),
  targets: new Map(),
  selected: null,
  lastTurn: [],
  interactive: true,
});
