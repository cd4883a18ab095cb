import {
  currentPosition,
  gameFromPosition,
  withSeatOut as positionWithSeatOut,
  type Game,
} from '@santorini/engine';

/**
 * A 3-player resignation (spec §7: "3, the caller is out (§2.2) and play goes on"): the engine puts
 * the seat out as R2 would (`withSeatOut`: no workers, power memory gone, the turn handed on, R2
 * checked for the next player, the last one standing the winner), and play goes on in a new engine
 * Game that starts from that position.
 */
export function withSeatOut(game: Game, seat: number, seed: number): Game {
  const started = gameFromPosition(positionWithSeatOut(currentPosition(game), seat), { seed });
  if (!started.ok)
    throw new Error(`no game starts from the position after a resignation: ${started.error.message}`);
  return started.value;
}
