import type { Position, Result } from '@santorini/engine';

/**
 * One side of a match as the game loop sees it. A failure (an engine that crashed, timed out or
 * stopped speaking the protocol) is an error value; the game loop scores it as a loss.
 */
export interface ArenaPlayer {
  /** The name written in tables and game records. */
  readonly name: string;
  /** Prepares a new game; `seed` makes a level's random choices repeatable. */
  newGame(seed: number): Promise<Result<void, string>>;
  /** The turn to play in notation, or null when the player sees no legal turn. */
  chooseTurn(pos: Position): Promise<Result<string | null, string>>;
  close(): Promise<void>;
}
