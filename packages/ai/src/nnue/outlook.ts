import { NEIGHBOURS, popcount } from '@santorini/engine';

/**
 * A worker's outlook, the input after its status for a network that has it (`Network.workerOutlook`):
 * what it can reach in two moves on the board as it stands (no builds in between) — its level
 * (0–2), how many squares it reaches at all (0–3, 4–7, 8–11, 12+), how many of them stand at level
 * 2 (0–2+) and at level 3 (0–2+: a climb to win within two moves), and how many of those level-2
 * and level-3 squares stand next to a worker of the other side, who may build on them first
 * (0–2+). The same on a turned board. The status inputs see one move; this is the second, which no
 * single input or sum of them can tell.
 */
const OUTLOOK_REACH = 4;
const OUTLOOK_HIGH = 3;
const OUTLOOK_TOP = 3;
const OUTLOOK_SPOILED = 3;
/** How many outlooks a worker may have. */
export const OUTLOOKS = 3 * OUTLOOK_REACH * OUTLOOK_HIGH * OUTLOOK_TOP * OUTLOOK_SPOILED;

const FULL_BOARD = (1 << 25) - 1;
/** The squares off the first file, and those off the last: where a shift by one file may land. */
const NOT_FIRST_FILE = Array.from({ length: 25 }, (_, sq) => (sq % 5 === 0 ? 0 : 1 << sq)).reduce(
  (a, b) => a | b,
);
const NOT_LAST_FILE = Array.from({ length: 25 }, (_, sq) => (sq % 5 === 4 ? 0 : 1 << sq)).reduce(
  (a, b) => a | b,
);

/** The squares of `set` and every square next to one of them: eight shifts, no loop. */
export function neighbourhood(set: number): number {
  const row = set | ((set << 1) & NOT_FIRST_FILE) | ((set >>> 1) & NOT_LAST_FILE);
  return (row | (row << 5) | (row >>> 5)) & FULL_BOARD;
}

/** The free squares a worker on `square` at `level` steps onto (at most one up). */
export function firstSteps(square: number, level: number, l2: number, l3: number, free: number): number {
  const climb = level === 0 ? ~l2 : level === 1 ? ~l3 : -1;
  return (NEIGHBOURS[square] ?? 0) & free & climb;
}

/**
 * The squares a second step from the squares `first` lands on, each by its height (none from
 * level 3: that has won); not masked to the free ones.
 */
export const secondSteps = (first: number, l1: number, l2: number, l3: number): number =>
  (neighbourhood(first & ~l1) & ~l2) |
  (neighbourhood(first & l1 & ~l2) & ~l3) |
  neighbourhood(first & l2 & ~l3);

/**
 * A worker's outlook (0 to OUTLOOKS − 1) on `square` at `level`, from the board's cumulative layers
 * (`l1`–`l3`), its domes, the occupied squares and the squares next to the other side's workers
 * (`watched`, `neighbourhood` of them). Allocation-free: the search reads it on its frames.
 */
export function workerOutlook(
  square: number,
  level: number,
  l1: number,
  l2: number,
  l3: number,
  domes: number,
  occupied: number,
  watched: number,
): number {
  // Its own square counts as occupied: a step back ends where it stands, which is not a new reach.
  const free = ~(occupied | domes);
  const first = firstSteps(square, level, l2, l3, free);
  const reach = (first | secondSteps(first, l1, l2, l3)) & free;
  const high = reach & l2 & ~l3;
  const top = reach & l3;
  const floor = level > 2 ? 2 : level;
  const reachClass = Math.min(OUTLOOK_REACH - 1, popcount(reach) >> 2);
  const highClass = Math.min(OUTLOOK_HIGH - 1, popcount(high));
  const topClass = Math.min(OUTLOOK_TOP - 1, popcount(top));
  const spoiled = Math.min(OUTLOOK_SPOILED - 1, popcount((high | top) & watched));
  return (
    (((floor * OUTLOOK_REACH + reachClass) * OUTLOOK_HIGH + highClass) * OUTLOOK_TOP + topClass) *
      OUTLOOK_SPOILED +
    spoiled
  );
}
