import {
  A0,
  A1,
  B0,
  B1,
  BaseStack,
  DOMES,
  FREE_FIELD,
  HASH_HI,
  HASH_LO,
  L1,
  L2,
  L3,
  MAX_BASE_TURNS,
  NEIGHBOURS,
  STRIDE,
  WIN_FLAG,
  winningTurn,
  type BaseState,
} from '@santorini/engine';
import { climbable, heightAt, lowest } from './bits.js';
import { Evaluator } from './evaluate.js';
import { forcedThreatTurn } from './threatWin.js';
import type { BaseEvaluation } from './nnueEvaluator.js';
import { EXACT, LOWER, scoreFromTable, scoreToTable, TranspositionTable, UPPER } from '../tt.js';
import { INFINITE, WIN, WIN_BOUND } from '../score.js';
import type { SearchClock } from '../clock.js';

/**
 * Alpha-beta search of the base game (2 players, no powers, after placement) on the engine's
 * base-game kernel: the position of each ply is a frame of one preallocated `BaseStack` (layers,
 * the mover's workers a0 a1, the opponent's b0 b1, side, Zobrist hash), which also holds what the
 * search works out once per node (the frame's free fields below); a child is made into the next
 * frame and unmade by returning. Negamax PVS with a transposition table, killer and history
 * ordering, late-move reductions, singular extensions, and two exact Santorini shortcuts: a mover
 * who can step up to level 3 wins at once, and a turn that leaves the opponent such a step is never
 * searched (it loses next turn). When the opponent threatens a win at the horizon the search
 * extends instead of evaluating, so single threats are parried and double threats seen.
 *
 * Turns are the kernel's codes (`from | to << 5 | build << 10`, WIN_FLAG for a winning move).
 */
export const MAX_PLY = 96;
const MAX_TURNS = MAX_BASE_TURNS;

// The search's own fields in each frame, worked out when the node is entered.
const OCCUPIED = FREE_FIELD;
/** Where the mover's workers a0 and a1 can step. */
const REACH_A0 = FREE_FIELD + 1;
const REACH_A1 = FREE_FIELD + 2;
/** The squares next to the opponent's workers on level 2: a free level 3 among them is a threat. */
const THREAT_NEAR = FREE_FIELD + 3;
const TT_MOVE = FREE_FIELD + 4;

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

/**
 * Search settings that trade exactness for depth (measured with the benches before changing; the
 * experiments that measured no better — null move, frontier futility, internal iterative
 * reduction, killers generated with the rest — left the search: packages/ai/docs/design.md).
 */
export interface SearchTuning {
  /** Late-move reductions: larger reduces less. */
  reductionDivisor: number;
  /** Below this depth, quiet turns after the first (lateMoveBase + depth²) are not searched (0: off). */
  lateMoveBase: number;
  lateMoveDepth: number;
  /** Reverse futility: at depth ≤ this, a static score `margin × depth` above beta cuts (0: off). */
  staticCutDepth: number;
  staticCutMargin: number;
  /** Turns that make a win threat count as tactical: never reduced or pruned. */
  threatsTactical: boolean;
  /** One ply from the horizon, how many turns are picked best-first before the rest go unsorted. */
  frontierSorted: number;
  /** At the horizon, a threat the opponent cannot parry (`forcedThreatTurn`) scores as the win it is. */
  threatWins: boolean;
  /**
   * Lazy evaluation with a learned correction: a horizon whose hand-written score lies this far
   * outside (alpha, beta) keeps that score and skips the network (0: the network judges every
   * horizon).
   */
  lazyMargin: number;
  /**
   * Singular extension: from this depth (0: off), the table's turn is searched a ply deeper when
   * every other turn fails a search at half the depth against its table score less
   * `singularMargin × depth` — the position has one good turn, so its line is worth a closer look.
   */
  singularDepth: number;
  singularMargin: number;
  /**
   * When a quiet turn cuts, the turns ordered before it (searched, or skipped by late-move pruning;
   * not the table's turn or the killers) lose in history what it gains (depth²): a turn that keeps
   * failing sinks in the order, below one that was never tried.
   */
  historyMalus: boolean;
}

