import { NEIGHBOURS } from '@santorini/engine';
import { climbable, heightAt, lowest } from './bits.js';
import { Evaluator } from './evaluate.js';
import { BUILD_KEYS, SIDE_KEY_HI, SIDE_KEY_LO, WORKER_KEYS } from './keys.js';
import { EXACT, LOWER, scoreFromTable, scoreToTable, TranspositionTable, UPPER } from '../tt.js';
import { INFINITE, WIN, WIN_BOUND } from '../score.js';
import type { SearchClock } from '../clock.js';

/**
 * Alpha-beta search of the base game (2 players, no powers, after placement) on plain numbers:
 * each node receives the layers, the mover's workers a0 a1, the opponent's b0 b1 and the hash, and
 * makes its children by copy (no unmake). Negamax PVS with a transposition table, killer and history
 * ordering, late-move reductions, and two exact Santorini shortcuts: a mover who can step up to
 * level 3 wins at once, and a turn that leaves the opponent such a step is never searched (it loses
 * next turn). When the opponent threatens a win at the horizon the search extends instead of
 * evaluating, so single threats are parried and double threats seen.
 *
 * A turn code: from | to << 5 | build << 10, plus WIN_MOVE for a winning move (no build).
 */
export const WIN_MOVE = 1 << 15;
export const MAX_PLY = 96;
const MAX_TURNS = 128;

const TT_BONUS = 1 << 30;
// Quiet turns are ordered by history plus: climbing, standing high, and building no higher than the
// mover stands (tuned on `node packages/ai/dist-bench/suite.js`: about 20% fewer nodes).
const CLIMB_ORDER = 128;
const HEIGHT_ORDER = 64;
const BUILD_NEAR_ORDER = 32;

/** Late-move reductions by depth and move number: about ln(depth) × ln(index) / divisor. */
function reductionTable(divisor: number): Int8Array {
  return Int8Array.from({ length: 32 * 64 }, (_, i) => {
    const depth = i >> 6;
    const index = i & 63;
    return depth < 1 || index < 1
      ? 0
      : Math.min(depth - 2, Math.floor(0.5 + (Math.log(depth) * Math.log(index)) / divisor));
  });
}

/** Search settings that trade exactness for depth (measured with the benches before changing). */
export interface SearchTuning {
  /** Late-move reductions: larger reduces less. */
  reductionDivisor: number;
  /** Below this depth, quiet turns after the first (lateMoveBase + depth²) are not searched (0: off). */
  lateMoveBase: number;
  lateMoveDepth: number;
  /** Reverse futility: at depth ≤ this, a static score `margin × depth` above beta cuts (0: off). */
  staticCutDepth: number;
  staticCutMargin: number;
  /** Frontier futility: at depth 1, when static score + margin ≤ alpha, only climbs are searched (0: off). */
  frontierMargin: number;
  /** Turns that make a win threat count as tactical: never reduced or pruned. */
  threatsTactical: boolean;
  /** One ply from the horizon, how many turns are picked best-first before the rest go unsorted. */
  frontierSorted: number;
  /** From this depth, a node without a turn in the table is searched one ply shallower (0: off). */
  reduceUnknownDepth: number;
  /** Killer turns are searched before the other turns are generated. */
  stagedKillers: boolean;
}

export const DEFAULT_TUNING: SearchTuning = {
  reductionDivisor: 2.5,
  lateMoveBase: 6,
  lateMoveDepth: 3,
  staticCutDepth: 3,
  staticCutMargin: 60,
  frontierMargin: 0,
  threatsTactical: true,
  frontierSorted: 4,
  reduceUnknownDepth: 0,
  stagedKillers: true,
};
const hTo = heightAt;

/**
 * Whether building on `b` (a one-square set) leaves the opponent a winning step: a free level 3
 * (after the build, not domed) among `threatNear`, the squares next to their workers on level 2.
 */
