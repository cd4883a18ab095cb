import { isForced, type Searcher } from '@santorini/ai';
import { parsePosition } from '@santorini/engine';
import type { AnalysisMessage, AnalysisProgress, AnalysisRequest } from './protocol.js';

/** How many of the best turns an analysis reports. */
export const TOP_TURNS = 3;
/** The deepest an analysis goes when the request sets no `maxDepth`. */
export const DEFAULT_MAX_DEPTH = 30;

/**
 * Analyses a position, depth by depth: every legal turn ranked by `Searcher.rankTurns`, the best
 * score standing for the position's evaluation. After each complete depth it posts the evaluation
 * and the best TOP_TURNS turns; a depth cut short by the time budget is not reported (the one before
 * stands), and the last report says `done` (repeating the last depth when the time ran out). A forced result ends the analysis early: going deeper
 * cannot change it. Kept apart from the worker so that it can be tested in Node.
 */
export function analyse(
  searcher: Searcher,
  request: AnalysisRequest,
  post: (message: AnalysisMessage) => void,
  now: () => number = Date.now,
): void {
  const { id, key } = request;
  const parsed = parsePosition(request.position);
  if (!parsed.ok) {
    post({ kind: 'analysis-error', id, key, error: parsed.error.message });
    return;
  }
  const pos = parsed.value;
  const started = now();
  const maxDepth = request.maxDepth ?? DEFAULT_MAX_DEPTH;
  let last: AnalysisProgress = { kind: 'analysis', id, key, depth: 0, score: null, top: [], done: false };
  let everyTurn: number | null = null;
  if (pos.winner === null)
    for (let depth = 1; depth <= maxDepth; depth++) {
      const left = request.timeMs - (now() - started);
      if (depth > 1 && left <= 0) break;
      // Depth 1 always completes, so that there is an answer however small the budget.
      const ranked = searcher.rankTurns(pos, depth, depth === 1 ? { now } : { timeMs: left, now });
      everyTurn ??= ranked.length;
      const best = ranked[0];
      if (best === undefined || ranked.length < everyTurn) break;
      last = { ...last, depth, score: best.score, top: ranked.slice(0, TOP_TURNS) };
      if (depth < maxDepth && !isForced(best.score)) post(last);
      if (isForced(best.score)) break;
    }
  post({ ...last, done: true });
}
