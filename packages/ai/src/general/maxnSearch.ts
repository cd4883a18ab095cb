import { NONE, type LegalTurn, type Position } from '@santorini/engine';
import { SearchClock, type SearchLimits } from '../clock.js';
import type { SearchInfo, SearchResult } from '../result.js';
import { isForced, WIN } from '../score.js';
import { searchChildren } from './children.js';
import { GeneralEvaluator } from './evaluate.js';

const MAX_DEPTH = 32;

/**
 * Max-n search for 3 players: every node's value is a score per seat, and the player to move picks
 * the turn best for itself — no assumption that the others gang up (compare paranoid search in
 * GeneralSearch). No alpha-beta applies, so it sees less deep in the same time; `santorini arena`
 * and the bench compare the two. A seat's score is its evaluation (own worth minus the others'
 * average); a win is worth WIN − turns to the winner and the opposite to everyone else.
 */
export class MaxNSearch {
  nodes = 0;
  private aborted = false;
  private clock = new SearchClock({});

  constructor(private readonly evaluator = new GeneralEvaluator()) {}

  search(pos: Position, limits: SearchLimits, onInfo?: (info: SearchInfo) => void): SearchResult {
    this.nodes = 0;
    this.aborted = false;
    this.clock = new SearchClock(limits);
    const me = pos.turn;
    const root = searchChildren(pos, this.stopNow);
    if (root.length === 0) return { depth: 0, score: -WIN, nodes: 0, timeMs: 0, pv: [], turn: null };
    let best: { depth: number; score: number; child: LegalTurn } | null = null;
    const maxDepth = Math.min(limits.depth ?? MAX_DEPTH, MAX_DEPTH);
    for (let depth = 1; depth <= maxDepth; depth++) {
      let bestHere: { score: number; child: LegalTurn } | null = null;
      for (const child of root) {
        const values = this.values(child.position, depth - 1, 1);
        if (this.isStopped()) break;
        const score = values[me] ?? 0;
        if (bestHere === null || score > bestHere.score) bestHere = { score, child };
      }
      if (this.isStopped() || bestHere === null) break;
      best = { depth, ...bestHere };
      onInfo?.(this.info(best));
      if (isForced(best.score) && best.score > 0) break;
      if (root.length === 1 && limits.depth === undefined) break;
      if (!this.clock.roomForAnother(this.nodes)) break;
    }
    const chosen = best ?? { depth: 0, score: 0, child: root[0] as LegalTurn };
    return { ...this.info(chosen), turn: chosen.child.text };
  }

  private info(best: { depth: number; score: number; child: LegalTurn }): SearchInfo {
    return {
      depth: best.depth,
      score: best.score,
      nodes: this.nodes,
      timeMs: this.clock.elapsed(),
      pv: [best.child.text],
    };
  }

  /** For turn generation: whether to stop now (the search's limits are reached). */
  private readonly stopNow = (): boolean => {
    if (!this.aborted && this.clock.expired(this.nodes)) this.aborted = true;
    return this.aborted;
  };

  private isStopped(): boolean {
    return this.aborted;
  }

  /** Each seat's score after best play by every player for itself, `depth` turns on. */
  private values(pos: Position, depth: number, ply: number): Float64Array {
    this.nodes++;
    if ((this.nodes & 63) === 0 && this.clock.expired(this.nodes)) this.aborted = true;
    const seats = pos.playerCount;
    const out = new Float64Array(seats);
    if (this.aborted) return out;
    if (pos.win !== NONE) {
      for (let seat = 0; seat < seats; seat++) out[seat] = seat === pos.win ? WIN - ply : -(WIN - ply);
      return out;
    }
    if (depth <= 0) {
      for (let seat = 0; seat < seats; seat++)
        out[seat] = pos.isOut(seat) ? -WIN : this.evaluator.evaluate(pos, pos.sideOf(seat));
      return out;
    }
    const mover = pos.turn;
    let best: Float64Array | null = null;
    for (const child of searchChildren(pos, this.stopNow)) {
      if (this.isStopped()) return out;
      const values = this.values(child.position, depth - 1, ply + 1);
      if (this.isStopped()) return out;
      if (best === null || (values[mover] ?? 0) > (best[mover] ?? 0)) best = values;
      if ((best[mover] ?? 0) >= WIN - (ply + 1)) break;
    }
    if (best === null) {
      // No legal turn in an input position: the mover loses (R2 eliminates it in 3 players).
      out[mover] = -(WIN - ply);
      return out;
    }
    return best;
  }
}
