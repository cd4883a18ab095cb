import {
  currentPosition,
  gameOutcome,
  positionToJson,
  type Game,
  type PositionJson,
} from '@santorini/engine';
import type { LiveGame } from './liveGame.js';
import type { GameResult } from './view.js';

/** What a played turn answers (spec §7): the game's seq after it, and the position. */
export interface TurnAnswer {
  readonly seq: number;
  readonly position: PositionJson;
}

/** The answer to the turn that made `game`. */
export const answerOf = (game: Game, seq: number): TurnAnswer => ({
  seq: seq + 1,
  position: positionToJson(currentPosition(game)),
});

/** The result a turn brings, or null while the game goes on. */
export function resultOf(game: Game): GameResult | null {
  const outcome = gameOutcome(game);
  if (outcome.winner === null) return null;
  return { winner: outcome.winner, reason: outcome.reason === 'noLegalTurn' ? 'stuck' : 'win' };
}

/**
 * A request repeated after a lost answer (spec §7): the same player, seq and turn (`canonical`: its
 * canonical spelling) as the last turn recorded is answered as the first was. Undefined when it is
 * not such a repeat.
 */
export function retriedAnswer(
  live: LiveGame,
  playerId: string,
  seq: number,
  canonical: string,
): TurnAnswer | undefined {
  const last = live.turns[live.turns.length - 1];
  if (last?.seq !== seq || last.playerId !== playerId || last.turn !== canonical) return undefined;
  const after = live.after[seq];
  return after === undefined ? undefined : { seq: seq + 1, position: positionToJson(after) };
}