const leavesWinningStep = (
  threatNear: number,
  l2: number,
  l3: number,
  domes: number,
  b: number,
  workersAfter: number,
): boolean => (threatNear & (l3 | (l2 & b)) & ~(domes | (l3 & b)) & ~workersAfter) !== 0;
const KILLER_BONUS = 1 << 28;

export interface BaseNode {
  l1: number;
  l2: number;
  l3: number;
  domes: number;
  /** The mover's workers and the opponent's, as squares. */
  a0: number;
  a1: number;
  b0: number;
  b1: number;
  /** The mover's absolute side (0 or 1), for hashing. */
  side: number;
}

export interface IterationResult {
  depth: number;
  score: number;
  pv: number[];
}

export class BaseSearch {
  nodes = 0;
  /** Null-move pruning on (a switch for measuring it). */
  nullMove = false;
  private aborted = false;
  private clock: SearchClock | null = null;
  private rootSide = 0;
  private readonly turns = new Int32Array(MAX_PLY * MAX_TURNS);
  private readonly order = new Int32Array(MAX_PLY * MAX_TURNS);
  private readonly killers = new Int32Array(MAX_PLY * 2);
  private readonly history = new Int32Array(1 << 15);
  private readonly pv = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly pvLength = new Int32Array(MAX_PLY);

  private readonly reductions: Int8Array;

  constructor(
    readonly tt: TranspositionTable,
    readonly evaluator: Evaluator = new Evaluator(),
    readonly tuning: SearchTuning = DEFAULT_TUNING,
  ) {
    this.reductions = reductionTable(tuning.reductionDivisor);
  }

  get wasAborted(): boolean {
    return this.aborted;
  }

  /** A call, not a field read, so that checks after a recursive search are not narrowed away. */
  private isStopped(): boolean {
    return this.aborted;
  }

  /** Clears what one search learns about move order (the table is kept between moves). */
  reset(clock: SearchClock, rootSide: number): void {
    this.nodes = 0;
    this.aborted = false;
    this.clock = clock;
    this.rootSide = rootSide;
    this.killers.fill(0);
    this.history.fill(0);
  }

  /** The hash of a node, computed from scratch (the search updates it incrementally). */
  hashOf(node: BaseNode): [number, number] {
    let hi = node.side === 1 ? SIDE_KEY_HI : 0;
    let lo = node.side === 1 ? SIDE_KEY_LO : 0;
    for (let sq = 0; sq < 25; sq++) {
      const h = heightAt(node.l1, node.l2, node.l3, sq) + (((node.domes >>> sq) & 1) !== 0 ? 1 : 0);
      for (let level = 0; level < h; level++) {
        hi ^= BUILD_KEYS[(sq * 4 + level) * 2] ?? 0;
        lo ^= BUILD_KEYS[(sq * 4 + level) * 2 + 1] ?? 0;
      }
    }
    const workers = [node.a0, node.a1, node.b0, node.b1];
    workers.forEach((sq, index) => {
      const side = index < 2 ? node.side : node.side ^ 1;
      hi ^= WORKER_KEYS[(side * 25 + sq) * 2] ?? 0;
      lo ^= WORKER_KEYS[(side * 25 + sq) * 2 + 1] ?? 0;
    });
    return [hi, lo];
  }

  /**
   * One iteration of iterative deepening at the root: the score within (alpha, beta) and the
   * principal variation. The caller deepens, sets aspiration windows and reads `wasAborted`.
   */
  searchRoot(node: BaseNode, depth: number, alpha: number, beta: number): IterationResult {
    const [hi, lo] = this.hashOf(node);
    const score = this.negamax(
      depth,
      alpha,
      beta,
      0,
      node.l1,
      node.l2,
      node.l3,
      node.domes,
      node.a0,
      node.a1,
      node.b0,
      node.b1,
      hi,
      lo,
    );
    const pv = Array.from(this.pv.subarray(0, this.pvLength[0] ?? 0));
    return { depth, score, pv };
  }

