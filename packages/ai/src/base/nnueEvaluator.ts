import { A0, A1, B0, B1, DOMES, HASH_HI, HASH_LO, L1, L2, L3, SIDE, STRIDE } from '@santorini/engine';
import {
  OUTLOOK_OFFSET,
  powerFeature,
  SQUARE_STATES,
  squareStateIn,
  STATUS_OFFSET,
  STATUSES,
  TERRITORY_OFFSET,
  workerFeature,
  workerStatus,
} from '../nnue/features.js';
import { firstSteps, neighbourhood, OUTLOOKS, workerOutlook } from '../nnue/outlook.js';
import { highRace, reachedFirst, squareRace } from '../nnue/territory.js';
import { boardDeltas, emptyBoardSums } from '../nnue/boardRows.js';
import { boardBucket, clipped, networkOutput, outputScore, type Network } from '../nnue/network.js';
import { heightAt } from './bits.js';

/** The shape the base search asks of an evaluation: the side to move's score in a kernel frame. */
export interface BaseEvaluation {
  evaluate(frames: Int32Array, at: number): number;
  /**
   * Lazy evaluation: the score when a cheaper estimate of it lies within (low, high), else that
   * estimate (the search only needs to know the score is out of its window).
   */
  evaluateWithin?(frames: Int32Array, at: number, low: number, high: number): number;
}

const NO_POWER_OWN = powerFeature(true, null);
const NO_POWER_OTHER = powerFeature(false, null);
const FULL_BOARD = (1 << 25) - 1;
/** Frames with an accumulator of their own; deeper ones are built from scratch. */
const KEPT_PLIES = 128;
const WORKER_FIELDS = [A0, A1, B0, B1] as const;

/**
 * The learned evaluation on the base-game kernel's frames, added to `base`'s score when given (the
 * network then learnt a correction of it). Each frame (ply) of the stack keeps both seats'
 * accumulators with the hash of the position they are for. A frame whose accumulators are stale is
 * brought up to date from its parent frame's — the squares whose state changed and the workers
 * that moved, a few rows — or, when the parent's are stale too, from the nearest frame above that
 * is not; the root's are built from scratch. Allocation-free.
 */
export class NnueBaseEvaluator implements BaseEvaluation {
  private readonly hidden: number;
  /** Per frame: seat 0's sums, then seat 1's. */
  private readonly sums: Int32Array;
  private readonly hashHi: Int32Array;
  private readonly hashLo: Int32Array;
  private readonly known: Uint8Array;
  /** The bias plus every square at level 0 and no powers: what an empty base-game board sums to. */
  private readonly emptyBoard: Int32Array;
  /** Per square and state: its row less the square's level-0 row (only built squares cost). */
  private readonly boardDelta: Int32Array;
  /** Both seats' sums for a frame deeper than KEPT_PLIES, built from scratch each time. */
  private readonly scratch: Int32Array;
  private readonly status: boolean;
  private readonly outlook: boolean;
  private readonly territory: boolean;
  /** The side to move's sums then the other's with the workers' outlook rows added (their status rows come after). */
  private readonly withWorkers: Int32Array;

  constructor(
    readonly network: Network,
    readonly base: BaseEvaluation | null = null,
  ) {
    const { hidden } = network;
    this.hidden = hidden;
    this.sums = new Int32Array((KEPT_PLIES + 1) * 2 * hidden);
    this.hashHi = new Int32Array(KEPT_PLIES + 1);
    this.hashLo = new Int32Array(KEPT_PLIES + 1);
    this.known = new Uint8Array(KEPT_PLIES + 1);
    this.scratch = new Int32Array(2 * hidden);
    this.status = network.workerStatus === true;
    this.outlook = network.workerOutlook === true;
    this.territory = network.territory === true;
    this.withWorkers = new Int32Array(2 * hidden);
    this.emptyBoard = emptyBoardSums(network, [NO_POWER_OWN, NO_POWER_OTHER]);
    this.boardDelta = boardDeltas(network);
  }

  evaluate(frames: Int32Array, at: number): number {
    return this.corrected(frames, at, this.base === null ? 0 : this.base.evaluate(frames, at));
  }

