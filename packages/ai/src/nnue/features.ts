import { GOD_NAMES, NEIGHBOURS, NONE, popcount, type GodName, type Position } from '@santorini/engine';
import { heightAt } from '../base/bits.js';
import { firstSteps, neighbourhood, OUTLOOKS, workerOutlook } from './outlook.js';
import { highRace, reachedFirst, squareRace, TERRITORIES } from './territory.js';

/**
 * The network's sparse inputs, seen from one side (its "perspective"): every square's state (height
 * 0–3, or a dome), each of the side's own workers and the other side's by square and level, and the
 * power each side holds (none or one of the 30). A 2-player position has 31 active features from
 * each side: 25 squares, 4 workers, 2 powers. Workers on the board only: during placement the
 * missing ones add nothing.
 */
export const SQUARE_STATES = 5;
export const DOME_STATE = 4;
const POWERS = GOD_NAMES.length + 1;

export const BOARD_OFFSET = 0;
export const OWN_WORKER_OFFSET = BOARD_OFFSET + 25 * SQUARE_STATES;
export const OTHER_WORKER_OFFSET = OWN_WORKER_OFFSET + 25 * 4;
export const OWN_POWER_OFFSET = OTHER_WORKER_OFFSET + 25 * 4;
export const OTHER_POWER_OFFSET = OWN_POWER_OFFSET + POWERS;
/** How many inputs the network has. */
export const FEATURE_COUNT = OTHER_POWER_OFFSET + POWERS;
/** The most features active at once from one side (2 players). */
export const MAX_ACTIVE = 25 + 4 + 2;

/**
 * The workers' status inputs of a network that has them (`Network.workerStatus`), after the
 * others: each worker on the board, the side's own or the other's, by its level (0–2; a worker on
 * level 3 has won) with what stands around it — how many free squares one level up it can step to
 * (0–3+), how many free squares it can step to at all (0–4+), how many workers of the other side
 * are next to it (0–2) — one feature a worker, the same on a turned board. Each is a conjunction
 * of what the board and worker inputs hold apart, so the clipped units read it directly.
 */
export const STATUS_OFFSET = FEATURE_COUNT;
const STATUS_UPS = 4;
const STATUS_MOVES = 5;
const STATUS_NEARBY = 3;
/** How many statuses a worker may have. */
export const STATUSES = 3 * STATUS_UPS * STATUS_MOVES * STATUS_NEARBY;
/** How many inputs a network with the workers' status has. */
export const STATUS_FEATURE_COUNT = STATUS_OFFSET + 2 * STATUSES;
/** The most features active at once from one side (2 players) with the workers' status. */
export const STATUS_MAX_ACTIVE = MAX_ACTIVE + 4;

/**
 * The workers' outlook inputs of a network that has them (`Network.workerOutlook`, `workerOutlook`),
 * after the status ones: 324 outlooks, the side's own and the other's.
 */
export const OUTLOOK_OFFSET = STATUS_FEATURE_COUNT;
/** How many inputs a network with the workers' status and outlook has. */
export const OUTLOOK_FEATURE_COUNT = OUTLOOK_OFFSET + 2 * OUTLOOKS;
/** The most features active at once from one side (2 players) with the workers' status and outlook. */
export const OUTLOOK_MAX_ACTIVE = STATUS_MAX_ACTIVE + 4;

/**
 * The territory inputs of a network that has them (`Network.territory`, `territory.ts`), after the
 * outlook ones: the square race and the high-ground race, one input each a perspective.
 */
export const TERRITORY_OFFSET = OUTLOOK_FEATURE_COUNT;
/** How many inputs a network with the workers' status and outlook and the territory has. */
export const TERRITORY_FEATURE_COUNT = TERRITORY_OFFSET + TERRITORIES;
/** The most features active at once from one side (2 players) with the territory inputs too. */
export const TERRITORY_MAX_ACTIVE = OUTLOOK_MAX_ACTIVE + 2;

