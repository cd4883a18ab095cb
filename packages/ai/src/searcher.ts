import type { Position } from '@santorini/engine';
import { BaseSearch } from './base/baseSearch.js';
import { isBaseGame, searchBaseGame } from './base/baseGame.js';
import { Evaluator, type EvalWeights } from './base/evaluate.js';
import type { SearchLimits } from './clock.js';
import type { SearchInfo, SearchResult } from './result.js';
import { TranspositionTable } from './tt.js';
import { GeneralSearch } from './general/generalSearch.js';

export interface SearcherOptions {
  /** Transposition table size (default 32 MB). */
  hashMb?: number;
  weights?: EvalWeights;
}

/**
 * The AI's entry point: one Searcher per player or engine process keeps its transposition table
 * between searches. `search` picks the fast base-game search when it can, and the general search
 * (every power, 3–4 players) otherwise.
 */
export class Searcher {
  private readonly tt: TranspositionTable;
  private readonly base: BaseSearch;
  private readonly general: GeneralSearch;

  constructor(options: SearcherOptions = {}) {
    this.tt = new TranspositionTable(options.hashMb ?? 32);
    this.base = new BaseSearch(this.tt, new Evaluator(options.weights));
    this.general = new GeneralSearch(
      new TranspositionTable(Math.max(1, (options.hashMb ?? 32) / 4)),
      options.weights,
    );
  }

  /** Forget everything learnt (a new game). */
  clear(): void {
    this.tt.clear();
  }

  search(pos: Position, limits: SearchLimits, onInfo?: (info: SearchInfo) => void): SearchResult {
    if (isBaseGame(pos)) return searchBaseGame(this.base, pos, limits, onInfo);
    return this.general.search(pos, limits, onInfo);
  }
}