  /** The hand-written score alone where it lies outside (low, high): the network only corrects. */
  evaluateWithin(frames: Int32Array, at: number, low: number, high: number): number {
    // Without a hand-written score there is no cheaper estimate: the network judges alone.
    if (this.base === null) return this.evaluate(frames, at);
    const base = this.base.evaluate(frames, at);
    return base <= low || base >= high ? base : this.corrected(frames, at, base);
  }

  /** `base` plus the network's score of the frame at `at`. */
  private corrected(frames: Int32Array, at: number, base: number): number {
    const ply = at / STRIDE;
    const mover = frames[at + SIDE] ?? 0;
    const { hidden } = this;
    let sums = this.scratch;
    let offset = 0;
    if (!Number.isInteger(ply) || ply > KEPT_PLIES) this.build(frames, at, sums, 0);
    else {
      this.bringUpToDate(frames, ply);
      sums = this.sums;
      offset = ply * 2 * hidden;
    }
    const own = offset + mover * hidden;
    const other = offset + (1 - mover) * hidden;
    const bucket = boardBucket(
      this.network,
      frames[at + L1] ?? 0,
      frames[at + L2] ?? 0,
      frames[at + L3] ?? 0,
      frames[at + DOMES] ?? 0,
    );
    return (
      (this.status
        ? this.outputWithStatus(frames, at, sums, own, other, bucket)
        : networkOutput(this.network, sums, own, other, bucket)) + base
    );
  }

  /**
   * The output layer on the sums at `own` and `other` with the workers' status rows of the frame at
   * `at` added on the way (they change with every square around a worker, so they are read afresh
   * at each evaluation rather than kept): 4 rows a perspective, in the one pass over the units,
   * into output layer `bucket`. A network with the workers' outlook has their 4 rows a perspective
   * added first, into a copy of the sums.
   */
  private outputWithStatus(
    frames: Int32Array,
    at: number,
    sums: Int32Array,
    own: number,
    other: number,
    bucket: number,
  ): number {
    const { hidden } = this;
    const l1 = frames[at + L1] ?? 0;
    const l2 = frames[at + L2] ?? 0;
    const l3 = frames[at + L3] ?? 0;
    const domes = frames[at + DOMES] ?? 0;
    const a0 = frames[at + A0] ?? 0;
    const a1 = frames[at + A1] ?? 0;
    const b0 = frames[at + B0] ?? 0;
    const b1 = frames[at + B1] ?? 0;
    const a = (1 << a0) | (1 << a1);
    const b = (1 << b0) | (1 << b1);
    const occupied = a | b;
    // a0 and a1 are the side to move's workers: its own in its perspective, the other's in the other.
    const ownBlock = STATUS_OFFSET * hidden;
    const otherBlock = (STATUS_OFFSET + STATUSES) * hidden;
    const sa0 = workerStatus(a0, heightAt(l1, l2, l3, a0), l1, l2, l3, domes, occupied, b) * hidden;
    const sa1 = workerStatus(a1, heightAt(l1, l2, l3, a1), l1, l2, l3, domes, occupied, b) * hidden;
    const sb0 = workerStatus(b0, heightAt(l1, l2, l3, b0), l1, l2, l3, domes, occupied, a) * hidden;
    const sb1 = workerStatus(b1, heightAt(l1, l2, l3, b1), l1, l2, l3, domes, occupied, a) * hidden;
    const r0 = ownBlock + sa0;
    const r1 = ownBlock + sa1;
    const r2 = otherBlock + sb0;
    const r3 = otherBlock + sb1;
    const r4 = otherBlock + sa0;
    const r5 = otherBlock + sa1;
    const r6 = ownBlock + sb0;
    const r7 = ownBlock + sb1;
    if (this.outlook) {
      // Each worker's outlook row, its own (o0, o1: the side to move's) and the other's (o2, o3),
      // added into a copy of the sums in one pass: the loop below then reads them as it reads any.
      const nearA = neighbourhood(a);
      const nearB = neighbourhood(b);
      const oa0 = workerOutlook(a0, heightAt(l1, l2, l3, a0), l1, l2, l3, domes, occupied, nearB);
      const oa1 = workerOutlook(a1, heightAt(l1, l2, l3, a1), l1, l2, l3, domes, occupied, nearB);
      const ob0 = workerOutlook(b0, heightAt(l1, l2, l3, b0), l1, l2, l3, domes, occupied, nearA);
      const ob1 = workerOutlook(b1, heightAt(l1, l2, l3, b1), l1, l2, l3, domes, occupied, nearA);
      const ownOutlooks = OUTLOOK_OFFSET * hidden;
      const otherOutlooks = (OUTLOOK_OFFSET + OUTLOOKS) * hidden;
      const o0 = ownOutlooks + oa0 * hidden;
      const o1 = ownOutlooks + oa1 * hidden;
      const o2 = otherOutlooks + ob0 * hidden;
      const o3 = otherOutlooks + ob1 * hidden;
      const o4 = otherOutlooks + oa0 * hidden;
      const o5 = otherOutlooks + oa1 * hidden;
      const o6 = ownOutlooks + ob0 * hidden;
      const o7 = ownOutlooks + ob1 * hidden;
      const w = this.network.featureWeights;
      const copy = this.withWorkers;
      for (let i = 0; i < hidden; i++) {
        copy[i] =
          (sums[own + i] ?? 0) + (w[o0 + i] ?? 0) + (w[o1 + i] ?? 0) + (w[o2 + i] ?? 0) + (w[o3 + i] ?? 0);
        copy[hidden + i] =
          (sums[other + i] ?? 0) + (w[o4 + i] ?? 0) + (w[o5 + i] ?? 0) + (w[o6 + i] ?? 0) + (w[o7 + i] ?? 0);
      }
      if (this.territory) this.addTerritory(l1, l2, l3, domes, a0, a1, b0, b1, occupied);
      sums = copy;
      own = 0;
      other = hidden;
    }
    const { featureWeights: weights, outputWeights, outputBias } = this.network;
    const mine = bucket * 2 * hidden;
    const theirs = mine + hidden;
    let total = outputBias;
    for (let i = 0; i < hidden; i++) {
      const x =
        (sums[own + i] ?? 0) +
        (weights[r0 + i] ?? 0) +
        (weights[r1 + i] ?? 0) +
        (weights[r2 + i] ?? 0) +
        (weights[r3 + i] ?? 0);
      const y =
        (sums[other + i] ?? 0) +
        (weights[r4 + i] ?? 0) +
        (weights[r5 + i] ?? 0) +
        (weights[r6 + i] ?? 0) +
        (weights[r7 + i] ?? 0);
      total += clipped(x) * (outputWeights[mine + i] ?? 0) + clipped(y) * (outputWeights[theirs + i] ?? 0);
    }
    return outputScore(this.network, total);
  }