/**
 * A worker's status (0 to STATUSES − 1) on `square` at `level`, from the board's cumulative layers
 * (`l1`–`l3`), its domes, the occupied squares and the other side's workers. Allocation-free: the
 * search reads it on its frames.
 */
export function workerStatus(
  square: number,
  level: number,
  l1: number,
  l2: number,
  l3: number,
  domes: number,
  occupied: number,
  opponents: number,
): number {
  const around = NEIGHBOURS[square] ?? 0;
  const free = around & ~occupied & ~domes;
  const floor = level > 2 ? 2 : level;
  // One level up, and every square at most one up.
  const up = floor === 0 ? l1 & ~l2 : floor === 1 ? l2 & ~l3 : l3;
  const reach = floor === 0 ? ~l2 : floor === 1 ? ~l3 : -1;
  const ups = Math.min(STATUS_UPS - 1, popcount(free & up));
  const moves = Math.min(STATUS_MOVES - 1, popcount(free & reach));
  const nearby = Math.min(STATUS_NEARBY - 1, popcount(around & opponents));
  return ((floor * STATUS_UPS + ups) * STATUS_MOVES + moves) * STATUS_NEARBY + nearby;
}

/** The input of a worker's `status`, its side's own (`own`) or the other side's. */
export const statusFeature = (own: boolean, status: number): number =>
  STATUS_OFFSET + (own ? 0 : STATUSES) + status;

/** The input of a worker's `outlook`, its side's own (`own`) or the other side's. */
export const outlookFeature = (own: boolean, outlook: number): number =>
  OUTLOOK_OFFSET + (own ? 0 : OUTLOOKS) + outlook;

/**
 * The workers' status features of a 2-player position from `side`'s perspective, and with
 * `outlook` each worker's outlook after its status, written into `out` from `at`; returns the
 * index after the last. Allocation-free.
 */
export function statusFeatures(
  pos: Position,
  side: number,
  out: Int32Array,
  at: number,
  outlook = false,
): number {
  const { l1, l2, l3, domes, occupied } = pos;
  const workers = pos.workerSquares;
  let mine = 0;
  let theirs = 0;
  for (let slot = 0; slot < workers.length; slot++) {
    const square = workers[slot] ?? NONE;
    if (square === NONE) continue;
    if (slot >> 1 === side) mine |= 1 << square;
    else theirs |= 1 << square;
  }
  // The squares each side's workers watch: what the other side's outlooks count as spoiled.
  const nearMine = outlook ? neighbourhood(mine) : 0;
  const nearTheirs = outlook ? neighbourhood(theirs) : 0;
  let count = at;
  for (let slot = 0; slot < workers.length; slot++) {
    const square = workers[slot] ?? NONE;
    if (square === NONE) continue;
    const own = slot >> 1 === side;
    const status = workerStatus(
      square,
      pos.levelAt(square),
      l1,
      l2,
      l3,
      domes,
      occupied,
      own ? theirs : mine,
    );
    out[count++] = statusFeature(own, status);
    if (outlook) {
      const watched = own ? nearTheirs : nearMine;
      const seen = workerOutlook(square, pos.levelAt(square), l1, l2, l3, domes, occupied, watched);
      out[count++] = outlookFeature(own, seen);
    }
  }
  return count;
}

/**
 * The territory features of a 2-player position from `side`'s perspective (its square race and its
 * high-ground race), written into `out` from `at`; returns the index after the last. Allocation-free.
 */
export function territoryFeatures(pos: Position, side: number, out: Int32Array, at: number): number {
  const { l1, l2, l3, domes, occupied } = pos;
  const free = ~(occupied | domes);
  const workers = pos.workerSquares;
  let near = 0;
  let otherNear = 0;
  for (let slot = 0; slot < workers.length; slot++) {
    const square = workers[slot] ?? NONE;
    if (square === NONE) continue;
    const steps = firstSteps(square, pos.levelAt(square), l2, l3, free);
    if (slot >> 1 === side) near |= steps;
    else otherNear |= steps;
  }
  const own = reachedFirst(near, otherNear, l1, l2, l3, free);
  const other = reachedFirst(otherNear, near, l1, l2, l3, free);
  out[at] = TERRITORY_OFFSET + squareRace(own, other);
  out[at + 1] = TERRITORY_OFFSET + highRace(own, other, l2);
  return at + 2;
}

