import { applyTurnText, formatTurn, parseTurn, type GameRecord, type Position } from '@santorini/engine';
import { rulesOn } from './ruleSwitches.js';

/**
 * A game that starts from a given position (a pasted spec §2 position) rather than from its setup.
 * A game record (spec §4) has no starting position, so such a game keeps the position beside a
 * record whose setup fields only describe it (gods, rules) and whose turns are played from it.
 */

/** The record fields of a game played from `from`: its gods, Start Player and rules; seed 0. */
export function recordOfPosition(from: Position, turns: readonly string[]): GameRecord {
  const rules = Object.fromEntries(rulesOn(from.rules).map((name) => [name, true]));
  return {
    players: Array.from({ length: from.playerCount }, (_, seat) => ({ god: from.godOf(seat) })),
    start: from.start,
    rules,
    seed: 0,
    turns: [...turns],
  };
}

/**
 * Plays `turns` (spec §3) from `from`: `positions[0]` is `from`, `positions[i]` the one after turn
 * i, and the turns come back in their canonical spelling. A failure names the turn by number.
 */
export function replayFrom(
  from: Position,
  turns: readonly string[],
): { positions: Position[]; turns: string[] } | { error: string } {
  const positions = [from];
  const canonical: string[] = [];
  let position = from;
  for (const [index, text] of turns.entries()) {
    const applied = applyTurnText(position, text);
    if (!applied.ok) return { error: `turn ${index + 1} "${text}": ${applied.error.message}` };
    const parsed = parseTurn(text);
    canonical.push(parsed.ok ? formatTurn(parsed.value) : text);
    position = applied.value;
    positions.push(position);
  }
  return { positions, turns: canonical };
}