  /**
   * The territory rows (`territoryFeatures`) added into the copy of the sums: the side to move's
   * square and high-ground races in its half, the other side's in the other.
   */
  private addTerritory(
    l1: number,
    l2: number,
    l3: number,
    domes: number,
    a0: number,
    a1: number,
    b0: number,
    b1: number,
    occupied: number,
  ): void {
    const { hidden } = this;
    const free = ~(occupied | domes);
    const nearA =
      firstSteps(a0, heightAt(l1, l2, l3, a0), l2, l3, free) |
      firstSteps(a1, heightAt(l1, l2, l3, a1), l2, l3, free);
    const nearB =
      firstSteps(b0, heightAt(l1, l2, l3, b0), l2, l3, free) |
      firstSteps(b1, heightAt(l1, l2, l3, b1), l2, l3, free);
    const firstA = reachedFirst(nearA, nearB, l1, l2, l3, free);
    const firstB = reachedFirst(nearB, nearA, l1, l2, l3, free);
    const t0 = (TERRITORY_OFFSET + squareRace(firstA, firstB)) * hidden;
    const t1 = (TERRITORY_OFFSET + highRace(firstA, firstB, l2)) * hidden;
    const t2 = (TERRITORY_OFFSET + squareRace(firstB, firstA)) * hidden;
    const t3 = (TERRITORY_OFFSET + highRace(firstB, firstA, l2)) * hidden;
    const w = this.network.featureWeights;
    const copy = this.withWorkers;
    for (let i = 0; i < hidden; i++) {
      copy[i] = (copy[i] ?? 0) + (w[t0 + i] ?? 0) + (w[t1 + i] ?? 0);
      copy[hidden + i] = (copy[hidden + i] ?? 0) + (w[t2 + i] ?? 0) + (w[t3 + i] ?? 0);
    }
  }