  private checkLimits(): void {
    if (this.clock?.expired(this.nodes) === true) this.aborted = true;
  }

  private negamax(
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
    l1: number,
    l2: number,
    l3: number,
    domes: number,
    a0: number,
    a1: number,
    b0: number,
    b1: number,
    hi: number,
    lo: number,
  ): number {
    this.nodes++;
    if ((this.nodes & 1023) === 0) this.checkLimits();
    this.pvLength[ply] = ply;
    if (this.aborted) return 0;

    const occupied = domes | (1 << a0) | (1 << a1) | (1 << b0) | (1 << b1);
    const ha0 = heightAt(l1, l2, l3, a0);
    const ha1 = heightAt(l1, l2, l3, a1);
    const winA0 = ha0 === 2 ? (NEIGHBOURS[a0] ?? 0) & l3 & ~occupied : 0;
    const winA1 = ha1 === 2 ? (NEIGHBOURS[a1] ?? 0) & l3 & ~occupied : 0;
    if ((winA0 | winA1) !== 0) {
      const from = winA0 !== 0 ? a0 : a1;
      this.pv[ply * MAX_PLY + ply] = from | (lowest(winA0 !== 0 ? winA0 : winA1) << 5) | WIN_MOVE;
      this.pvLength[ply] = ply + 1;
      return WIN - (ply + 1);
    }
    const reachA0 = (NEIGHBOURS[a0] ?? 0) & ~occupied & climbable(l2, l3, ha0);
    const reachA1 = (NEIGHBOURS[a1] ?? 0) & ~occupied & climbable(l2, l3, ha1);
    // No step means no turn (a worker that steps can always build where it stood): R2.
    if ((reachA0 | reachA1) === 0) return -(WIN - ply);

    const hb0 = heightAt(l1, l2, l3, b0);
    const hb1 = heightAt(l1, l2, l3, b1);
    const threatNear = (hb0 === 2 ? (NEIGHBOURS[b0] ?? 0) : 0) | (hb1 === 2 ? (NEIGHBOURS[b1] ?? 0) : 0);
    if (depth <= 0) {
      const threatened = (threatNear & l3 & ~occupied) !== 0;
      if (!threatened || ply >= MAX_PLY - 4)
        return this.evaluator.evaluate(l1, l2, l3, domes, a0, a1, b0, b1);
      depth = 1;
    }
    if (ply >= MAX_PLY - 2) return this.evaluator.evaluate(l1, l2, l3, domes, a0, a1, b0, b1);

    // Mate-distance pruning: nothing here can beat a win already found closer to the root.
    const bestPossible = WIN - (ply + 1);
    if (alpha >= bestPossible) return alpha;

    const pvNode = beta - alpha > 1;
    const tt = this.tt;
    const entry = tt.probe(hi, lo);
    let ttMove = 0;
    if (entry >= 0) {
      ttMove = tt.move(entry);
      if (!pvNode && tt.depth(entry) >= depth) {
        const stored = scoreFromTable(tt.score(entry), ply);
        const bound = tt.bound(entry);
        if (bound === EXACT || (bound === LOWER && stored >= beta) || (bound === UPPER && stored <= alpha))
          return stored;
      }
    }

    const tuning = this.tuning;
    const calm =
      !pvNode && ply > 0 && beta < WIN_BOUND && alpha > -WIN_BOUND && (threatNear & l3 & ~occupied) === 0;
    let staticScore = 0;
    if (calm && depth <= Math.max(tuning.staticCutDepth, tuning.frontierMargin > 0 ? 1 : 0))
      staticScore = this.evaluator.evaluate(l1, l2, l3, domes, a0, a1, b0, b1);
    if (calm && depth <= tuning.staticCutDepth && staticScore - tuning.staticCutMargin * depth >= beta)
      return staticScore - tuning.staticCutMargin * depth;
    const frontier =
      calm && depth === 1 && tuning.frontierMargin > 0 && staticScore + tuning.frontierMargin <= alpha;
    // No turn from the table this deep: the node was not searched before, search it a ply shallower.
    if (ttMove === 0 && tuning.reduceUnknownDepth > 0 && depth >= tuning.reduceUnknownDepth) depth--;

    // Null move: if passing still holds beta, a real turn surely does (no zugzwang to fear when the
    // opponent has no winning step to take after the pass).
    if (
      this.nullMove &&
      !pvNode &&
      depth >= 3 &&
      ply > 0 &&
      beta < WIN_BOUND &&
      (threatNear & l3 & ~occupied) === 0 &&
      this.evaluator.evaluate(l1, l2, l3, domes, a0, a1, b0, b1) >= beta
    ) {
      const score = -this.negamax(
        depth - 3,
        -beta,
        -beta + 1,
        ply + 1,
        l1,
        l2,
        l3,
        domes,
        b0,
        b1,
        a0,
        a1,
        hi ^ SIDE_KEY_HI,
        lo ^ SIDE_KEY_LO,
      );
      if (this.isStopped()) return 0;
      if (score >= beta) return score >= WIN_BOUND ? beta : score;
    }

    // The table's turn and the killers are searched before the others are generated: they often
    // cut at once.
    const base = ply * MAX_TURNS;
    const turns = this.turns;
    const order = this.order;
    const history = this.history;
    const killer0 = this.killers[ply * 2] ?? 0;
    const killer1 = this.killers[ply * 2 + 1] ?? 0;
    let count = 0;
    let generated = false;
    const stageKillers = this.tuning.stagedKillers;
    for (let k = 0; k < (stageKillers ? 3 : 1); k++) {
      const code = k === 0 ? ttMove : k === 1 ? killer0 : killer1;
      if (code === 0 || (k > 0 && code === ttMove)) continue;
      if (!this.isPlayable(code, l2, l3, domes, occupied, a0, a1, b0, b1, reachA0, reachA1, threatNear))
        continue;
      turns[base + count] = code;
      order[base + count] = k === 0 ? TT_BONUS : KILLER_BONUS + 2 - k;
      count++;
    }
    const side = this.rootSide ^ (ply & 1);
    const baseHi = hi ^ SIDE_KEY_HI;
    const baseLo = lo ^ SIDE_KEY_LO;
    const originalAlpha = alpha;
    let best = -INFINITE;
    let bestTurn = 0;
    // Futile (far below alpha at the frontier) or late in the list at low depth: quiet turns are skipped.
    let skipQuiet = frontier;
    const lateMoves =
      !pvNode && depth <= tuning.lateMoveDepth ? tuning.lateMoveBase + depth * depth : MAX_TURNS;
    for (let i = 0; ; i++) {
      if (i === count) {
        if (generated) break;
        count = this.generate(
          base,
          count,
          ttMove,
          stageKillers,
          l1,
          l2,
          l3,
          domes,
          occupied,
          a0,
          a1,
          b0,
          b1,
          reachA0,
          reachA1,
          threatNear,
          killer0,
          killer1,
        );
        generated = true;
        // Every turn hands the opponent a win: they take it on their turn.
        if (count === 0) return -(WIN - (ply + 2));
        if (i === count) break;
      }
      // Selection sort: the best remaining turn first (cutoffs usually come early). One ply from
      // the horizon, after the first few, the rest go in generation order: sorting them costs
      // more than searching them.
      let pick = base + i;
      let pickScore = order[pick] ?? 0;
      // Once quiet turns are being skipped, sorting the rest buys nothing either.
      const sortedUntil = !skipQuiet && (depth > 1 || i < tuning.frontierSorted) ? base + count : pick;
      for (let j = pick + 1; j < sortedUntil; j++) {
        const s = order[j] ?? 0;
        if (s > pickScore) {
          pick = j;
          pickScore = s;
        }
      }
      const code = turns[pick] ?? 0;
      turns[pick] = turns[base + i] ?? 0;
      order[pick] = order[base + i] ?? 0;
      turns[base + i] = code;

      const from = code & 31;
      const to = (code >>> 5) & 31;
      const at = (code >>> 10) & 31;
      const other = from === a0 ? a1 : a0;
      const b = 1 << at;
      const n1 = l1 | b;
      const n2 = l2 | (l1 & b);
      const n3 = l3 | (l2 & b);
      const nd = domes | (l3 & b);
      let quiet = false;
      if (i > 0) {
        const hNew = hTo(l1, l2, l3, to);
        quiet = pickScore < KILLER_BONUS && hNew <= hTo(l1, l2, l3, from);
        if (quiet && tuning.threatsTactical && hNew === 2) {
          const workersAfter = (1 << to) | (1 << other) | (1 << b0) | (1 << b1);
          if (((NEIGHBOURS[to] ?? 0) & n3 & ~nd & ~workersAfter) !== 0) quiet = false;
        }
        if (quiet && i >= lateMoves) skipQuiet = true;
        if (quiet && skipQuiet) continue;
      }
      const level = ((l1 >>> at) & 1) + ((l2 >>> at) & 1) + ((l3 >>> at) & 1);
      const wk = side * 50;
      const bk = (at * 4 + level) * 2;
      const childHi =
        baseHi ^ (WORKER_KEYS[wk + from * 2] ?? 0) ^ (WORKER_KEYS[wk + to * 2] ?? 0) ^ (BUILD_KEYS[bk] ?? 0);
      const childLo =
        baseLo ^
        (WORKER_KEYS[wk + from * 2 + 1] ?? 0) ^
        (WORKER_KEYS[wk + to * 2 + 1] ?? 0) ^
        (BUILD_KEYS[bk + 1] ?? 0);

      let score: number;
      if (i === 0) {
        score = -this.negamax(
          depth - 1,
          -beta,
          -alpha,
          ply + 1,
          n1,
          n2,
          n3,
          nd,
          b0,
          b1,
          to,
          other,
          childHi,
          childLo,
        );
      } else {
        const reduction =
          depth >= 3 && i >= 2 && quiet
            ? (this.reductions[Math.min(depth, 31) * 64 + Math.min(i, 63)] ?? 0)
            : 0;
        score = -this.negamax(
          depth - 1 - reduction,
          -alpha - 1,
          -alpha,
          ply + 1,
          n1,
          n2,
          n3,
          nd,
          b0,
          b1,
          to,
          other,
          childHi,
          childLo,
        );
        if (score > alpha && reduction > 0)
          score = -this.negamax(
            depth - 1,
            -alpha - 1,
            -alpha,
            ply + 1,
            n1,
            n2,
            n3,
            nd,
            b0,
            b1,
            to,
            other,
            childHi,
            childLo,
          );
        if (score > alpha && score < beta)
          score = -this.negamax(
            depth - 1,
            -beta,
            -alpha,
            ply + 1,
            n1,
            n2,
            n3,
            nd,
            b0,
            b1,
            to,
            other,
            childHi,
            childLo,
          );
      }
      if (this.isStopped()) return 0;
      if (score > best) {
        best = score;
        bestTurn = code;
        if (score > alpha) {
          alpha = score;
          this.updatePv(ply, code);
          if (score >= beta) {
            if (pickScore < KILLER_BONUS) {
              if (code !== killer0) {
                this.killers[ply * 2 + 1] = killer0;
                this.killers[ply * 2] = code;
              }
              history[code] = Math.min((history[code] ?? 0) + depth * depth, KILLER_BONUS - 1);
            }
            break;
          }
        }
      }
    }
    const bound = best >= beta ? LOWER : best > originalAlpha ? EXACT : UPPER;
    tt.store(hi, lo, bestTurn, depth, bound, scoreToTable(best, ply));
    return best;
  }

