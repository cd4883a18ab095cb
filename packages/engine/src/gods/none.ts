import type { Position } from '../position.js';
import { NONE } from '../position.js';
import { build, move, type Turn } from '../steps.js';
import { FULL, NEIGHBOURS } from '../squareSet.js';
import type { Power } from './power.js';

/** Squares a worker standing at `height` may step onto, by the height rule alone. */
export const climbable = (pos: Position, height: number): number =>
  height === 0 ? ~pos.l2 : height === 1 ? ~pos.l3 : FULL;

/**
 * The base game (no power): move one worker one square, at most one level up, then build with it
 * next to it. Moving up onto level 3 wins at once, with no build.
 */
export const NO_POWER: Power = {
  god: null,

  completeTurns(pos: Position, seat: number, emit: (turn: Turn) => void): void {
    const side = pos.sideOf(seat);
    const occupied = pos.occupied;
    for (const from of pos.slotsOf(side)) {
      if (from === NONE) continue;
      const height = pos.levelAt(from);
      const free = ~(occupied & ~(1 << from));
      for (let targets = (NEIGHBOURS[from] ?? 0) & ~occupied & climbable(pos, height); targets !== 0;) {
        const to = 31 - Math.clz32(targets & -targets);
        targets &= targets - 1;
        const step = move(from, to);
        if (height === 2 && ((pos.l3 >>> to) & 1) !== 0) {
          emit([step]);
          continue;
        }
        for (let builds = (NEIGHBOURS[to] ?? 0) & free; builds !== 0; builds &= builds - 1) {
          emit([step, build(31 - Math.clz32(builds & -builds), to)]);
        }
      }
    }
  },

  hasTurn(pos: Position, seat: number): boolean {
    const side = pos.sideOf(seat);
    const occupied = pos.occupied;
    // After any move the square just left is free to build on, so a move is a whole turn.
    for (const from of pos.slotsOf(side)) {
      if (from === NONE) continue;
      if (((NEIGHBOURS[from] ?? 0) & ~occupied & climbable(pos, pos.levelAt(from))) !== 0) return true;
    }
    return false;
  },
};
