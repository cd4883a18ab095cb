import { randomGods, startingPosition, type Position } from '@santorini/engine';

/** The start of a game of `players` with random powers the rules allow together, drawn with `seed`. */
export function godStart(seed: number, players = 2): Position {
  const gods = randomGods(players, seed);
  if (!gods.ok) throw new Error(gods.error.message);
  const start = startingPosition(gods.value.gods, gods.value.start ?? 0, {}, seed);
  if (!start.ok) throw new Error(start.error.message);
  return start.value;
}
