import { generateBaseTurns, makeBaseTurn, MAX_BASE_TURNS, unmakeBaseTurn, WIN_FLAG } from './fastBase.js';
import { NONE, type Position } from './position.js';
import { SQUARE_COUNT } from './square.js';
import { FULL, NEIGHBOURS } from './squareSet.js';
import { DOME_KEY, LEVEL_KEY, TO_MOVE_KEY, WORKER_KEY, ZOBRIST } from './zobrist.js';

const { hi: KEY_HI, lo: KEY_LO } = ZOBRIST;
import { forEachLegalTurn } from './turns.js';

export interface PerftOptions {
  /**
   * True (default): count the last ply without playing it. False: make every leaf — build each
   * child's full state, bitboards and Zobrist hash, as a search does.
   */
  readonly bulk?: boolean;
}

/**
 * Counts leaves of the game tree (spec §5): perft(p, 0) = 1; perft(p, n) sums, over p's distinct
 * children c, 1 if c has a winner else perft(c, n − 1).
 *
 * A child's subtree count is 0 exactly when the child's player has no legal turn, and then the
 * child carries a winner (R2) and counts 1: that is the `sub === 0 ? 1 : sub` below.
 */
export function perft(pos: Position, depth: number, options: PerftOptions = {}): number {
  if (!Number.isInteger(depth) || depth < 0)
    throw new RangeError(`perft depth must be a whole number ≥ 0, got ${depth}`);
  if (depth === 0) return 1;
  if (pos.win !== NONE) return 0;
  const fast = pos.playerCount === 2 && pos.setup.gods.every((god) => god === null);
  if (!fast) return generalPerft(pos, depth);
  return basePerft(pos.clone(), depth, options.bulk !== false);
}

/**
 * Through the general turn pipeline: any power, any player count. The children are walked one at
 * a time, never held together: a Morpheus with many coins has millions.
 */
function generalPerft(pos: Position, depth: number): number {
  let total = 0;
  forEachLegalTurn(pos, ({ position, winner }) => {
    total += winner !== null || depth === 1 ? 1 : generalPerft(position, depth - 1);
  });
  return total;
}

const count = (sub: number): number => (sub === 0 ? 1 : sub);

/** 2 players without powers: placement by make/unmake, then the bitboard kernels. */
function basePerft(pos: Position, depth: number, bulk: boolean): number {
  if (!pos.inPlacement) {
    const side = pos.turn;
    const [a0, a1] = pos.slotsOf(side);
    const [b0, b1] = pos.slotsOf(side ^ 1);
    if (bulk) return bulkPerft(pos.l1, pos.l2, pos.l3, pos.domes, a0, a1, b0, b1, depth);
    return madePerft(
      pos.l1,
      pos.l2,
      pos.l3,
      pos.domes,
      a0,
      a1,
      b0,
      b1,
      side,
      pos.hash[0] ?? 0,
      pos.hash[1] ?? 0,
      depth,
    );
  }
  const side = pos.turn;
  const lastToPlace = pos.sideWorkers[side ^ 1] !== 0;
  let total = 0;
  for (let first = 0; first < SQUARE_COUNT; first++) {
    if ((pos.occupied >>> first) & 1) continue;
    pos.putWorker(side, 0, first);
    for (let second = first + 1; second < SQUARE_COUNT; second++) {
      if ((pos.occupied >>> second) & 1) continue;
      pos.putWorker(side, 1, second);
      if (depth === 1) total += 1;
      else if (!lastToPlace) {
        pos.setToMove(side ^ 1);
        total += count(basePerft(pos, depth - 1, bulk));
        pos.setToMove(side);
      } else {
        pos.setToMove(pos.start);
        // No legal turn for the first mover: the placement wins (R2) and counts 1.
        total += count(basePerft(pos, depth - 1, bulk));
        pos.setToMove(side);
      }
      pos.takeWorker(side, 1);
    }
    pos.takeWorker(side, 0);
  }
  return total;
}

/**
 * Bulk-counting kernel on plain numbers: the mover's workers a0, a1 and the opponent's b0, b1.
 * The last ply is counted with popcounts, never played.
 */
function bulkPerft(
  l1: number,
  l2: number,
  l3: number,
  domes: number,
  a0: number,
  a1: number,
  b0: number,
  b1: number,
  depth: number,
): number {
  const occupied = domes | (1 << a0) | (1 << a1) | (1 << b0) | (1 << b1);
  let total = 0;
  for (let w = 0; w < 2; w++) {
    const from = w === 0 ? a0 : a1;
    const other = w === 0 ? a1 : a0;
    const height = ((l1 >>> from) & 1) + ((l2 >>> from) & 1) + ((l3 >>> from) & 1);
    let targets = (NEIGHBOURS[from] ?? 0) & ~occupied & (height === 0 ? ~l2 : height === 1 ? ~l3 : FULL);
    if (height === 2) {
      const wins = targets & l3;
      if (wins !== 0) {
        total += popcount(wins);
        targets ^= wins;
      }
    }
    const free = ~(occupied ^ (1 << from));
    for (; targets !== 0; targets &= targets - 1) {
      const to = 31 - Math.clz32(targets & -targets);
      let builds = (NEIGHBOURS[to] ?? 0) & free;
      if (depth === 1) {
        total += popcount(builds);
        continue;
      }
      for (; builds !== 0; builds &= builds - 1) {
        // Layers are cumulative, so a build adds b to the first layer that lacks it.
        const b = builds & -builds;
        const sub = bulkPerft(
          l1 | b,
          l2 | (l1 & b),
          l3 | (l2 & b),
          domes | (l3 & b),
          b0,
          b1,
          to,
          other,
          depth - 1,
        );
        total += sub === 0 ? 1 : sub;
      }
    }
  }
  return total;
}