export const DEFAULT_TUNING: SearchTuning = {
  reductionDivisor: 2.5,
  lateMoveBase: 6,
  lateMoveDepth: 3,
  staticCutDepth: 3,
  staticCutMargin: 60,
  threatsTactical: true,
  frontierSorted: 4,
  threatWins: true,
  lazyMargin: 150,
  singularDepth: 6,
  singularMargin: 10,
  historyMalus: true,
};

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

/** A root position: the kernel's state. */
export type BaseNode = BaseState;

export interface IterationResult {
  depth: number;
  score: number;
  pv: number[];
}

export class BaseSearch {
  nodes = 0;
  private aborted = false;
  private clock: SearchClock | null = null;
  /** The position of each ply, and what the search works out about it. */
  private readonly stack = new BaseStack(MAX_PLY);
  private readonly turns = new Int32Array(MAX_PLY * MAX_TURNS);
  private readonly order = new Int32Array(MAX_PLY * MAX_TURNS);
  private readonly killers = new Int32Array(MAX_PLY * 2);
  private readonly history = new Int32Array(1 << 15);
  private readonly pv = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly pvLength = new Int32Array(MAX_PLY);
  /** Per ply, the turn a singular-extension search leaves out (0: none). */
  private readonly excluded = new Int32Array(MAX_PLY);
  /** The root's first turn this iteration (the last iteration's best), or 0 for the table's. */
  private rootFirst = 0;
  /** The depth of the current `searchRoot`: extensions stop at twice it. */
  private rootDepth = 0;
  /** The best root turn of this `searchRoot` so far, fully searched: kept if the search is cut. */
  private rootBest: IterationResult | null = null;
  /** How many turns the root has (those that do not hand the opponent a win); -1 until generated. */
  private rootTurnCount = -1;

  private readonly reductions: Int8Array;
  /** `tuning.lazyMargin` where the evaluator can be lazy, else 0. */
  private readonly lazyMargin: number;

  constructor(
    readonly tt: TranspositionTable,
    readonly evaluator: BaseEvaluation = new Evaluator(),
    readonly tuning: SearchTuning = DEFAULT_TUNING,
    /** The static score the reverse-futility cut compares with beta (a cheaper one may do). */
    readonly cutEvaluator: BaseEvaluation = evaluator,
  ) {
    this.reductions = reductionTable(tuning.reductionDivisor);
    this.lazyMargin = evaluator.evaluateWithin === undefined ? 0 : tuning.lazyMargin;
  }

  get wasAborted(): boolean {
    return this.aborted;
  }

  /** A call, not a field read, so that checks after a recursive search are not narrowed away. */
  private isStopped(): boolean {
    return this.aborted;
  }

  /**
   * Clears what one search learns about move order (the table is kept between moves). The side to
   * move now comes with each root's frame; `searcher.ts` still passes it.
   */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  reset(clock: SearchClock, _rootSide?: number): void {
    this.nodes = 0;
    this.aborted = false;
    this.clock = clock;
    this.killers.fill(0);
    this.history.fill(0);
  }

  /**
   * One iteration of iterative deepening at the root: the score within (alpha, beta) and the
   * principal variation. The caller deepens, sets aspiration windows and reads `wasAborted`.
   * `first` (a turn code, 0 for none) is searched first: the last iteration's best.
   */
  searchRoot(node: BaseNode, depth: number, alpha: number, beta: number, first = 0): IterationResult {
    this.stack.set(0, node);
    this.rootFirst = first;
    this.rootDepth = depth;
    this.rootBest = null;
    this.rootTurnCount = -1;
    const score = this.negamax(depth, alpha, beta, 0);
    const pv = Array.from(this.pv.subarray(0, this.pvLength[0] ?? 0));
    return { depth, score, pv };
  }

  /**
   * After a `searchRoot` that was cut short: the best root turn it had searched in full (its score
   * above alpha, so better than the first turn searched, or the first itself), or null. With the
   * last iteration's best searched first, this is a better choice than that one at this depth.
   */
  get partialResult(): IterationResult | null {
    return this.rootBest;
  }

