import type { PositionJson } from '@santorini/engine';

/** What the pool posts to an AI worker: one turn to choose. */
export interface TurnRequest {
  readonly id: number;
  readonly position: PositionJson;
  readonly level: number;
  /** Seeds the level's random choices (levels 1–5). */
  readonly seed: number;
  /** How long the search may take, in ms; the level's own time when absent. */
  readonly timeMs?: number;
}

/** A worker's answer: the chosen turn in canonical notation (spec §3), or why there is none. */
export type TurnReply =
  { readonly id: number; readonly turn: string } | { readonly id: number; readonly error: string };

/** What the pool hands a worker when it starts (worker_threads `workerData`). */
export interface AiWorkerData {
  /** One Int32 that the pool sets to 1 to stop the search in progress (and back to 0 before the next). */
  readonly stopFlag: SharedArrayBuffer;
  /** Transposition table size of the worker's Searcher. */
  readonly hashMb: number;
}