function popcount(set: number): number {
  let x = set - ((set >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Sink for the hashes made at the leaves, so that the work cannot be optimised away. */
export let leafHashChecksum = 0;

/** Keys of the piece built on a square, [hi, lo] at (square * 4 + the level before it) * 2. */
const BUILD_KEYS = Int32Array.from({ length: SQUARE_COUNT * 8 }, (_, i) => {
  const sq = i >> 3;
  const level = (i >> 1) & 3;
  const index = level === 3 ? DOME_KEY + sq : LEVEL_KEY + sq * 3 + level;
  return ((i & 1) === 0 ? KEY_HI[index] : KEY_LO[index]) ?? 0;
});

const TURN_FLIP_HI = (KEY_HI[TO_MOVE_KEY] ?? 0) ^ (KEY_HI[TO_MOVE_KEY + 1] ?? 0);
const TURN_FLIP_LO = (KEY_LO[TO_MOVE_KEY] ?? 0) ^ (KEY_LO[TO_MOVE_KEY + 1] ?? 0);

/**
 * Copy-make kernel: every child, leaves included, gets its full state — layers, workers and the
 * incremental Zobrist hash — as plain numbers; "unmake" is returning to the caller's copy.
 */
function madePerft(
  l1: number,
  l2: number,
  l3: number,
  domes: number,
  a0: number,
  a1: number,
  b0: number,
  b1: number,
  side: number,
  hashHi: number,
  hashLo: number,
  depth: number,
): number {
  const occupied = domes | (1 << a0) | (1 << a1) | (1 << b0) | (1 << b1);
  const workerKey = WORKER_KEY + side * SQUARE_COUNT;
  let total = 0;
  let checksum = 0;
  for (let w = 0; w < 2; w++) {
    const from = w === 0 ? a0 : a1;
    const other = w === 0 ? a1 : a0;
    const height = ((l1 >>> from) & 1) + ((l2 >>> from) & 1) + ((l3 >>> from) & 1);
    const free = ~(occupied ^ (1 << from));
    const fromHi = hashHi ^ TURN_FLIP_HI ^ (KEY_HI[workerKey + from] ?? 0);
    const fromLo = hashLo ^ TURN_FLIP_LO ^ (KEY_LO[workerKey + from] ?? 0);
    for (
      let targets = (NEIGHBOURS[from] ?? 0) & ~occupied & (height === 0 ? ~l2 : height === 1 ? ~l3 : FULL);
      targets !== 0;
      targets &= targets - 1
    ) {
      const to = 31 - Math.clz32(targets & -targets);
      const movedHi = fromHi ^ (KEY_HI[workerKey + to] ?? 0);
      const movedLo = fromLo ^ (KEY_LO[workerKey + to] ?? 0);
      if (height === 2 && ((l3 >>> to) & 1) !== 0) {
        checksum ^= movedHi ^ movedLo;
        total += 1;
        continue;
      }
      for (let builds = (NEIGHBOURS[to] ?? 0) & free; builds !== 0; builds &= builds - 1) {
        const at = 31 - Math.clz32(builds & -builds);
        const b = 1 << at;
        const n1 = l1 | b;
        const n2 = l2 | (l1 & b);
        const n3 = l3 | (l2 & b);
        const nd = domes | (l3 & b);
        const key = (at * 4 + ((l1 >>> at) & 1) + ((l2 >>> at) & 1) + ((l3 >>> at) & 1)) * 2;
        const childHi = movedHi ^ (BUILD_KEYS[key] ?? 0);
        const childLo = movedLo ^ (BUILD_KEYS[key + 1] ?? 0);
        if (depth === 1) {
          checksum ^= childHi ^ childLo ^ n1 ^ n2 ^ n3 ^ nd;
          total += 1;
          continue;
        }
        const sub = madePerft(n1, n2, n3, nd, b0, b1, to, other, side ^ 1, childHi, childLo, depth - 1);
        total += sub === 0 ? 1 : sub;
      }
    }
  }
  leafHashChecksum ^= checksum;
  return total;
}

const MAX_PLY = 64;
const turnStack = new Int32Array(MAX_BASE_TURNS * MAX_PLY);

/**
 * Perft through the Position object's own make/unmake of packed turns (2 players, no powers,
 * after placement): slower than the kernels, it checks the incremental path search will use.
 */
export function perftMakeUnmake(pos: Position, depth: number): number {
  if (depth === 0) return 1;
  if (pos.win !== NONE) return 0;
  return makeUnmakePerft(pos.clone(), depth, 0);
}

/** Plays every turn, leaves included, with make/unmake on the position. */
function makeUnmakePerft(pos: Position, depth: number, ply: number): number {
  const offset = ply * MAX_BASE_TURNS;
  const n = generateBaseTurns(pos, turnStack, offset);
  let total = 0;
  for (let i = offset; i < offset + n; i++) {
    const turn = turnStack[i] ?? 0;
    makeBaseTurn(pos, turn);
    if (depth === 1 || (turn & WIN_FLAG) !== 0) total += 1;
    else total += count(makeUnmakePerft(pos, depth - 1, ply + 1));
    unmakeBaseTurn(pos, turn);
  }
  return total;
}
