import { popcount } from '@santorini/engine';
import { secondSteps } from './outlook.js';

/**
 * The territory inputs of a network that has them (`Network.territory`), after the workers'
 * outlook: which side's workers reach each free square first, on the board as it stands (no builds
 * in between, at most two moves). From one side's perspective, two inputs: how many squares it
 * reaches before the other side (0–1, 2–3, …, 14+) against how many the other side reaches first,
 * and how many of those stand at level 2 or 3 (0–3+), its own against the other's. A square both
 * reach in as many moves counts for neither. The same on a turned board. Each side's inputs see one
 * worker at a time; this one sees all four at once, as a race.
 */
const SQUARE_CLASSES = 8;
const HIGH_CLASSES = 4;
const SQUARE_RACES = SQUARE_CLASSES * SQUARE_CLASSES;
/** How many territory inputs a network with them has: square races, then high-ground races. */
export const TERRITORIES = SQUARE_RACES + HIGH_CLASSES * HIGH_CLASSES;

/**
 * The free squares (`free`) a side reaches before the other: those its workers' first steps
 * (`near`, `firstSteps`) reach and the other's (`otherNear`) do not, and those it reaches within two
 * steps and the other does not.
 */
export function reachedFirst(
  near: number,
  otherNear: number,
  l1: number,
  l2: number,
  l3: number,
  free: number,
): number {
  const within = near | (secondSteps(near, l1, l2, l3) & free);
  const otherWithin = otherNear | (secondSteps(otherNear, l1, l2, l3) & free);
  return (near & ~otherNear) | (within & ~otherWithin);
}

/** The square race's input (0 to TERRITORIES − 1) of a side that reaches `own` first against the other side's `other`. */
export const squareRace = (own: number, other: number): number =>
  Math.min(SQUARE_CLASSES - 1, popcount(own) >> 1) * SQUARE_CLASSES +
  Math.min(SQUARE_CLASSES - 1, popcount(other) >> 1);

/** The high-ground race's input of a side that reaches `own` first against `other` (`l2`: level 2 and above). */
export const highRace = (own: number, other: number, l2: number): number =>
  SQUARE_RACES +
  Math.min(HIGH_CLASSES - 1, popcount(own & l2)) * HIGH_CLASSES +
  Math.min(HIGH_CLASSES - 1, popcount(other & l2));
