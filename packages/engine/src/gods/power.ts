import type { Position } from '../position.js';
import type { Turn } from '../steps.js';
import type { GodName } from './names.js';

/**
 * The hook interface every God Power implements; the base game is the power `null` (gods/none.ts).
 * A power describes its holder's complete turns, and may restrict opponents' complete turns.
 * Consequences of steps (Apollo's swap, Minotaur's push), extra win conditions and start/end-of-turn
 * effects will join this interface with the gods that need them; only what the base game uses is
 * here, so nothing is declared that nothing implements.
 */
export interface Power {
  readonly god: GodName | null;

  /**
   * Calls `emit` with every complete turn `seat` may take in `pos` under this power, before
   * opponents' restrictions; `pos` is not in placement. Each turn's builds carry their builder.
   * A winning step ends its turn. Turns may lead to the same position: the caller merges them.
   */
  completeTurns(pos: Position, seat: number, emit: (turn: Turn) => void): void;

  /** Whether `seat` has any complete turn (before opponents' restrictions); a fast R2 check. */
  hasTurn(pos: Position, seat: number): boolean;

  /**
   * Why this power, held by `holder`, forbids opponent `mover`'s complete turn `turn` in `pos`,
   * or null when it does not (Athena, Hera, Limus, … as filters over complete turns).
   */
  readonly forbidsOpponentTurn?: (pos: Position, holder: number, mover: number, turn: Turn) => string | null;
}
