import {
  baseStateOf,
  baseTurnSteps,
  formatTurn,
  isBasePosition,
  legalTurns,
  NONE,
  type Position,
} from '@santorini/engine';
import { SearchClock, type SearchLimits } from '../clock.js';
import type { SearchInfo, SearchResult } from '../result.js';
import { skipsDepth } from '../smp/skipsDepth.js';
import { INFINITE, isForced, WIN } from '../score.js';
import { BaseSearch, MAX_PLY, type BaseNode, type IterationResult } from './baseSearch.js';

/** True when the fast base-game search can play this position: 2 players, no powers, after placement. */
export function isBaseGame(pos: Position): boolean {
  return pos.win === NONE && isBasePosition(pos);
}

/** The search's root for a base-game position: the kernel's state. */
export const baseNode = (pos: Position): BaseNode => baseStateOf(pos);

const ASPIRATION = 60;

/**
 * Iterative deepening over the base-game kernel with aspiration windows, until a limit stops it:
 * an iteration cut short by the limit still counts when it had searched a turn in full that beats
 * the last iteration's best (searched first). Stops early once a forced result is proven (a win or
 * loss no longer than the depth searched) or, unless a depth is asked for, when the root has only
 * one turn (one that does not hand the opponent a win at once).
 */
export function searchBaseGame(
  search: BaseSearch,
  pos: Position,
  limits: SearchLimits,
  onInfo?: (info: SearchInfo) => void,
  helper = 0,
): SearchResult {
  const node = baseNode(pos);
  const clock = new SearchClock(limits);
  search.reset(clock);
  // The main search numbers the searches of a table it shares; its helpers join the current one.
  if (helper === 0) search.tt.nextSearch();
  const maxDepth = Math.min(limits.depth ?? MAX_PLY - 16, MAX_PLY - 16);
  let best: IterationResult | null = null;
  for (let depth = 1; depth <= maxDepth; depth++) {
    if (best !== null && skipsDepth(helper, depth)) continue;
    const { result, complete } = iterate(search, node, depth, best);
    if (result === null) break;
    best = result;
    onInfo?.(report(result, search.nodes, clock));
    if (!complete) break;
    if (isForced(result.score) && WIN - Math.abs(result.score) <= depth) break;
    // One turn to play: searching on changes only its score, which a depth limit asks for.
    if (search.rootTurns === 1 && limits.depth === undefined) break;
    if (!clock.roomForAnother(search.nodes)) break;
  }
  if (best === null) {
    // Not even depth 1 finished within the limits: finish it regardless, a turn must be chosen.
    search.reset(new SearchClock({}));
    best = iterate(search, node, 1, null).result;
  }
  return finish(pos, best, search.nodes, clock);
}

/**
 * One iteration: complete, or cut short by the limits with the best turn it had searched in full
 * (null when none was).
 */
function iterate(
  search: BaseSearch,
  node: BaseNode,
  depth: number,
  previous: IterationResult | null,
): { result: IterationResult | null; complete: boolean } {
  let alpha = -INFINITE;
  let beta = INFINITE;
  let window = ASPIRATION;
  const centre = previous?.score ?? 0;
  if (previous !== null && depth >= 4 && !isForced(centre)) {
    alpha = centre - window;
    beta = centre + window;
  }
  let partial: IterationResult | null = null;
  for (;;) {
    const first = partial?.pv[0] ?? previous?.pv[0] ?? 0;
    const result = search.searchRoot(node, depth, alpha, beta, first);
    partial = search.partialResult ?? partial;
    if (search.wasAborted) return { result: partial, complete: false };
    // Outside the window: widen it on that side, step by step, before giving up on a window.
    window *= 3;
    if (result.score <= alpha)
      alpha = isForced(result.score) || window > 2000 ? -INFINITE : result.score - window;
    else if (result.score >= beta)
      beta = isForced(result.score) || window > 2000 ? INFINITE : result.score + window;
    else return { result, complete: true };
  }
}

function report(result: IterationResult, nodes: number, clock: SearchClock): SearchInfo {
  return {
    depth: result.depth,
    score: result.score,
    nodes,
    timeMs: clock.elapsed(),
    pv: result.pv.map((code) => formatTurn(baseTurnSteps(code))),
  };
}

function finish(
  pos: Position,
  best: IterationResult | null,
  nodes: number,
  clock: SearchClock,
): SearchResult {
  const info =
    best === null
      ? { depth: 0, score: 0, nodes, timeMs: clock.elapsed(), pv: [] }
      : report(best, nodes, clock);
  const first = info.pv[0];
  if (first !== undefined) return { ...info, turn: first };
  // Every turn loses at once (or there is none): any legal turn will do.
  const fallback = legalTurns(pos)[0];
  return { ...info, turn: fallback?.text ?? null, pv: fallback === undefined ? [] : [fallback.text] };
}
