import { NONE, type Position } from '../core/position.js';
import { SQUARE_COUNT } from '../core/square.js';
import { FULL, NEIGHBOURS, popcount } from '../core/squareSet.js';
import { BUILD_KEYS, TO_MOVE_HI, TO_MOVE_LO, TURN_FLIP_HI, TURN_FLIP_LO, WORKER_KEYS } from './baseKeys.js';
import { WIN_FLAG } from './baseTurn.js';

/** A base-game position (2 players, no powers, after placement) as the kernel holds it. */
export interface BaseState {
  l1: number;
  l2: number;
  l3: number;
  domes: number;
  /** The mover's workers and the opponent's, as squares. */
  a0: number;
  a1: number;
  b0: number;
  b1: number;
  /** The seat to move (0 or 1). */
  side: number;
}

// The fields of one frame of the stack.
export const L1 = 0;
export const L2 = 1;
export const L3 = 2;
export const DOMES = 3;
export const A0 = 4;
export const A1 = 5;
export const B0 = 6;
export const B1 = 7;
export const SIDE = 8;
export const HASH_HI = 9;
export const HASH_LO = 10;
/** The hash after the move, before the build (see `moveWorker`). */
export const MOVED_HI = 11;
export const MOVED_LO = 12;
/** Fields FREE_FIELD … STRIDE - 1 of each frame are the caller's, for its own per-ply values. */
export const FREE_FIELD = 13;
export const STRIDE = 24;

/** True when the base-game kernel can hold this position: 2 players, no powers, every worker placed. */
export function isBasePosition(pos: Position): boolean {
  if (pos.playerCount !== 2 || pos.inPlacement) return false;
  if (pos.godOf(0) !== null || pos.godOf(1) !== null) return false;
  return pos.workerSquares.every((sq) => sq !== NONE);
}

/** The kernel's view of a base-game position: the mover's workers in slot order, then the opponent's. */
export function baseStateOf(pos: Position): BaseState {
  const side = pos.turn;
  const [a0, a1] = pos.slotsOf(side);
  const [b0, b1] = pos.slotsOf(side ^ 1);
  return { l1: pos.l1, l2: pos.l2, l3: pos.l3, domes: pos.domes, a0, a1, b0, b1, side };
}

/** The Zobrist hash [hi, lo] of a state, from scratch: the same words as `Position.hash`. */
export function baseHash(state: BaseState): [number, number] {
  let hi = 0;
  let lo = 0;
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const pieces =
      ((state.l1 >>> sq) & 1) +
      ((state.l2 >>> sq) & 1) +
      ((state.l3 >>> sq) & 1) +
      ((state.domes >>> sq) & 1);
    for (let level = 0; level < pieces; level++) {
      // A dome counts as the fourth piece, on whatever stands below it.
      const key = (sq * 4 + (level === pieces - 1 && ((state.domes >>> sq) & 1) !== 0 ? 3 : level)) * 2;
      hi ^= BUILD_KEYS[key] ?? 0;
      lo ^= BUILD_KEYS[key + 1] ?? 0;
    }
  }
  const workers = [state.a0, state.a1, state.b0, state.b1];
  for (let i = 0; i < 4; i++) {
    const key = (((i < 2 ? state.side : state.side ^ 1) * SQUARE_COUNT + (workers[i] ?? 0)) * 2) | 0;
    hi ^= WORKER_KEYS[key] ?? 0;
    lo ^= WORKER_KEYS[key + 1] ?? 0;
  }
  if (state.side === 1) {
    hi ^= TURN_FLIP_HI;
    lo ^= TURN_FLIP_LO;
  }
  return [hi ^ TO_MOVE_HI, lo ^ TO_MOVE_LO];
}

/**
 * The base-game kernel: one preallocated stack of positions indexed by ply, so that nothing is
 * allocated while searching. `make(ply, turn)` writes the child into frame ply + 1 (layers, workers,
 * side and incremental Zobrist hash); unmaking is returning to frame ply. In a child the mover's
 * workers are the parent's opponent's, in their order, and the opponent's are the worker that moved
 * (first) and the one that did not.
 */
export class BaseStack {
  readonly frames: Int32Array;

  constructor(readonly plies: number) {
    this.frames = new Int32Array((plies + 1) * STRIDE);
  }

  /** Frame `ply` from a state; the hash is computed from scratch. */
  set(ply: number, state: BaseState): void {
    const [hi, lo] = baseHash(state);
    this.write(ply, state, hi, lo);
  }

  /** Frame `ply` from a base-game position (see `isBasePosition`), taking its hash. */
  load(ply: number, pos: Position): void {
    const f = this.frames;
    const o = ply * STRIDE;
    const side = pos.turn;
    const squares = pos.workerSquares;
    f[o + L1] = pos.l1;
    f[o + L2] = pos.l2;
    f[o + L3] = pos.l3;
    f[o + DOMES] = pos.domes;
    f[o + A0] = squares[side * 2] ?? 0;
    f[o + A1] = squares[side * 2 + 1] ?? 0;
    f[o + B0] = squares[(side ^ 1) * 2] ?? 0;
    f[o + B1] = squares[(side ^ 1) * 2 + 1] ?? 0;
    f[o + SIDE] = side;
    f[o + HASH_HI] = pos.hash[0] ?? 0;
    f[o + HASH_LO] = pos.hash[1] ?? 0;
  }

