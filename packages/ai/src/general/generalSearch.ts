import { NONE, type LegalTurn, type Position } from '@santorini/engine';
import { SearchClock, type SearchLimits } from '../clock.js';
import type { SearchInfo, SearchResult } from '../result.js';
import { INFINITE, isForced, WIN } from '../score.js';
import { skipsDepth } from '../smp/skipsDepth.js';
import { EXACT, LOWER, scoreFromTable, scoreToTable, TranspositionTable, UPPER } from '../tt.js';
import { childAt, frontierChildren, searchChildren } from './children.js';
import { GeneralEvaluator } from './evaluate.js';

const MAX_DEPTH = 64;
/** Nodes between two looks at the clock. */
const CLOCK_EVERY = 64;
/**
 * A horizon position whose estimated score is this far outside the window keeps that estimate: the
 * network's correction (about a microsecond each) would not bring it back in. The estimate is the
 * hand-written score, plus the root's correction where it carries a game-long part (`lazyShift`).
 */
const LAZY_MARGIN = 150;

/** A turn and its score for the player who plays it. */
export interface RankedTurn {
  readonly turn: string;
  readonly score: number;
}

/**
 * Alpha-beta over the engine's complete turns, for every power and 2–4 players. Each node asks the
 * engine for its legal turns (one resulting position per distinct outcome), so powers, opponents'
 * restrictions and every win condition come from the rules engine itself. Two players and the two
 * teams of a 4-player game are a plain two-sided search; 3 players are searched "paranoid": the
 * other two players are assumed to play against the searching player. Children are ordered by the
 * best turn the table remembers, then by their static evaluation.
 *
 * Scores are from the searching side's point of view (its team in 4 players).
 */
export class GeneralSearch {
  nodes = 0;
  /** The node count at which the clock is next asked (a count, not a residue: a frontier adds two). */
  private checkAt = CLOCK_EVERY;
  private aborted = false;
  private clock = new SearchClock({});
  private rootSide = 0;
  private rootSeat = 0;
  /**
   * What a skipped correction is taken to be: the root's own where the network carries a
   * game-long part the margin cannot absorb (it reads the powers held, or a seat's share in 3–4
   * players: `correctionHasGamePart`), else 0 (the committed network in 2 players, measured so).
   */
  private lazyShift = 0;

  /**
   * `helper`: this search is lazy-SMP helper number `helper` (0: the main search) of a table shared
   * with the main search: it skips depths by its pattern (`skipsDepth`) and never clears the table,
   * which the main search clears as it begins (a helper set going just before loses its first few
   * entries).
   */
  constructor(
    private readonly tt: TranspositionTable,
    private readonly evaluator = new GeneralEvaluator(),
    private readonly helper = 0,
  ) {}

  clear(): void {
    this.tt.clear();
  }

  search(pos: Position, limits: SearchLimits, onInfo?: (info: SearchInfo) => void): SearchResult {
    this.nodes = 0;
    this.checkAt = CLOCK_EVERY;
    this.aborted = false;
    this.clock = new SearchClock(limits);
    this.startAt(pos);
    // Scores depend on who searches (paranoid 3 players), so the table starts empty each time.
    if (this.helper === 0) this.tt.clear();
    const root = searchChildren(pos, this.stopNow);
    if (root.length === 0) return { depth: 0, score: -WIN, nodes: 0, timeMs: 0, pv: [], turn: null };
    const won = root.find(
      (child) => child.winner !== null && this.sideOf(pos, child.winner) === this.rootSide,
    );
    if (won !== undefined)
      return { depth: 1, score: WIN - 1, nodes: 1, timeMs: 0, pv: [won.text], turn: won.text };

    const scores = new Float64Array(root.length);
    let order = root.map((_, index) => index);
    let best: { depth: number; score: number; index: number } | null = null;
    const maxDepth = Math.min(limits.depth ?? MAX_DEPTH, MAX_DEPTH);
    for (let depth = 1; depth <= maxDepth; depth++) {
      if (best !== null && skipsDepth(this.helper, depth)) continue;
      let alpha = -INFINITE;
      let bestIndex = -1;
      for (const index of order) {
        const child = root[index] as LegalTurn;
        const score = this.value(child.position, depth - 1, alpha, INFINITE, 1);
        if (this.isStopped()) break;
        scores[index] = score;
        if (score > alpha || bestIndex < 0) {
          alpha = Math.max(alpha, score);
          bestIndex = index;
        }
      }
      // Cut short, the iteration still counts once its first turn (the last one's best) is searched:
      // the best so far is then at least as good as that one at this depth.
      if (bestIndex < 0) break;
      best = { depth, score: alpha, index: bestIndex };
      onInfo?.(this.info(root, best));
      if (this.isStopped() || (root.length === 1 && limits.depth === undefined)) break;
      order = [...order].sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
      if (isForced(alpha) && WIN - Math.abs(alpha) <= depth) break;
      if (!this.clock.roomForAnother(this.nodes)) break;
    }
    // Not even depth 1 finished: the first turn in the engine's order stands in.
    const chosen = best ?? { depth: 0, score: 0, index: 0 };
    const info = this.info(root, chosen);
    return { ...info, turn: root[chosen.index]?.text ?? null };
  }