  /** Forgets every frame's accumulators (the next evaluation of each builds or derives them again). */
  forget(): void {
    this.known.fill(0);
  }

  private isCurrent(frames: Int32Array, ply: number): boolean {
    const at = ply * STRIDE;
    return (
      this.known[ply] === 1 &&
      this.hashHi[ply] === (frames[at + HASH_HI] ?? 0) &&
      this.hashLo[ply] === (frames[at + HASH_LO] ?? 0)
    );
  }

  private bringUpToDate(frames: Int32Array, ply: number): void {
    if (this.isCurrent(frames, ply)) return;
    let from = ply - 1;
    while (from >= 0 && !this.isCurrent(frames, from)) from--;
    if (from < 0) {
      this.build(frames, 0, this.sums, 0);
      this.mark(frames, 0);
      from = 0;
    }
    for (let p = from + 1; p <= ply; p++) {
      this.derive(frames, p);
      this.mark(frames, p);
    }
  }

  private mark(frames: Int32Array, ply: number): void {
    const at = ply * STRIDE;
    this.known[ply] = 1;
    this.hashHi[ply] = frames[at + HASH_HI] ?? 0;
    this.hashLo[ply] = frames[at + HASH_LO] ?? 0;
  }

  /** Both seats' sums for the frame at `at`, from scratch, into `out` at `offset`. */
  private build(frames: Int32Array, at: number, out: Int32Array, offset: number): void {
    const { hidden } = this;
    const l1 = frames[at + L1] ?? 0;
    const l2 = frames[at + L2] ?? 0;
    const l3 = frames[at + L3] ?? 0;
    const domes = frames[at + DOMES] ?? 0;
    for (let i = 0; i < hidden; i++) out[offset + i] = this.emptyBoard[i] ?? 0;
    let built = (l1 | domes) & FULL_BOARD;
    while (built !== 0) {
      const sq = 31 - Math.clz32(built & -built);
      built &= built - 1;
      this.addRow(
        out,
        offset,
        this.boardDelta,
        (sq * SQUARE_STATES + squareStateIn(l1, l2, l3, domes, sq)) * hidden,
        1,
      );
    }
    out.copyWithin(offset + hidden, offset, offset + hidden);
    const side = frames[at + SIDE] ?? 0;
    for (let w = 0; w < 4; w++) {
      const sq = frames[at + (WORKER_FIELDS[w] ?? A0)] ?? 0;
      const owner = w < 2 ? side : 1 - side;
      this.addWorker(out, offset, owner, sq, heightAt(l1, l2, l3, sq), 1);
    }
  }