  /** The root's turns in the last `searchRoot` (-1 when it ended before generating them). */
  get rootTurns(): number {
    return this.rootTurnCount;
  }

  /**
   * The turns the search's generator writes for `node` entered afresh, with no table turn and no
   * killers: every turn that does not hand the opponent a winning step, in generation order. For
   * tests, which check the generator against the engine kernel's. Only for a node whose mover
   * cannot win at once: the search takes that win before it generates anything.
   */
  generatedTurns(node: BaseNode): number[] {
    this.stack.set(0, node);
    const frames = this.stack.frames;
    const { l1, l2, l3, domes, a0, a1, b0, b1 } = node;
    const occupied = domes | (1 << a0) | (1 << a1) | (1 << b0) | (1 << b1);
    const hb0 = heightAt(l1, l2, l3, b0);
    const hb1 = heightAt(l1, l2, l3, b1);
    frames[OCCUPIED] = occupied;
    frames[REACH_A0] = (NEIGHBOURS[a0] ?? 0) & ~occupied & climbable(l2, l3, heightAt(l1, l2, l3, a0));
    frames[REACH_A1] = (NEIGHBOURS[a1] ?? 0) & ~occupied & climbable(l2, l3, heightAt(l1, l2, l3, a1));
    frames[THREAT_NEAR] = (hb0 === 2 ? (NEIGHBOURS[b0] ?? 0) : 0) | (hb1 === 2 ? (NEIGHBOURS[b1] ?? 0) : 0);
    frames[TT_MOVE] = 0;
    this.killers[0] = 0;
    this.killers[1] = 0;
    const count = this.generate(0, 0);
    return Array.from(this.turns.subarray(0, count));
  }

  private checkLimits(): void {
    if (this.clock?.expired(this.nodes) === true) this.aborted = true;
  }

