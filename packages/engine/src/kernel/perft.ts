import { generateBaseTurns, makeBaseTurn, unmakeBaseTurn } from './fastBase.js';
import { BUILD_KEYS, TURN_FLIP_HI, TURN_FLIP_LO, WORKER_KEYS } from './baseKeys.js';
import {
  A0,
  A1,
  B0,
  B1,
  BaseStack,
  countBaseTurns,
  DOMES,
  HASH_HI,
  HASH_LO,
  L1,
  L2,
  L3,
  SIDE,
  STRIDE,
} from './baseStack.js';
import { MAX_BASE_TURNS, WIN_FLAG } from './baseTurn.js';
import { NONE, type Position, mutableCopy, type MutablePosition } from '../core/position.js';
import { SQUARE_COUNT } from '../core/square.js';
import { FULL, NEIGHBOURS, popcount } from '../core/squareSet.js';
import { forEachLegalTurn } from '../turn/legalTurns.js';

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
  return basePerft(mutableCopy(pos), depth, options.bulk !== false);
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

/** 2 players without powers: placement by make/unmake, then the base-game kernel. */
function basePerft(pos: MutablePosition, depth: number, bulk: boolean): number {
  if (!pos.inPlacement) {
    stack.load(0, pos);
    return bulk ? bulkPerft(0, depth) : madePerft(0, depth);
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

const MAX_PLY = 64;
const stack = new BaseStack(MAX_PLY);
const turnStack = new Int32Array(MAX_BASE_TURNS * MAX_PLY);

/**
 * Bulk counting on the kernel: the last ply is counted, never played, and the ply before it is made
 * in registers only (its children are counted, not stored).
 */
function bulkPerft(ply: number, depth: number): number {
  if (depth === 1) return stack.countTurns(ply);
  const frames = stack.frames;
  const o = ply * STRIDE;
  const l1 = frames[o + L1] ?? 0;
  const l2 = frames[o + L2] ?? 0;
  const l3 = frames[o + L3] ?? 0;
  const domes = frames[o + DOMES] ?? 0;
  const b0 = frames[o + B0] ?? 0;
  const b1 = frames[o + B1] ?? 0;
  const occupied = stack.occupied(ply);
  let total = 0;
  for (let w = 0; w < 2; w++) {
    const from = frames[o + A0 + w] ?? 0;
    const other = frames[o + A1 - w] ?? 0;
    const height = ((l1 >>> from) & 1) + ((l2 >>> from) & 1) + ((l3 >>> from) & 1);
    let targets = (NEIGHBOURS[from] ?? 0) & ~occupied & (height === 0 ? ~l2 : height === 1 ? ~l3 : FULL);
    if (height === 2) {
      const wins = targets & l3;
      total += popcount(wins);
      targets ^= wins;
    }
    const free = ~(occupied ^ (1 << from));
    for (; targets !== 0; targets &= targets - 1) {
      const to = 31 - Math.clz32(targets & -targets);
      if (depth > 2) stack.moveWorker(ply, from, to);
      for (let builds = (NEIGHBOURS[to] ?? 0) & free; builds !== 0; builds &= builds - 1) {
        const at = 31 - Math.clz32(builds & -builds);
        if (depth > 2) {
          stack.build(ply, at);
          total += count(bulkPerft(ply + 1, depth - 1));
          continue;
        }
        // Layers are cumulative, so a build adds b to the first layer that lacks it.
        const b = 1 << at;
        total += count(
          countBaseTurns(l1 | b, l2 | (l1 & b), l3 | (l2 & b), domes | (l3 & b), b0, b1, to, other),
        );
      }
    }
  }
  return total;
}

/** Sink for the hashes made at the leaves, so that the work cannot be optimised away. */
export let leafHashChecksum = 0;

/**
 * Makes every child, leaves and wins included: layers, workers and Zobrist hash, with the kernel's
 * keys. Inner plies are made on the kernel's stack; the last ply by `foldLeaves`.
 */
function madePerft(ply: number, depth: number): number {
  if (depth === 1) return foldLeaves(ply);
  const frames = stack.frames;
  const o = ply * STRIDE;
  const l3 = frames[o + L3] ?? 0;
  let total = 0;
  for (let w = 0; w < 2; w++) {
    const from = frames[o + A0 + w] ?? 0;
    const wins = stack.heightOf(ply, from) === 2 ? l3 : 0;
    const buildable = stack.buildable(ply, from);
    for (let targets = stack.steps(ply, from); targets !== 0; targets &= targets - 1) {
      const to = 31 - Math.clz32(targets & -targets);
      stack.moveWorker(ply, from, to);
      if (((wins >>> to) & 1) !== 0) {
        stack.keepLevels(ply);
        total += 1;
        continue;
      }
      for (let at = (NEIGHBOURS[to] ?? 0) & buildable; at !== 0; at &= at - 1) {
        stack.build(ply, 31 - Math.clz32(at & -at));
        total += count(madePerft(ply + 1, depth - 1));
      }
    }
  }
  return total;
}

/**
 * Makes every child of frame ply in registers, as `BaseStack.make` would store it (layers,
 * workers, hash), and folds each into a checksum; returns how many.
 */
function foldLeaves(ply: number): number {
  const frames = stack.frames;
  const o = ply * STRIDE;
  const l1 = frames[o + L1] ?? 0;
  const l2 = frames[o + L2] ?? 0;
  const l3 = frames[o + L3] ?? 0;
  const domes = frames[o + DOMES] ?? 0;
  const a0 = frames[o + A0] ?? 0;
  const a1 = frames[o + A1] ?? 0;
  const occupied =
    domes | (1 << a0) | (1 << a1) | (1 << (frames[o + B0] ?? 0)) | (1 << (frames[o + B1] ?? 0));
  const wk = (frames[o + SIDE] ?? 0) * SQUARE_COUNT * 2;
  const turnHi = (frames[o + HASH_HI] ?? 0) ^ TURN_FLIP_HI;
  const turnLo = (frames[o + HASH_LO] ?? 0) ^ TURN_FLIP_LO;
  // The tables as locals: the loop then reads them without going through the module bindings.
  const neighbours = NEIGHBOURS;
  const workerKeys = WORKER_KEYS;
  const buildKeys = BUILD_KEYS;
  let total = 0;
  let checksum = 0;
  for (let w = 0; w < 2; w++) {
    const from = w === 0 ? a0 : a1;
    const height = ((l1 >>> from) & 1) + ((l2 >>> from) & 1) + ((l3 >>> from) & 1);
    const wins = height === 2 ? l3 : 0;
    const free = ~(occupied ^ (1 << from));
    const fromHi = turnHi ^ (workerKeys[wk + from * 2] ?? 0);
    const fromLo = turnLo ^ (workerKeys[wk + from * 2 + 1] ?? 0);
    for (
      let targets = (neighbours[from] ?? 0) & ~occupied & (height === 0 ? ~l2 : height === 1 ? ~l3 : FULL);
      targets !== 0;
      targets &= targets - 1
    ) {
      const to = 31 - Math.clz32(targets & -targets);
      const movedHi = fromHi ^ (workerKeys[wk + to * 2] ?? 0);
      const movedLo = fromLo ^ (workerKeys[wk + to * 2 + 1] ?? 0);
      if (((wins >>> to) & 1) !== 0) {
        checksum ^= movedHi ^ movedLo;
        total += 1;
        continue;
      }
      for (let builds = (neighbours[to] ?? 0) & free; builds !== 0; builds &= builds - 1) {
        const at = 31 - Math.clz32(builds & -builds);
        // Layers are cumulative, so a build adds b to the first layer that lacks it.
        const b = 1 << at;
        const n1 = l1 | b;
        const n2 = l2 | (l1 & b);
        const n3 = l3 | (l2 & b);
        const nd = domes | (l3 & b);
        const key = (at * 4 + ((l1 >>> at) & 1) + ((l2 >>> at) & 1) + ((l3 >>> at) & 1)) * 2;
        const childHi = movedHi ^ (buildKeys[key] ?? 0);
        const childLo = movedLo ^ (buildKeys[key + 1] ?? 0);
        checksum ^= childHi ^ childLo ^ n1 ^ n2 ^ n3 ^ nd;
        total += 1;
      }
    }
  }
  leafHashChecksum ^= checksum;
  return total;
}

/**
 * Perft through the Position object's own make/unmake of packed turns (2 players, no powers,
 * after placement): slower than the kernels, it checks the incremental path search will use.
 */
export function perftMakeUnmake(pos: Position, depth: number): number {
  if (depth === 0) return 1;
  if (pos.win !== NONE) return 0;
  return makeUnmakePerft(mutableCopy(pos), depth, 0);
}

/** Plays every turn, leaves included, with make/unmake on the position. */
function makeUnmakePerft(pos: MutablePosition, depth: number, ply: number): number {
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
