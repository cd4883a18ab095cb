import type { Position } from '../core/position.js';
import { popcount } from '../core/squareSet.js';
import { definePower } from './none.js';

/** Complete Towers on the board: domes on level 3 (a dome on a lower level is not one). */
export const completeTowers = (pos: Position): number => popcount(pos.domes & pos.l3);

/**
 * Chronus (16), Win Condition (2 players only, R14): he also wins when at least five Complete
 * Towers stand on the board, whoever built them and whenever (rules.md §7, 16). The core checks it
 * after every step and at the end of every turn, after the mover's own win and Hera's cancellation
 * (R4): a move that wins for the player to move comes first. Not a win by moving, so Hera cannot
 * cancel it; during a Dionysus extra turn nobody wins, and it is checked when that turn ends.
 */
export const CHRONUS = definePower({
  god: 'chronus',
  number: 16,
  playerCounts: [2],
  winsAnyTime: (pos) => completeTowers(pos) >= 5,
});
