import type { SearchInfo, SearchResult } from '@santorini/ai';
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
