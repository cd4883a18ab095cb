import type { PositionJson } from '@santorini/engine';

/** Asks the AI worker for a turn. */
export interface AiRequest {
  readonly id: number;
  readonly position: PositionJson;
  readonly level: number;
  readonly seed: number;
}

/** The worker's answer: a turn in notation, or null when no turn is legal; or what went wrong. */
export type AiReply =
  { readonly id: number; readonly turn: string | null } | { readonly id: number; readonly error: string };
