import { legalTurns, NONE, type LegalTurn, type Position } from '@santorini/engine';

/**
 * A reference opponent for strength tests (issue 4): depth-2 minimax whose evaluation is only the
 * height difference of the workers (own minus opponent's), with wins and losses exact. Any power,
 * 2 players. The first best turn in the engine's order is played, so it is deterministic.
 */
export function heightBotTurn(pos: Position, depth = 2): string | null {
  const me = pos.turn;
  let best: LegalTurn | null = null;
  let bestScore = -Infinity;
  for (const child of legalTurns(pos)) {
    const score = minimax(child.position, depth - 1, me, -Infinity, Infinity);
    if (score > bestScore) {
      bestScore = score;
      best = child;
    }
  }
  return best?.text ?? null;
}

const WON = 1000;

function minimax(pos: Position, depth: number, me: number, alpha: number, beta: number): number {
  if (pos.win !== NONE) return pos.win === me ? WON + depth : -WON - depth;
  if (depth === 0) return heightDifference(pos, me);
  const children = legalTurns(pos);
  if (children.length === 0) return pos.turn === me ? -WON : WON;
  const maximizing = pos.turn === me;
  let best = maximizing ? -Infinity : Infinity;
  for (const child of children) {
    const score = minimax(child.position, depth - 1, me, alpha, beta);
    if (maximizing) {
      best = Math.max(best, score);
      alpha = Math.max(alpha, score);
    } else {
      best = Math.min(best, score);
      beta = Math.min(beta, score);
    }
    if (alpha >= beta) break;
  }
  return best;
}

function heightDifference(pos: Position, me: number): number {
  let score = 0;
  for (let side = 0; side < pos.sideCount; side++)
    for (const sq of pos.slotsOf(side))
      if (sq !== NONE) score += (side === pos.sideOf(me) ? 1 : -1) * pos.levelAt(sq);
  return score;
}
