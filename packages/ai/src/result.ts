/** What a search reports while it runs (one per completed depth) and when it ends. */
export interface SearchInfo {
  /** Plies completed (for 3–4 players: turns of any player). */
  readonly depth: number;
  /** Centi-units for the player to move, or a forced result (score.ts). */
  readonly score: number;
  readonly nodes: number;
  readonly timeMs: number;
  /** The principal variation in turn notation, the chosen turn first. */
  readonly pv: readonly string[];
}

export interface SearchResult extends SearchInfo {
  /** The chosen turn in notation; null when the game is over or no turn is legal. */
  readonly turn: string | null;
}
