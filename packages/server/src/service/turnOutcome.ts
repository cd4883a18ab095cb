import {
  gameFromPosition,
  gameOutcome,
  playTurn,
  positionToJson,
  type Position,
  type PositionJson,
  type Turn,
} from '@santorini/engine';
import type { LiveGame } from './liveGame.js';
import type { GameResult } from './view.js';

/** What a played turn answers (spec §7): the game's seq after it, and the position. */
export interface TurnAnswer {
  readonly seq: number;
  readonly position: PositionJson;
}

/** The answer to turn `seq`, which made `position`. */
export const answerOf = (position: Position, seq: number): TurnAnswer => ({
  seq: seq + 1,
  position: positionToJson(position),
});

/**
 * The result a turn brings (`steps`, played on `before`, made `after`), or null while the game goes
 * on. Why it was won (spec §7 `stuck`: the opponent had no legal turn) is the engine's, asked of a
 * game of that one turn, so that the work does not grow with the game's length.
 */
export function resultOf(before: Position, steps: Turn, after: Position, seed: number): GameResult | null {
  const winner = after.winner;
  if (winner === null) return null;
  const game = gameFromPosition(before, { seed });
  const played = game.ok ? playTurn(game.value, steps) : undefined;
  const reason = played?.ok === true ? gameOutcome(played.value).reason : null;
  return { winner, reason: reason === 'noLegalTurn' ? 'stuck' : 'win' };
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
  return after === undefined ? undefined : answerOf(after, seq);
}
