import type { SearchInfo, SearchResult } from '@santorini/ai';
import type { PositionJson } from '@santorini/engine';
import type { GoLimits } from './protocolCommand.js';

/** One `go`: everything the search needs, as plain data that crosses a thread boundary. */
export interface SearchRequest {
  readonly position: PositionJson;
  readonly limits: GoLimits;
  readonly level: number;
  readonly seed: number;
  /** Threads to search on (`setoption name Threads`; default 1). */
  readonly threads?: number;
  /**
   * When the `go` arrived (epoch ms, `Date.now`, the same on every thread): a movetime counts from
   * then, not from when the search starts.
   */
  readonly receivedAt?: number;
}

/** What a running search reports back: `info` per completed depth, then exactly one of the others. */
export interface SearchEvents {
  info(info: SearchInfo): void;
  done(result: SearchResult): void;
  failed(message: string): void;
}

/**
 * Where searches run, so that the protocol session keeps answering while one does. One search at a
 * time: `start` is only called when the last one has reported `done` or `failed`.
 */
export interface SearchHost {
  start(request: SearchRequest, events: SearchEvents): void;
  /** Asks the running search to stop now; it then reports `done` with its best turn so far. */
  stop(): void;
  /** A new game: forget what earlier searches learnt, and restart the level's random choices. */
  newGame(): void;
  /** Ends the host; a running search is abandoned without reporting. */
  close(): Promise<void>;
}
