import { applyTurnText } from '../../written/apply.js';
import { parsePosition, positionKey, positionToJson } from '../../json/json.js';
import { NONE, type Position } from '../../core/position.js';
import { legalTurns, type LegalTurn } from '../../turn/legalTurns.js';

/** Why `pos` breaks a board invariant (spec §2), or null. */
export function boardProblem(pos: Position): string | null {
  if ((pos.l2 & ~pos.l1) !== 0 || (pos.l3 & ~pos.l2) !== 0) return 'levels are not cumulative';
  const seen = new Set<number>();
  for (const sq of pos.workerSquares) {
    if (sq === NONE) continue;
    if (seen.has(sq)) return `two workers on square ${sq}`;
    seen.add(sq);
    if (pos.domeAt(sq)) return `a worker on a dome at square ${sq}`;
  }
  const reparsed = parsePosition(positionToJson(pos));
  if (!reparsed.ok) return `its JSON does not parse back: ${reparsed.error.message}`;
  if (positionKey(reparsed.value) !== positionKey(pos)) return 'its JSON does not round-trip';
  return null;
}

/** Why a listed turn does not apply to give its listed position, or null. */
export function listedTurnProblem(pos: Position, listed: LegalTurn): string | null {
  const applied = applyTurnText(pos, listed.text);
  if (!applied.ok) return `listed turn "${listed.text}" is rejected: ${applied.error.message}`;
  if (positionKey(applied.value) !== positionKey(listed.position))
    return `listed turn "${listed.text}" applies to a different position`;
  return null;
}

export interface GameCheck {
  readonly turns: number;
  readonly winner: number | null;
  readonly problem: string | null;
  readonly at: Position;
}

/**
 * Plays one random game from `start` (at most `maxTurns` turns), checking the invariants on every
 * position, that the chosen turn applies as listed, that distinct listed turns lead to distinct
 * positions, and, every `fullCheckEvery` positions, that the first and last listed turns apply.
 */
export function checkRandomGame(
  start: Position,
  random: () => number,
  maxTurns: number,
  fullCheckEvery = 8,
): GameCheck {
  let pos = start;
  for (let turn = 0; turn < maxTurns; turn++) {
    const board = boardProblem(pos);
    if (board !== null) return { turns: turn, winner: pos.winner, problem: board, at: pos };
    const children = legalTurns(pos);
    if (children.length === 0) return { turns: turn, winner: pos.winner, problem: null, at: pos };
    const keys = new Set(children.map((child) => positionKey(child.position)));
    if (keys.size !== children.length)
      return { turns: turn, winner: pos.winner, problem: 'two listed turns give the same position', at: pos };
    // Applying a turn regenerates the position's turns: check a few listed turns, not all.
    const checked = turn % fullCheckEvery === 0 ? [children[0], children[children.length - 1]] : [];
    const chosen = children[Math.floor(random() * children.length)] ?? children[0];
    if (chosen === undefined) break;
    for (const listed of [...checked, chosen]) {
      if (listed === undefined) continue;
      const problem = listedTurnProblem(pos, listed);
      if (problem !== null) return { turns: turn, winner: pos.winner, problem, at: pos };
    }
    pos = chosen.position;
  }
  return { turns: maxTurns, winner: pos.winner, problem: null, at: pos };
}
