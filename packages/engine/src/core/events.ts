import type { Square } from './square.js';
import type { SquareSet } from './squareSet.js';

/**
 * What happened during a turn, step by step, with the facts powers judge turns by (levels before
 * and after, which worker). A worker is named by its slot index: side * 2 + slot.
 */
export type TurnEvent =
  | { readonly kind: 'place'; readonly worker: number; readonly at: Square }
  | {
      readonly kind: 'move';
      readonly worker: number;
      readonly from: Square;
      readonly to: Square;
      readonly fromLevel: number;
      readonly toLevel: number;
      /** Worker sets by side right after the move and its consequences (swap, push, removal). */
      readonly workersAfter: readonly SquareSet[];
    }
  | {
      readonly kind: 'force';
      readonly worker: number;
      readonly from: Square;
      readonly to: Square;
      readonly fromLevel: number;
      readonly toLevel: number;
    }
  /**
   * `dome`: the piece was a dome (on any level); `levelBefore`: the blocks under it before. Zeus's
   * block under himself has `at === builder` (a block, `dome: false`); his lift is no move event.
   */
  | {
      readonly kind: 'build';
      readonly at: Square;
      readonly builder: Square;
      readonly dome: boolean;
      readonly levelBefore: number;
    }
  | { readonly kind: 'remove'; readonly at: Square }
  | { readonly kind: 'removeWorker'; readonly worker: number; readonly at: Square }
  | { readonly kind: 'pass' };

export const isMoveUp = (event: TurnEvent): boolean =>
  event.kind === 'move' && event.toLevel > event.fromLevel;

/** A dome on level 3: a Complete Tower. */
export const completesTower = (event: TurnEvent): boolean =>
  event.kind === 'build' && event.dome && event.levelBefore === 3;
