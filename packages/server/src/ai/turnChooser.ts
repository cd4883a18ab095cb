import type { PositionJson } from '@santorini/engine';

/** What the game service asks of the server's AI: a turn for a seat it plays. */
export interface TurnChooser {
  /**
   * The turn (spec §3, canonical text) that the AI at `level` (1–8, as in the web app) plays in
   * `position` (spec §2 JSON). Never blocks the event loop. Rejects when it cannot answer (bad
   * position, no legal turn, aborted through `signal`, the pool closed). `timeMs`: how long the
   * search may take (a share of the seat's clock), at most the level's own time.
   */
  chooseTurn(
    position: PositionJson,
    level: number,
    options?: { readonly signal?: AbortSignal; readonly timeMs?: number },
  ): Promise<string>;
  /**
   * How many searches it runs at once (its threads); the AI seats queue the rest fairly
   * (fairQueue.ts). Absent: no limit of its own (an instant chooser).
   */
  readonly capacity?: number;
  /** Stops every search and frees the threads; later calls reject. */
  close(): Promise<void>;
}
