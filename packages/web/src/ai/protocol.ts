import type { PositionJson } from '@santorini/engine';

/** Asks the AI worker for a turn. */
export interface AiRequest {
  readonly id: number;
  readonly position: PositionJson;
  readonly level: number;
  readonly seed: number;
  /** A one-ply search only: the stand-in when the player says "Move now" before any depth is done. */
  readonly quick?: boolean;
}

/** The best turn after a completed search depth, posted while the search goes on. */
export interface AiProgress {
  readonly id: number;
  readonly progress: { readonly depth: number; readonly turn: string };
}

/**
 * The worker's answer: a turn in notation (null when no turn is legal), the depth it searched and
 * the threads that searched it (the main search and its lazy-SMP helpers); or what went wrong.
 */
export type AiReply =
  | { readonly id: number; readonly turn: string | null; readonly depth: number; readonly threads: number }
  | { readonly id: number; readonly error: string };

/** Everything the worker posts. */
export type AiMessage = AiProgress | AiReply;

/**
 * Asks the worker to analyse a position: ranked turns, deeper and deeper until `timeMs` is spent
 * (or `maxDepth` is reached). `key` names the position, so that the page drops answers about a
 * position it no longer shows.
 */
export interface AnalysisRequest {
  readonly kind: 'analyse';
  readonly id: number;
  readonly key: string;
  readonly position: PositionJson;
  readonly timeMs: number;
  readonly maxDepth?: number;
}

/** A turn the analysis ranks, with its score for the player to move (centi-units, or forced). */
export interface RankedTurnJson {
  readonly turn: string;
  readonly score: number;
}

/**
 * The analysis after a completed depth: the best score (the evaluation) and the best turns, best
 * first; `done` on the last one. No legal turn: `top` is empty and `score` null.
 */
export interface AnalysisProgress {
  readonly kind: 'analysis';
  readonly id: number;
  readonly key: string;
  readonly depth: number;
  readonly score: number | null;
  readonly top: readonly RankedTurnJson[];
  readonly done: boolean;
}

/** The analysis failed (a position that does not parse). */
export interface AnalysisFailure {
  readonly kind: 'analysis-error';
  readonly id: number;
  readonly key: string;
  readonly error: string;
}

export type AnalysisMessage = AnalysisProgress | AnalysisFailure;

/** Everything the worker is asked. */
export type WorkerRequest = AiRequest | AnalysisRequest;
