/**
 * Eros (rules §19): places his workers on perimeter spaces on opposite edges (files a and e, or ranks
 * 1 and 5; a corner is on two edges). Also wins when one of his workers MOVES (forced does not count)
 * to a space neighbouring his other worker and both are on level 1 (2 players).
 */
import { type Square, levelOf, neighbours, workerSquares } from '../model.js';
import type { Power } from '../power.js';

const file = (sq: Square): number => sq % 5;
const rank = (sq: Square): number => Math.floor(sq / 5);

function onOppositeEdges(a: Square, b: Square): boolean {
  const edges = (f: (sq: Square) => number): boolean =>
    (f(a) === 0 && f(b) === 4) || (f(a) === 4 && f(b) === 0);
  return edges(file) || edges(rank);
}

export const EROS: Power = {
  name: 'eros',
  placement: ([first, second]) =>
    first !== undefined && second !== undefined && onOppositeEdges(first, second),
  winsAfterStep: (ply, seat, event) => {
    if (event.kind !== 'move' || event.seat !== seat || levelOf(ply.state, event.to) !== 1) return false;
    const other = workerSquares(ply.state, seat).find((sq) => sq !== event.to);
    return other !== undefined && levelOf(ply.state, other) === 1 && neighbours(event.to).includes(other);
  },
};