  /** The frame at `ply` from its parent's sums: the squares that changed and the workers that moved. */
  private derive(frames: Int32Array, ply: number): void {
    const { hidden } = this;
    const at = ply * STRIDE;
    const up = at - STRIDE;
    const offset = ply * 2 * hidden;
    this.sums.copyWithin(offset, offset - 2 * hidden, offset);
    const l1 = frames[at + L1] ?? 0;
    const l2 = frames[at + L2] ?? 0;
    const l3 = frames[at + L3] ?? 0;
    const domes = frames[at + DOMES] ?? 0;
    const p1 = frames[up + L1] ?? 0;
    const p2 = frames[up + L2] ?? 0;
    const p3 = frames[up + L3] ?? 0;
    const pd = frames[up + DOMES] ?? 0;
    let changed = ((l1 ^ p1) | (l2 ^ p2) | (l3 ^ p3) | (domes ^ pd)) & FULL_BOARD;
    const { boardDelta, sums } = this;
    while (changed !== 0) {
      const sq = 31 - Math.clz32(changed & -changed);
      changed &= changed - 1;
      const before = (sq * SQUARE_STATES + squareStateIn(p1, p2, p3, pd, sq)) * hidden;
      const after = (sq * SQUARE_STATES + squareStateIn(l1, l2, l3, domes, sq)) * hidden;
      // The board is the same from both seats: one difference, added to both.
      for (let i = 0; i < hidden; i++) {
        const d = (boardDelta[after + i] ?? 0) - (boardDelta[before + i] ?? 0);
        sums[offset + i] = (sums[offset + i] ?? 0) + d;
        sums[offset + hidden + i] = (sums[offset + hidden + i] ?? 0) + d;
      }
    }
    const side = frames[at + SIDE] ?? 0;
    const parentSide = frames[up + SIDE] ?? 0;
    for (let owner = 0; owner < 2; owner++) {
      // The seat's two workers in each frame: a0/a1 when it moves there, else b0/b1.
      const mine = owner === side ? at + A0 : at + B0;
      const was = owner === parentSide ? up + A0 : up + B0;
      let left = -1;
      let came = -1;
      for (let k = 0; k < 2; k++) {
        const sq = frames[was + k] ?? 0;
        const level = heightAt(p1, p2, p3, sq);
        if (this.stands(frames, mine, sq, level, l1, l2, l3)) continue;
        if (left >= 0) this.moveWorker(offset, owner, left, -1);
        left = sq * 4 + level;
      }
      for (let k = 0; k < 2; k++) {
        const sq = frames[mine + k] ?? 0;
        const level = heightAt(l1, l2, l3, sq);
        if (this.stands(frames, was, sq, level, p1, p2, p3)) continue;
        if (came >= 0) this.moveWorker(offset, owner, -1, came);
        came = sq * 4 + level;
      }
      if (left >= 0 || came >= 0) this.moveWorker(offset, owner, left, came);
    }
  }

  /**
   * Takes `owner`'s worker off `left` and puts one on `came` (each square × 4 + level, or -1 for
   * none) in both seats' sums at `offset`: a move is one pass over the rows.
   */
  private moveWorker(offset: number, owner: number, left: number, came: number): void {
    const { hidden, sums } = this;
    const weights = this.network.featureWeights;
    for (let seat = 0; seat < 2; seat++) {
      const own = seat === owner;
      const out = offset + seat * hidden;
      const minus = left < 0 ? -1 : workerFeature(own, left >> 2, left & 3) * hidden;
      const plus = came < 0 ? -1 : workerFeature(own, came >> 2, came & 3) * hidden;
      if (minus >= 0 && plus >= 0)
        for (let i = 0; i < hidden; i++)
          sums[out + i] = (sums[out + i] ?? 0) + (weights[plus + i] ?? 0) - (weights[minus + i] ?? 0);
      else if (minus >= 0)
        for (let i = 0; i < hidden; i++) sums[out + i] = (sums[out + i] ?? 0) - (weights[minus + i] ?? 0);
      else for (let i = 0; i < hidden; i++) sums[out + i] = (sums[out + i] ?? 0) + (weights[plus + i] ?? 0);
    }
  }

  /** Whether one of the two workers at `fields` stands on `sq` at `level` (in that frame's levels). */
  private stands(
    frames: Int32Array,
    fields: number,
    sq: number,
    level: number,
    l1: number,
    l2: number,
    l3: number,
  ): boolean {
    for (let k = 0; k < 2; k++)
      if (frames[fields + k] === sq && heightAt(l1, l2, l3, sq) === level) return true;
    return false;
  }

  /** Adds (sign 1) or removes (-1) `owner`'s worker on `sq` at `level` in both seats' sums. */
  private addWorker(
    out: Int32Array,
    offset: number,
    owner: number,
    sq: number,
    level: number,
    sign: number,
  ): void {
    const { hidden } = this;
    const weights = this.network.featureWeights;
    for (let seat = 0; seat < 2; seat++)
      this.addRow(
        out,
        offset + seat * hidden,
        weights,
        workerFeature(seat === owner, sq, level) * hidden,
        sign,
      );
  }

  private addRow(out: Int32Array, offset: number, rows: ArrayLike<number>, row: number, sign: number): void {
    for (let i = 0; i < this.hidden; i++)
      out[offset + i] = (out[offset + i] ?? 0) + sign * (rows[row + i] ?? 0);
  }
}
