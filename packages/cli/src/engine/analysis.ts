import { isForced, MAX_CHILDREN, Searcher, type RankedTurn } from '@santorini/ai';
import { applyTurnText, forEachLegalTurn, hasLegalTurn, type Position } from '@santorini/engine';

export interface AnalysisLimits {
  /** The deepest ranking to make (plies, the turn itself included). */
  readonly depth?: number;
  /** Milliseconds for the whole analysis, about. */
  readonly timeMs?: number;
}

/** What `santorini analyze` shows: every turn ranked, best first, and the best line. */
export interface Analysis {
  /** Every legal turn (one per distinct result) with its score for the player to move, best first. */
  readonly ranking: readonly RankedTurn[];
  /** How deep each ranked turn was searched (plies, the turn itself included). */
  readonly depth: number;
  /** The best turn, then the replies and turns the search expects. */
  readonly line: readonly string[];
  readonly timeMs: number;
}

/** Without a depth limit the ranking deepens until the time runs out, or this deep. */
const MAX_DEPTH = 64;

/**
 * Ranks all the turns one depth after another, keeping the deepest ranking that scored every turn
 * within the limits (depth 1 always completes). The evaluation is then the best turn's score, and
 * the best line that turn followed by the search's line from after it, at the same depth, so the
 * two never disagree. Call only for a position with a legal turn.
 */
export function analyse(pos: Position, limits: AnalysisLimits, searcher = new Searcher()): Analysis {
  const startedAt = Date.now();
  const remaining = (): number | undefined =>
    limits.timeMs === undefined ? undefined : limits.timeMs - (Date.now() - startedAt);
  const turnCount = turnsToRank(pos);
  const maxDepth = Math.max(1, limits.depth ?? MAX_DEPTH);
  let ranking = searcher.rankTurns(pos, 1);
  let depth = 1;
  while (depth < maxDepth && !ranking.every((ranked) => isForced(ranked.score))) {
    const timeMs = remaining();
    if (timeMs !== undefined && timeMs <= 0) break;
    const deeper = searcher.rankTurns(pos, depth + 1, timeMs === undefined ? {} : { timeMs });
    if (deeper.length < turnCount) break;
    ranking = deeper;
    depth++;
  }
  const best = ranking[0]?.turn;
  const line = best === undefined ? [] : [best, ...lineAfter(searcher, pos, best, depth - 1)];
  return { ranking, depth, line, timeMs: Date.now() - startedAt };
}

/**
 * How many turns a complete ranking holds: every legal turn, up to the search's cap on a node's
 * children (Morpheus with many coins has millions), counted without keeping them.
 */
function turnsToRank(pos: Position): number {
  let count = 0;
  forEachLegalTurn(pos, () => ++count < MAX_CHILDREN);
  return count;
}

/**
 * The line after `turn`, searched as deep as the ranking searched it. No time limit: this is one
 * of the searches the ranking has just made (the base game's table still holds it).
 */
function lineAfter(searcher: Searcher, pos: Position, turn: string, depth: number): readonly string[] {
  const after = applyTurnText(pos, turn);
  if (depth < 1 || !after.ok || !hasLegalTurn(after.value)) return [];
  return searcher.search(after.value, { depth, timeMs: Infinity }).pv;
}
