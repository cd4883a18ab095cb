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
 * The worker's answer: a turn in notation (null when no turn is legal) and the depth it searched;
 * or what went wrong.
 */
export type AiReply =
  | { readonly id: number; readonly turn: string | null; readonly depth: number }
  | { readonly id: number; readonly error: string };

/** Everything the worker posts. */
export type AiMessage = AiProgress | AiReply;