  /** Frame `ply` as a state (allocates: not for hot loops). */
  state(ply: number): BaseState {
    const f = this.frames;
    const o = ply * STRIDE;
    const read = (field: number): number => f[o + field] ?? 0;
    return {
      l1: read(L1),
      l2: read(L2),
      l3: read(L3),
      domes: read(DOMES),
      a0: read(A0),
      a1: read(A1),
      b0: read(B0),
      b1: read(B1),
      side: read(SIDE),
    };
  }

  private write(ply: number, s: BaseState, hi: number, lo: number): void {
    const f = this.frames;
    const o = ply * STRIDE;
    f[o + L1] = s.l1;
    f[o + L2] = s.l2;
    f[o + L3] = s.l3;
    f[o + DOMES] = s.domes;
    f[o + A0] = s.a0;
    f[o + A1] = s.a1;
    f[o + B0] = s.b0;
    f[o + B1] = s.b1;
    f[o + SIDE] = s.side;
    f[o + HASH_HI] = hi;
    f[o + HASH_LO] = lo;
  }

  /** Plays `turn` (one of frame ply's turns) into frame ply + 1. A winning turn only moves. */
  make(ply: number, turn: number): void {
    this.moveWorker(ply, turn & 31, (turn >>> 5) & 31);
    if ((turn & WIN_FLAG) === 0) this.build(ply, (turn >>> 10) & 31);
    else this.keepLevels(ply);
  }

  /**
   * The first half of a turn: the mover's worker steps from `from` to `to`, into frame ply + 1
   * (workers, side, and the hash without a build, also kept in MOVED_HI/LO). `build` or
   * `keepLevels` completes the child; `build` may be called again for another build after the
   * same move.
   */
  moveWorker(ply: number, from: number, to: number): void {
    const f = this.frames;
    const o = ply * STRIDE;
    const c = o + STRIDE;
    const a0 = f[o + A0] ?? 0;
    const side = f[o + SIDE] ?? 0;
    const wk = side * (SQUARE_COUNT * 2);
    f[c + MOVED_HI] =
      (f[o + HASH_HI] ?? 0) ^
      TURN_FLIP_HI ^
      (WORKER_KEYS[wk + from * 2] ?? 0) ^
      (WORKER_KEYS[wk + to * 2] ?? 0);
    f[c + MOVED_LO] =
      (f[o + HASH_LO] ?? 0) ^
      TURN_FLIP_LO ^
      (WORKER_KEYS[wk + from * 2 + 1] ?? 0) ^
      (WORKER_KEYS[wk + to * 2 + 1] ?? 0);
    f[c + A0] = f[o + B0] ?? 0;
    f[c + A1] = f[o + B1] ?? 0;
    f[c + B0] = to;
    f[c + B1] = from === a0 ? (f[o + A1] ?? 0) : a0;
    f[c + SIDE] = side ^ 1;
  }

  /** The second half of a turn, after `moveWorker`: the moved worker builds on `at`. */
  build(ply: number, at: number): void {
    const f = this.frames;
    const o = ply * STRIDE;
    const c = o + STRIDE;
    const l1 = f[o + L1] ?? 0;
    const l2 = f[o + L2] ?? 0;
    const l3 = f[o + L3] ?? 0;
    // Layers are cumulative, so a build adds b to the first layer that lacks it.
    const b = 1 << at;
    const key = (at * 4 + ((l1 >>> at) & 1) + ((l2 >>> at) & 1) + ((l3 >>> at) & 1)) * 2;
    f[c + L1] = l1 | b;
    f[c + L2] = l2 | (l1 & b);
    f[c + L3] = l3 | (l2 & b);
    f[c + DOMES] = (f[o + DOMES] ?? 0) | (l3 & b);
    f[c + HASH_HI] = (f[c + MOVED_HI] ?? 0) ^ (BUILD_KEYS[key] ?? 0);
    f[c + HASH_LO] = (f[c + MOVED_LO] ?? 0) ^ (BUILD_KEYS[key + 1] ?? 0);
  }

  /** Completes a winning move (no build) after `moveWorker`: the levels stay. */
  keepLevels(ply: number): void {
    const f = this.frames;
    const o = ply * STRIDE;
    const c = o + STRIDE;
    f[c + L1] = f[o + L1] ?? 0;
    f[c + L2] = f[o + L2] ?? 0;
    f[c + L3] = f[o + L3] ?? 0;
    f[c + DOMES] = f[o + DOMES] ?? 0;
    f[c + HASH_HI] = f[c + MOVED_HI] ?? 0;
    f[c + HASH_LO] = f[c + MOVED_LO] ?? 0;
  }

