import { emptyPosition, type Position } from '../position.js';
import { legalTurns } from '../turns.js';
import { mulberry32, pick } from './random.js';

/** The positions of one random base game from the empty board, the finished one included. */
export function randomGame(seed: number): Position[] {
  const random = mulberry32(seed);
  const positions: Position[] = [emptyPosition()];
  for (;;) {
    const last = positions[positions.length - 1] ?? emptyPosition();
    const next = pick(legalTurns(last), random);
    if (next === undefined) return positions;
    positions.push(next.position);
  }
}
