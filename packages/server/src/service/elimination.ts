import {
  currentPosition,
  gameFromPosition,
  withSeatOut as positionWithSeatOut,
  type Position,
} from '@santorini/engine';

/**
 * A 3-player resignation (spec §7: "3, the caller is out (§2.2) and play goes on"): the engine puts
 * the seat out as R2 would (`withSeatOut`: no workers, power memory gone, the turn handed on, R2
 * checked for the next player, the last one standing the winner), and play goes on from that
 * position as a game started from it reads it.
 */
export function withSeatOut(position: Position, seat: number, seed: number): Position {
  const started = gameFromPosition(positionWithSeatOut(position, seat), { seed });
  if (!started.ok)
    throw new Error(`no game starts from the position after a resignation: ${started.error.message}`);
  return currentPosition(started.value);
}