  /** The squares the mover's worker on `from` can step onto (climbing at most one level). */
  steps(ply: number, from: number): number {
    const f = this.frames;
    const o = ply * STRIDE;
    const l1 = f[o + L1] ?? 0;
    const l2 = f[o + L2] ?? 0;
    const l3 = f[o + L3] ?? 0;
    const height = ((l1 >>> from) & 1) + ((l2 >>> from) & 1) + ((l3 >>> from) & 1);
    return (NEIGHBOURS[from] ?? 0) & ~this.occupied(ply) & (height === 0 ? ~l2 : height === 1 ? ~l3 : FULL);
  }

  /** Where the mover's worker on `from` may build once it has moved: any of these next to its new square. */
  buildable(ply: number, from: number): number {
    return ~(this.occupied(ply) ^ (1 << from));
  }

  /** The level (0–3) under `sq`. */
  heightOf(ply: number, sq: number): number {
    const f = this.frames;
    const o = ply * STRIDE;
    return (
      (((f[o + L1] ?? 0) >>> sq) & 1) + (((f[o + L2] ?? 0) >>> sq) & 1) + (((f[o + L3] ?? 0) >>> sq) & 1)
    );
  }

  /** Workers and domes. */
  occupied(ply: number): number {
    const f = this.frames;
    const o = ply * STRIDE;
    return (
      (f[o + DOMES] ?? 0) |
      (1 << (f[o + A0] ?? 0)) |
      (1 << (f[o + A1] ?? 0)) |
      (1 << (f[o + B0] ?? 0)) |
      (1 << (f[o + B1] ?? 0))
    );
  }

  /**
   * Writes every turn of frame ply's mover into `out` from `offset` (worker a0 first, then a1; steps
   * and builds by square), winning moves flagged; returns how many.
   */
  generate(ply: number, out: Int32Array, offset: number): number {
    const f = this.frames;
    const o = ply * STRIDE;
    const l1 = f[o + L1] ?? 0;
    const l2 = f[o + L2] ?? 0;
    const l3 = f[o + L3] ?? 0;
    const a0 = f[o + A0] ?? 0;
    const a1 = f[o + A1] ?? 0;
    const occupied =
      (f[o + DOMES] ?? 0) | (1 << a0) | (1 << a1) | (1 << (f[o + B0] ?? 0)) | (1 << (f[o + B1] ?? 0));
    let n = offset;
    for (let w = 0; w < 2; w++) {
      const from = w === 0 ? a0 : a1;
      const height = ((l1 >>> from) & 1) + ((l2 >>> from) & 1) + ((l3 >>> from) & 1);
      const free = ~(occupied ^ (1 << from));
      const wins = height === 2 ? l3 : 0;
      for (
        let targets = (NEIGHBOURS[from] ?? 0) & ~occupied & (height === 0 ? ~l2 : height === 1 ? ~l3 : FULL);
        targets !== 0;
        targets &= targets - 1
      ) {
        const to = 31 - Math.clz32(targets & -targets);
        const moved = from | (to << 5);
        if (((wins >>> to) & 1) !== 0) {
          out[n++] = moved | WIN_FLAG;
          continue;
        }
        for (let builds = (NEIGHBOURS[to] ?? 0) & free; builds !== 0; builds &= builds - 1)
          out[n++] = moved | ((31 - Math.clz32(builds & -builds)) << 10);
      }
    }
    return n - offset;
  }

  /** How many turns frame ply's mover has, counted without listing them. */
  countTurns(ply: number): number {
    const f = this.frames;
    const o = ply * STRIDE;
    return countBaseTurns(
      f[o + L1] ?? 0,
      f[o + L2] ?? 0,
      f[o + L3] ?? 0,
      f[o + DOMES] ?? 0,
      f[o + A0] ?? 0,
      f[o + A1] ?? 0,
      f[o + B0] ?? 0,
      f[o + B1] ?? 0,
    );
  }
}

/**
 * How many turns the mover has, whose workers are a0 and a1 (b0 and b1 the opponent's), counted
 * by popcounts without listing them (plain numbers: perft counts children it never stores).
 */
export function countBaseTurns(
  l1: number,
  l2: number,
  l3: number,
  domes: number,
  a0: number,
  a1: number,
  b0: number,
  b1: number,
): number {
  const occupied = domes | (1 << a0) | (1 << a1) | (1 << b0) | (1 << b1);
  let total = 0;
  for (let w = 0; w < 2; w++) {
    const from = w === 0 ? a0 : a1;
    const height = ((l1 >>> from) & 1) + ((l2 >>> from) & 1) + ((l3 >>> from) & 1);
    let targets = (NEIGHBOURS[from] ?? 0) & ~occupied & (height === 0 ? ~l2 : height === 1 ? ~l3 : FULL);
    if (height === 2) {
      const wins = targets & l3;
      total += popcount(wins);
      targets ^= wins;
    }
    const free = ~(occupied ^ (1 << from));
    for (; targets !== 0; targets &= targets - 1)
      total += popcount((NEIGHBOURS[31 - Math.clz32(targets & -targets)] ?? 0) & free);
  }
  return total;
}