  /**
   * Every turn of the player to move with its exact score at `depth` (full window per turn), from
   * that player's point of view: for levels that choose among turns, and for analysis.
   */
  rankTurns(pos: Position, depth: number, limits: SearchLimits = {}): RankedTurn[] {
    this.nodes = 0;
    this.checkAt = CLOCK_EVERY;
    this.aborted = false;
    this.clock = new SearchClock(limits);
    this.startAt(pos);
    this.tt.clear();
    const ranked: RankedTurn[] = [];
    for (const child of searchChildren(pos, this.stopNow)) {
      const score = this.value(child.position, depth - 1, -INFINITE, INFINITE, 1);
      if (this.isStopped()) break;
      ranked.push({ turn: child.text, score });
    }
    return ranked.sort((a, b) => b.score - a.score);
  }

  private startAt(pos: Position): void {
    this.rootSeat = pos.turn;
    this.rootSide = this.sideOf(pos, pos.turn);
    this.lazyShift = this.evaluator.correctionHasGamePart(pos)
      ? this.evaluator.correction(pos, this.rootSide)
      : 0;
  }

  private info(
    root: readonly LegalTurn[],
    best: { depth: number; score: number; index: number },
  ): SearchInfo {
    const first = root[best.index];
    const pv =
      first === undefined ? [] : [first.text, ...this.principalVariation(first.position, best.depth - 1)];
    return { depth: best.depth, score: best.score, nodes: this.nodes, timeMs: this.clock.elapsed(), pv };
  }

  /** The remembered best turns from `pos`, as far as the table knows them. */
  private principalVariation(pos: Position, depth: number): string[] {
    const pv: string[] = [];
    let current = pos;
    for (let i = 0; i < depth && current.win === NONE; i++) {
      const entry = this.tt.probe(current.hash[0] ?? 0, current.hash[1] ?? 0);
      if (entry < 0) break;
      const child = childAt(current, this.tt.move(entry), this.stopNow);
      if (child === undefined) break;
      pv.push(child.text);
      current = child.position;
    }
    return pv;
  }

  /** For turn generation: whether to stop now (the search's limits are reached). */
  private readonly stopNow = (): boolean => {
    if (!this.aborted && this.clock.expired(this.nodes)) this.aborted = true;
    return this.aborted;
  };

  /** A call, not a field read, so that checks after a recursive search are not narrowed away. */
  private isStopped(): boolean {
    return this.aborted;
  }

  private sideOf(pos: Position, seat: number): number {
    return pos.playerCount === 4 ? seat & 1 : seat;
  }

  /** True when `seat` plays for the searching side (paranoid: in 3 players only the root seat does). */
  private isOurs(pos: Position, seat: number): boolean {
    return pos.playerCount === 3 ? seat === this.rootSeat : this.sideOf(pos, seat) === this.rootSide;
  }

