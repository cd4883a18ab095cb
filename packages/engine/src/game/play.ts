import { applyTurn, applyTurnText, type IllegalTurnError, type TurnError } from '../written/apply.js';
import { parseTurn } from '../written/notation.js';
import { formatTurn } from '../core/turnText.js';
import type { Position } from '../core/position.js';
import { ok, type Result } from '../core/result.js';
import type { Turn } from '../core/steps.js';
import { currentPosition, makeGame, type Game } from './game.js';

/** The game with one more turn, played as `steps` from the position now. */
function withTurn(game: Game, steps: Turn, next: Position): Game {
  const text = formatTurn(steps);
  const seat = currentPosition(game).toMove;
  return makeGame(
    { ...game.record, turns: [...game.record.turns, text] },
    [...game.turns, { seat, text, steps: steps.map((step) => ({ ...step })) }],
    [...game.positions, next],
  );
}

/** Plays a complete turn given as steps, or says why it is illegal here (the engine's reason). */
export function playTurn(game: Game, steps: Turn): Result<Game, IllegalTurnError> {
  const applied = applyTurn(currentPosition(game), steps);
  return applied.ok ? ok(withTurn(game, steps, applied.value)) : applied;
}

/**
 * Plays a turn written in notation (spec §3), stored in its canonical spelling; malformed text and
 * illegal turns fail as `applyTurnText` says.
 */
export function playTurnText(game: Game, text: string): Result<Game, TurnError> {
  const applied = applyTurnText(currentPosition(game), text);
  if (!applied.ok) return applied;
  // applyTurnText has read the text, so it parses.
  const parsed = parseTurn(text) as { readonly ok: true; readonly value: Turn };
  return ok(withTurn(game, parsed.value, applied.value));
}