  /** The score of frame `ply`'s position for its mover, searched `depth` plies within (alpha, beta). */
  private negamax(depth: number, alpha: number, beta: number, ply: number): number {
    this.nodes++;
    if ((this.nodes & 1023) === 0) this.checkLimits();
    this.pvLength[ply] = ply;
    if (this.aborted) return 0;

    const frames = this.stack.frames;
    const o = ply * STRIDE;
    const l1 = frames[o + L1] ?? 0;
    const l2 = frames[o + L2] ?? 0;
    const l3 = frames[o + L3] ?? 0;
    const domes = frames[o + DOMES] ?? 0;
    const a0 = frames[o + A0] ?? 0;
    const a1 = frames[o + A1] ?? 0;
    const b0 = frames[o + B0] ?? 0;
    const b1 = frames[o + B1] ?? 0;
    const occupied = domes | (1 << a0) | (1 << a1) | (1 << b0) | (1 << b1);
    const ha0 = heightAt(l1, l2, l3, a0);
    const ha1 = heightAt(l1, l2, l3, a1);
    const winA0 = ha0 === 2 ? (NEIGHBOURS[a0] ?? 0) & l3 & ~occupied : 0;
    const winA1 = ha1 === 2 ? (NEIGHBOURS[a1] ?? 0) & l3 & ~occupied : 0;
    if ((winA0 | winA1) !== 0) {
      const from = winA0 !== 0 ? a0 : a1;
      this.pv[ply * MAX_PLY + ply] = winningTurn(from, lowest(winA0 !== 0 ? winA0 : winA1));
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
    const evaluator = this.evaluator;
    if (depth <= 0) {
      const threatened = (threatNear & l3 & ~occupied) !== 0;
      if (!threatened || ply >= MAX_PLY - 4) {
        if (this.tuning.threatWins) {
          const threat = forcedThreatTurn(frames, o);
          if (threat !== 0) {
            this.pv[ply * MAX_PLY + ply] = threat;
            this.pvLength[ply] = ply + 1;
            return WIN - (ply + 3);
          }
        }
        const margin = this.lazyMargin;
        return margin > 0 && evaluator.evaluateWithin !== undefined
          ? evaluator.evaluateWithin(frames, o, alpha - margin, beta + margin)
          : evaluator.evaluate(frames, o);
      }
      depth = 1;
    }
    if (ply >= MAX_PLY - 2) return evaluator.evaluate(frames, o);

    // Mate-distance pruning: nothing here can beat a win already found closer to the root.
    const bestPossible = WIN - (ply + 1);
    if (alpha >= bestPossible) return alpha;

    const hi = frames[o + HASH_HI] ?? 0;
    const lo = frames[o + HASH_LO] ?? 0;
    const pvNode = beta - alpha > 1;
    const tt = this.tt;
    const entry = tt.probe(hi, lo);
    let ttMove = ply === 0 ? this.rootFirst : 0;
    // A singular-extension search of this same position: no table cut (the entry is this node's own).
    const excluded = this.excluded[ply] ?? 0;
    if (entry >= 0) {
      if (ttMove === 0) ttMove = tt.move(entry);
      if (!pvNode && excluded === 0 && tt.depth(entry) >= depth) {
        const stored = scoreFromTable(tt.score(entry), ply);
        const bound = tt.bound(entry);
        if (bound === EXACT || (bound === LOWER && stored >= beta) || (bound === UPPER && stored <= alpha))
          return stored;
      }
    }

    const tuning = this.tuning;
    const calm =
      !pvNode && ply > 0 && beta < WIN_BOUND && alpha > -WIN_BOUND && (threatNear & l3 & ~occupied) === 0;
    if (calm && excluded === 0 && depth <= tuning.staticCutDepth) {
      const staticScore = this.cutEvaluator.evaluate(frames, o);
      if (staticScore - tuning.staticCutMargin * depth >= beta)
        return staticScore - tuning.staticCutMargin * depth;
    }

    frames[o + OCCUPIED] = occupied;
    frames[o + REACH_A0] = reachA0;
    frames[o + REACH_A1] = reachA1;
    frames[o + THREAT_NEAR] = threatNear;
    frames[o + TT_MOVE] = ttMove;

    let extension = 0;
    if (
      tuning.singularDepth > 0 &&
      depth >= tuning.singularDepth &&
      ply > 0 &&
      ply < 2 * this.rootDepth &&
      excluded === 0 &&
      entry >= 0 &&
      ttMove !== 0
    ) {
      extension = this.singularExtension(ply, depth, entry, ttMove);
      if (this.isStopped()) return 0;
    }

    // The table's turn and the killers are searched before the others are generated: they often
    // cut at once (the suite at depth 8: 674 k nodes, 808 k with the killers generated with the rest).
    const base = ply * MAX_TURNS;
    const turns = this.turns;
    const order = this.order;
    const history = this.history;
    const killer0 = this.killers[ply * 2] ?? 0;
    const killer1 = this.killers[ply * 2 + 1] ?? 0;
    let count = 0;
    let generated = false;
    for (let k = 0; k < 3; k++) {
      const code = k === 0 ? ttMove : k === 1 ? killer0 : killer1;
      if (code === 0 || (k > 0 && code === ttMove) || code === excluded) continue;
      if (!this.isPlayable(ply, code)) continue;
      turns[base + count] = code;
      order[base + count] = k === 0 ? TT_BONUS : KILLER_BONUS + 2 - k;
      count++;
    }
    const originalAlpha = alpha;
    let best = -INFINITE;
    let bestTurn = 0;
    // Late in the list at low depth: quiet turns are skipped.
    let skipQuiet = false;
    const lateMoves =
      !pvNode && depth <= tuning.lateMoveDepth ? tuning.lateMoveBase + depth * depth : MAX_TURNS;
    for (let i = 0; ; i++) {
      if (i === count) {
        if (generated) break;
        count = this.generate(ply, count);
        generated = true;
        if (ply === 0) this.rootTurnCount = count;
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
      order[base + i] = pickScore; // read again by the history malus

      let quiet = false;
      if (i > 0) {
        const from = code & 31;
        const to = (code >>> 5) & 31;
        const hNew = heightAt(l1, l2, l3, to);
        quiet = pickScore < KILLER_BONUS && hNew <= heightAt(l1, l2, l3, from);
        if (quiet && tuning.threatsTactical && hNew === 2) {
          // A build next to the new square that makes a free level 3 there: a threat.
          const b = 1 << ((code >>> 10) & 31);
          const workersAfter = (1 << to) | (1 << (from === a0 ? a1 : a0)) | (1 << b0) | (1 << b1);
          if (((NEIGHBOURS[to] ?? 0) & (l3 | (l2 & b)) & ~(domes | (l3 & b)) & ~workersAfter) !== 0)
            quiet = false;
        }
        if (quiet && i >= lateMoves) skipQuiet = true;
        if (quiet && skipQuiet) continue;
      }
      this.stack.make(ply, code);

      let score: number;
      if (i === 0) {
        score = -this.negamax(depth - 1 + (code === ttMove ? extension : 0), -beta, -alpha, ply + 1);
      } else {
        const reduction =
          depth >= 3 && i >= 2 && quiet
            ? (this.reductions[Math.min(depth, 31) * 64 + Math.min(i, 63)] ?? 0)
            : 0;
        score = -this.negamax(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1);
        if (score > alpha && reduction > 0) score = -this.negamax(depth - 1, -alpha - 1, -alpha, ply + 1);
        if (score > alpha && score < beta) score = -this.negamax(depth - 1, -beta, -alpha, ply + 1);
      }
      if (this.isStopped()) return 0;
      if (score > best) {
        best = score;
        bestTurn = code;
        if (score > alpha) {
          alpha = score;
          this.updatePv(ply, code);
          if (ply === 0) this.keepRootBest(depth, score);
          if (score >= beta) {
            if (pickScore < KILLER_BONUS) {
              if (code !== killer0) {
                this.killers[ply * 2 + 1] = killer0;
                this.killers[ply * 2] = code;
              }
              const bonus = depth * depth;
              history[code] = Math.min((history[code] ?? 0) + bonus, KILLER_BONUS - 1);
              if (tuning.historyMalus)
                for (let j = 0; j < i; j++) {
                  if ((order[base + j] ?? 0) >= KILLER_BONUS) continue;
                  const tried = turns[base + j] ?? 0;
                  history[tried] = Math.max((history[tried] ?? 0) - bonus, -(KILLER_BONUS - 1));
                }
            }
            break;
          }
        }
      }
    }
    if (excluded !== 0) return best;
    const bound = best >= beta ? LOWER : best > originalAlpha ? EXACT : UPPER;
    tt.store(hi, lo, bestTurn, depth, bound, scoreToTable(best, ply));
    return best;
  }

  /**
   * 1 when the table's turn at frame ply is singular: its entry is a lower bound (or exact) from
   * nearly this depth, and the node searched at half depth without that turn fails below the entry's
   * score less the margin; else 0. Searched before the node's own turns are generated (it reuses the
   * ply's turn list).
   */
  private singularExtension(ply: number, depth: number, entry: number, ttMove: number): number {
    const tt = this.tt;
    if (tt.bound(entry) === UPPER || tt.depth(entry) < depth - 3) return 0;
    const ttScore = scoreFromTable(tt.score(entry), ply);
    if (ttScore <= -WIN_BOUND || ttScore >= WIN_BOUND || !this.isPlayable(ply, ttMove)) return 0;
    const singularBeta = ttScore - this.tuning.singularMargin * depth;
    this.excluded[ply] = ttMove;
    const score = this.negamax(depth >> 1, singularBeta - 1, singularBeta, ply);
    this.excluded[ply] = 0;
    this.pvLength[ply] = ply;
    return score < singularBeta ? 1 : 0;
  }

  /**
   * Whether a turn code (from the table, so possibly another position's) is a turn frame ply's
   * node searches.
   */
  private isPlayable(ply: number, code: number): boolean {
    if ((code & WIN_FLAG) !== 0) return false;
    const frames = this.stack.frames;
    const o = ply * STRIDE;
    const a0 = frames[o + A0] ?? 0;
    const a1 = frames[o + A1] ?? 0;
    const from = code & 31;
    const to = (code >>> 5) & 31;
    const at = (code >>> 10) & 31;
    const reach = from === a0 ? (frames[o + REACH_A0] ?? 0) : from === a1 ? (frames[o + REACH_A1] ?? 0) : 0;
    if (((reach >>> to) & 1) === 0) return false;
    const free = ~((frames[o + OCCUPIED] ?? 0) ^ (1 << from));
    if (((((NEIGHBOURS[to] ?? 0) & free) >>> at) & 1) === 0) return false;
    const threatNear = frames[o + THREAT_NEAR] ?? 0;
    if (threatNear === 0) return true;
    const workersAfter =
      (1 << to) |
      (1 << (from === a0 ? a1 : a0)) |
      (1 << (frames[o + B0] ?? 0)) |
      (1 << (frames[o + B1] ?? 0));
    return !leavesWinningStep(
      threatNear,
      frames[o + L2] ?? 0,
      frames[o + L3] ?? 0,
      frames[o + DOMES] ?? 0,
      1 << at,
      workersAfter,
    );
  }

  /**
   * Writes every turn of frame ply's node that does not hand the opponent a winning step, except
   * the table's turn and the killers (searched already), with its ordering score, from
   * `ply * MAX_TURNS + start`; returns the new count. A skipped turn that was not searched before
   * is never a playable one.
   */
  private generate(ply: number, start: number): number {
    const frames = this.stack.frames;
    const o = ply * STRIDE;
    const l1 = frames[o + L1] ?? 0;
    const l2 = frames[o + L2] ?? 0;
    const l3 = frames[o + L3] ?? 0;
    const domes = frames[o + DOMES] ?? 0;
    const a0 = frames[o + A0] ?? 0;
    const a1 = frames[o + A1] ?? 0;
    const opponents = (1 << (frames[o + B0] ?? 0)) | (1 << (frames[o + B1] ?? 0));
    const occupied = frames[o + OCCUPIED] ?? 0;
    const threatNear = frames[o + THREAT_NEAR] ?? 0;
    const skip = frames[o + TT_MOVE] ?? 0;
    const killer0 = this.killers[ply * 2] ?? 0;
    const killer1 = this.killers[ply * 2 + 1] ?? 0;
    const base = ply * MAX_TURNS;
    const turns = this.turns;
    const order = this.order;
    const history = this.history;
    let count = start;
    for (let w = 0; w < 2; w++) {
      const from = w === 0 ? a0 : a1;
      const other = w === 0 ? a1 : a0;
      const hFrom = heightAt(l1, l2, l3, from);
      const free = ~(occupied ^ (1 << from));
      for (let targets = frames[o + REACH_A0 + w] ?? 0; targets !== 0; targets &= targets - 1) {
        const to = lowest(targets);
        const hTo = heightAt(l1, l2, l3, to);
        const workersAfter = (1 << to) | (1 << other) | opponents;
        for (let builds = (NEIGHBOURS[to] ?? 0) & free; builds !== 0; builds &= builds - 1) {
          const at = lowest(builds);
          const b = 1 << at;
          if (threatNear !== 0 && leavesWinningStep(threatNear, l2, l3, domes, b, workersAfter)) continue;
          const code = from | (to << 5) | (at << 10);
          if (code === skip || code === killer0 || code === killer1) continue;
          turns[base + count] = code;
          order[base + count] =
            (history[code] ?? 0) +
            (hTo - hFrom) * CLIMB_ORDER +
            hTo * HEIGHT_ORDER +
            (heightAt(l1, l2, l3, at) <= hTo ? BUILD_NEAR_ORDER : 0);
          count++;
        }
      }
    }
    return count;
  }

  private keepRootBest(depth: number, score: number): void {
    this.rootBest = { depth, score, pv: Array.from(this.pv.subarray(0, this.pvLength[0] ?? 0)) };
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
