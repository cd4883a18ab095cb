import type { Position } from '@santorini/engine';
import { currentPosition, startFromPosition, type LocalGame } from '../game/localGame.js';
import type { SeatKind } from '../game/seats.js';

/**
 * A variation: a game of its own started from the position being looked at, played by clicks
 * through the same controller as the real game (localGame.ts). Every seat is a person's, so nothing
 * plays by itself; the real game is a separate value and is never handed to these functions.
 */
export type Variation = LocalGame;

/** A variation from `from`, or the engine's reason it cannot start there. */
export function startVariation(from: Position): { variation: Variation } | { error: string } {
  const seats: SeatKind[] = Array.from({ length: from.playerCount }, () => ({ kind: 'person' }));
  const started = startFromPosition(from, [], seats);
  return 'error' in started ? started : { variation: started.game };
}

/** The turns played in the variation so far, in notation. */
export const variationTurns = (variation: Variation): readonly string[] => variation.record.turns;

/** The position the variation has reached (the one to analyse). */
export const variationPosition = (variation: Variation): Position => currentPosition(variation);
