import { NONE, type Position } from '../core/position.js';
import { build, move } from '../core/steps.js';
import type { Power, PowerCard, TurnBuilder } from './power.js';
import { buildTargets, forEachSquare, moveTargets, workerSquares } from './shape.js';

export { climbable } from './shape.js';

/**
 * The base game's turn (no power): move one worker one square, at most one level up, then build with
 * it next to it. Moving up onto level 3 wins at once, with no build (the walker ends the turn there).
 */
export function baseTurns(b: TurnBuilder): void {
  for (const from of workerSquares(b.pos, b.seat)) {
    forEachSquare(moveTargets(b.pos, from), (to) => {
      b.step(move(from, to), () => {
        forEachSquare(buildTargets(b.pos, to), (at) => {
          b.step(build(at, to), () => {
            b.end();
          });
        });
      });
    });
  }
}

/** Whether `seat` has a base-game turn: after any move the square just left is free to build on. */
export function baseHasTurn(pos: Position, seat: number): boolean {
  const side = pos.sideOf(seat);
  for (let slot = side * 2; slot < side * 2 + 2; slot++) {
    const from = pos.workerSquares[slot] ?? NONE;
    if (from !== NONE && moveTargets(pos, from) !== 0) return true;
  }
  return false;
}

/** A power from its module's card: every hook it leaves out is the base game's (the one place defaults live). */
export const definePower = (card: PowerCard): Power => ({
  completeTurns: baseTurns,
  hasTurn: baseHasTurn,
  ...card,
});

export const NO_POWER: Power = definePower({ god: null, number: 0 });
