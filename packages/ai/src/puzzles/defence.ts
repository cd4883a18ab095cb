import type { LegalTurn, Position } from '@santorini/engine';
import type { ExactSolver } from './exactSolver.js';

/**
 * The defender's best reply when the attacker has `turnsLeft` of its own turns to win: a winning
 * reply if there is one, else one after which the attacker needs the most turns (proved only for
 * fewer than `turnsLeft`: that the attacker wins within `turnsLeft` is the puzzle's premise). The
 * first listed of equals; null when the defender has no turn.
 */
export function bestDefence(solver: ExactSolver, pos: Position, turnsLeft: number): LegalTurn | null {
  const replies = solver.turns(pos);
  const winning = replies.find((reply) => reply.winner === pos.toMove);
  if (winning !== undefined) return winning;
  let holding: readonly LegalTurn[] = replies;
  for (let turns = 1; turns < turnsLeft; turns++) {
    const longer = holding.filter((reply) => !solver.winsWithin(reply.position, turns));
    if (longer.length === 0) break;
    holding = longer;
  }
  return holding[0] ?? null;
}