export const boardFeature = (square: number, state: number): number =>
  BOARD_OFFSET + square * SQUARE_STATES + state;

export const workerFeature = (own: boolean, square: number, level: number): number =>
  (own ? OWN_WORKER_OFFSET : OTHER_WORKER_OFFSET) + square * 4 + level;

/** 0 for no power, else 1 + the power's place in the rulebook's order. */
export const powerIndex = (god: GodName | null): number => (god === null ? 0 : GOD_NAMES.indexOf(god) + 1);

export const powerFeature = (own: boolean, god: GodName | null): number =>
  (own ? OWN_POWER_OFFSET : OTHER_POWER_OFFSET) + powerIndex(god);

/**
 * The most features active from one perspective in the field reading: 25 squares, 6 workers
 * (3 players) and 4 powers (4 players, one a seat).
 */
export const FIELD_MAX_ACTIVE = 25 + 6 + 4;

/** A square's state: its height, or DOME_STATE under a dome (whatever is under it). */
export const squareState = (pos: Position, square: number): number =>
  pos.domeAt(square) ? DOME_STATE : pos.levelAt(square);

/** `squareState` read from the building sets (`l1`–`l3`, `domes`), as the searches hold them. */
export const squareStateIn = (l1: number, l2: number, l3: number, domes: number, sq: number): number =>
  (domes >>> sq) & 1 ? DOME_STATE : heightAt(l1, l2, l3, sq);

/**
 * The active features of a 2-player position from `side`'s perspective, written into `out`;
 * returns how many. Allocation-free.
 */
export function activeFeatures(pos: Position, side: number, out: Int32Array): number {
  let count = 0;
  for (let square = 0; square < 25; square++) out[count++] = boardFeature(square, squareState(pos, square));
  const workers = pos.workerSquares;
  for (let slot = 0; slot < workers.length; slot++) {
    const square = workers[slot] ?? NONE;
    if (square !== NONE) out[count++] = workerFeature(slot >> 1 === side, square, pos.levelAt(square));
  }
  out[count++] = powerFeature(true, pos.godOf(side));
  out[count++] = powerFeature(false, pos.godOf(1 - side));
  return count;
}

/**
 * The field reading of a 2–4 player position (`Network.fieldReading`): one side (a seat, or a
 * 4-player team) against all the others as one. From `side`'s perspective its workers and powers
 * are its own and everyone else's the other's; `fromField` gives the others' perspective (their
 * workers own, `side`'s the other's). A power row per seat still in (its god, or none; every seat
 * as none when `powers` is false), so a 2-player position reads as `activeFeatures` reads it.
 * Written into `out` (FIELD_MAX_ACTIVE long); returns how many. Allocation-free.
 */
export function fieldFeatures(
  pos: Position,
  side: number,
  fromField: boolean,
  powers: boolean,
  out: Int32Array,
): number {
  let count = 0;
  for (let square = 0; square < 25; square++) out[count++] = boardFeature(square, squareState(pos, square));
  const workers = pos.workerSquares;
  for (let slot = 0; slot < workers.length; slot++) {
    const square = workers[slot] ?? NONE;
    if (square !== NONE)
      out[count++] = workerFeature((slot >> 1 === side) !== fromField, square, pos.levelAt(square));
  }
  for (let seat = 0; seat < pos.playerCount; seat++) {
    if (pos.isOut(seat)) continue;
    out[count++] = powerFeature((pos.sideOf(seat) === side) !== fromField, powers ? pos.godOf(seat) : null);
  }
  return count;
}