  /** `staticValue`: `pos`'s evaluation when the caller has it already (move ordering), else NaN. */
  private value(
    pos: Position,
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
    staticValue = NaN,
  ): number {
    if (++this.nodes >= this.checkAt) {
      this.checkAt = this.nodes + CLOCK_EVERY;
      if (this.clock.expired(this.nodes)) this.aborted = true;
    }
    if (this.aborted) return 0;
    if (pos.win !== NONE) return this.isOurs(pos, pos.win) ? WIN - ply : -(WIN - ply);
    if (depth <= 0) {
      const hand = Number.isNaN(staticValue) ? this.evaluator.handWritten(pos, this.rootSide) : staticValue;
      const estimate = hand + this.lazyShift;
      if (estimate <= alpha - LAZY_MARGIN || estimate >= beta + LAZY_MARGIN) return estimate;
      return hand + this.evaluator.correction(pos, this.rootSide);
    }

    const hi = pos.hash[0] ?? 0;
    const lo = pos.hash[1] ?? 0;
    const entry = this.tt.probe(hi, lo);
    let remembered = -1;
    if (entry >= 0) {
      remembered = this.tt.move(entry);
      if (this.tt.depth(entry) >= depth) {
        const stored = scoreFromTable(this.tt.score(entry), ply);
        const bound = this.tt.bound(entry);
        if (bound === EXACT || (bound === LOWER && stored >= beta) || (bound === UPPER && stored <= alpha))
          return stored;
      }
    }

    const maximizing = this.isOurs(pos, pos.turn);
    const wins = (child: LegalTurn): boolean =>
      child.winner !== null && this.isOurs(pos, child.winner) === maximizing;
    const won = maximizing ? WIN - (ply + 1) : -(WIN - (ply + 1));
    let children: LegalTurn[];
    let evaluations: Float64Array;
    if (depth === 1) {
      const frontier = this.frontier(pos, maximizing, alpha, beta, wins);
      if (this.isStopped()) return 0;
      children = frontier.children;
      if (frontier.won) return won;
      if (frontier.cut) {
        // The horizon child that cut counts as a node, as it would have searched.
        this.nodes++;
        const last = children.length - 1;
        const score = frontier.evaluations[last] ?? 0;
        this.tt.store(hi, lo, last, depth, maximizing ? LOWER : UPPER, scoreToTable(score, ply));
        return score;
      }
      evaluations = Float64Array.from(frontier.evaluations);
    } else {
      children = searchChildren(pos, this.stopNow);
      if (this.isStopped()) return 0;
      if (children.some(wins)) return won;
      evaluations = new Float64Array(children.length).fill(NaN);
    }
    // No legal turn in an input position: the player to move has lost (R2).
    if (children.length === 0) return maximizing ? -(WIN - ply) : WIN - ply;

    const order = this.ordered(children, remembered, maximizing, evaluations);
    const originalAlpha = alpha;
    const originalBeta = beta;
    let best = maximizing ? -INFINITE : INFINITE;
    let bestIndex = 0;
    for (const index of order) {
      const child = children[index] as LegalTurn;
      const score = this.value(child.position, depth - 1, alpha, beta, ply + 1, evaluations[index]);
      if (this.isStopped()) return 0;
      if (maximizing ? score > best : score < best) {
        best = score;
        bestIndex = index;
      }
      if (maximizing) alpha = Math.max(alpha, score);
      else beta = Math.min(beta, score);
      if (alpha >= beta) break;
    }
    const bound = best <= originalAlpha ? UPPER : best >= originalBeta ? LOWER : EXACT;
    this.tt.store(hi, lo, bestIndex, depth, bound, scoreToTable(best, ply));
    return best;
  }

  /**
   * A node one ply from the horizon: its children heard one by one as the engine generates them,
   * each evaluated (hand-written, from the searching side) at once, and the walk ended at the first
   * that wins for the mover (`won`) or cuts off (`cut`, `frontierCut`: the score it would return at
   * the horizon, last in `evaluations`). Four in five of these nodes cut so (24 positions with
   * powers at depth 4), and the engine then generates no more of their turns.
   */
  private frontier(
    pos: Position,
    maximizing: boolean,
    alpha: number,
    beta: number,
    wins: (child: LegalTurn) => boolean,
  ): { children: LegalTurn[]; evaluations: number[]; won: boolean; cut: boolean } {
    const hand: number[] = [];
    let won = false;
    let cut = false;
    const children = frontierChildren(pos, this.stopNow, (child) => {
      if (wins(child)) return (won = true);
      const evaluation = this.evaluator.handWritten(child.position, this.rootSide);
      hand.push(evaluation);
      const score = this.frontierCut(child.position, evaluation, maximizing, alpha, beta);
      cut = !Number.isNaN(score);
      if (cut) hand[hand.length - 1] = score;
      return cut;
    });
    return { children, evaluations: hand, won, cut };
  }

  /**
   * The score a horizon child whose hand-written evaluation is `hand` returns if it cuts off (fails
   * high for the maximizing side, low for the other), else NaN: its estimate when that is far
   * enough beyond the window (no correction made), else its corrected score when the estimate
   * comes near enough for the correction to take it there.
   */
  private frontierCut(pos: Position, hand: number, maximizing: boolean, alpha: number, beta: number): number {
    const estimate = hand + this.lazyShift;
    const beyond = maximizing ? estimate - beta : alpha - estimate;
    if (beyond >= LAZY_MARGIN) return estimate;
    if (beyond < -LAZY_MARGIN) return NaN;
    const score = hand + this.evaluator.correction(pos, this.rootSide);
    return (maximizing ? score >= beta : score <= alpha) ? score : NaN;
  }

  /**
   * Child indexes: the remembered best first, then by the hand-written evaluation for the player to
   * move. Each child's evaluation (from the searching side) is left in `evaluations` where it was not
   * there already (NaN); the remembered child's is not made here.
   */
  private ordered(
    children: readonly LegalTurn[],
    remembered: number,
    maximizing: boolean,
    evaluations: Float64Array,
  ): number[] {
    const keys = new Float64Array(children.length);
    const order: number[] = [];
    for (let index = 0; index < children.length; index++) {
      order.push(index);
      if (index === remembered) {
        keys[index] = INFINITE;
        continue;
      }
      let evaluation = evaluations[index] ?? NaN;
      if (Number.isNaN(evaluation)) {
        evaluation = this.evaluator.handWritten((children[index] as LegalTurn).position, this.rootSide);
        evaluations[index] = evaluation;
      }
      keys[index] = (maximizing ? 1 : -1) * evaluation;
    }
    return order.sort((a, b) => (keys[b] ?? 0) - (keys[a] ?? 0));
  }
}