  /** Whether a turn code (from the table, so possibly another position's) is a turn searched here. */
  private isPlayable(
    code: number,
    l2: number,
    l3: number,
    domes: number,
    occupied: number,
    a0: number,
    a1: number,
    b0: number,
    b1: number,
    reachA0: number,
    reachA1: number,
    threatNear: number,
  ): boolean {
    if ((code & WIN_MOVE) !== 0) return false;
    const from = code & 31;
    const to = (code >>> 5) & 31;
    const at = (code >>> 10) & 31;
    const reach = from === a0 ? reachA0 : from === a1 ? reachA1 : 0;
    if (((reach >>> to) & 1) === 0) return false;
    const free = ~(occupied ^ (1 << from));
    if (((((NEIGHBOURS[to] ?? 0) & free) >>> at) & 1) === 0) return false;
    if (threatNear === 0) return true;
    const b = 1 << at;
    const workersAfter = (1 << to) | (1 << (from === a0 ? a1 : a0)) | (1 << b0) | (1 << b1);
    return !leavesWinningStep(threatNear, l2, l3, domes, b, workersAfter);
  }

  /**
   * Writes every turn that does not hand the opponent a winning step, except `skip` (and the
   * killers when they were searched already), with its ordering score, from `base + start`;
   * returns the new count. A skipped turn that was not searched before is never a playable one.
   */
  private generate(
    base: number,
    start: number,
    skip: number,
    skipKillers: boolean,
    l1: number,
    l2: number,
    l3: number,
    domes: number,
    occupied: number,
    a0: number,
    a1: number,
    b0: number,
    b1: number,
    reachA0: number,
    reachA1: number,
    threatNear: number,
    killer0: number,
    killer1: number,
  ): number {
    const turns = this.turns;
    const order = this.order;
    const history = this.history;
    const ha0 = heightAt(l1, l2, l3, a0);
    const ha1 = heightAt(l1, l2, l3, a1);
    let count = start;
    for (let w = 0; w < 2; w++) {
      const from = w === 0 ? a0 : a1;
      const other = w === 0 ? a1 : a0;
      const hFrom = w === 0 ? ha0 : ha1;
      const free = ~(occupied ^ (1 << from));
      for (let targets = w === 0 ? reachA0 : reachA1; targets !== 0; targets &= targets - 1) {
        const to = lowest(targets);
        const hTo = heightAt(l1, l2, l3, to);
        const workersAfter = (1 << to) | (1 << other) | (1 << b0) | (1 << b1);
        for (let builds = (NEIGHBOURS[to] ?? 0) & free; builds !== 0; builds &= builds - 1) {
          const at = lowest(builds);
          const b = 1 << at;
          if (threatNear !== 0 && leavesWinningStep(threatNear, l2, l3, domes, b, workersAfter)) continue;
          const code = from | (to << 5) | (at << 10);
          if (code === skip || (skipKillers && (code === killer0 || code === killer1))) continue;
          turns[base + count] = code;
          order[base + count] =
            code === killer0
              ? KILLER_BONUS + 1
              : code === killer1
                ? KILLER_BONUS
                : (history[code] ?? 0) +
                  (hTo - hFrom) * CLIMB_ORDER +
                  hTo * HEIGHT_ORDER +
                  (heightAt(l1, l2, l3, at) <= hTo ? BUILD_NEAR_ORDER : 0);
          count++;
        }
      }
    }
    return count;
  }

  private updatePv(ply: number, code: number): void {
    const pv = this.pv;
    const row = ply * MAX_PLY;
    const childRow = row + MAX_PLY;
    pv[row + ply] = code;
    const childEnd = this.pvLength[ply + 1] ?? ply + 1;
    for (let i = ply + 1; i < childEnd; i++) pv[row + i] = pv[childRow + i] ?? 0;
    this.pvLength[ply] = Math.max(childEnd, ply + 1);
  }
}
