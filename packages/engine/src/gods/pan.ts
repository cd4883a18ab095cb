import { definePower } from './none.js';

/**
 * Pan (9), Win Condition: besides the level-3 win, Pan wins when one of his workers moves down two
 * or more levels in one move (3→1, 3→0, 2→0). His turns are the base game's.
 *
 * Rulings: only his own moves on his own turn count (R3, §9): forced down by an opposing Apollo,
 * Minotaur or Charon is no win (the core asks `winsByMove` of the mover's power only), and nothing
 * wins during a Dionysus extra turn (R11). Hera cancels the win when the move ends on a perimeter
 * space (the core's win pipeline, R4).
 */
export const PAN = definePower({
  god: 'pan',
  number: 9,
  winsByMove: (_pos, _seat, move) => move.fromLevel - move.toLevel >= 2,
});
