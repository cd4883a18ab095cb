import type { SearchInfo, SearchResult } from '@santorini/ai';
import type { PositionJson } from '@santorini/engine';
import type { SearchRequest } from './searchHost.js';

/** Given to the search worker when it starts. */
export interface SearchWorkerData {
  /** One Int32: non-zero asks the running search to stop (Atomics, read while the worker searches). */
  readonly stopFlag: SharedArrayBuffer;
}

export type ToSearchWorker =
  { readonly type: 'go'; readonly request: SearchRequest } | { readonly type: 'newgame' };

export type FromSearchWorker =
  | { readonly type: 'info'; readonly info: SearchInfo }
  | { readonly type: 'done'; readonly result: SearchResult }
  | { readonly type: 'failed'; readonly message: string };

/** Given to a lazy-SMP helper thread when it starts. */
export interface HelperWorkerData {
  /** The main search's transposition table (`Searcher.sharedTable`). */
  readonly table: SharedArrayBuffer;
  /** One Int32: the number of the current search; a helper searches while it holds its own. */
  readonly generation: SharedArrayBuffer;
  /** Which helper this is (1, 2, …): each skips depths by its own pattern (`SearcherOptions.helper`). */
  readonly helper: number;
  /** Where the helper posts its completed iterations (`HelperReport`). */
  readonly report: SharedArrayBuffer;
}

export interface ToHelperWorker {
  readonly position: PositionJson;
  readonly generation: number;
  /** The `go`'s depth limit, which a helper keeps too (its result may be answered). */
  readonly depth?: number;
}
