import { positionAfterSteps, type Position, type Turn } from '@santorini/engine';
import { memoByTurn } from './turnMemo.js';

/**
 * The board as it stands after the first steps of a turn, for display: the engine plays them with
 * every consequence its rules fix (Apollo's swap, Minotaur's push, Bia's removal). Steps the engine
 * would not offer leave the board as it was (the controller only ever passes offered steps).
 */
export const previewSteps: (pos: Position, prefix: Turn) => Position = memoByTurn(
  (pos, prefix) => positionAfterSteps(pos, prefix) ?? pos,
);
