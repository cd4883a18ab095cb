import type { PositionJson } from '@santorini/engine';
import { firstLegalTurn } from '../service/firstLegalTurn.js';

/**
 * Plays a game to its end: `play(seq, turn, seat)` plays one turn and answers the position after
 * it. Each turn is the engine's first legal one. Answers the number of turns played.
 */
export async function playUntilOver(
  start: PositionJson,
  play: (seq: number, turn: string, seat: number) => Promise<PositionJson>,
  maxTurns = 400,
): Promise<number> {
  let position = start;
  for (let seq = 0; seq < maxTurns; seq++) {
    if (position.winner !== undefined) return seq;
    const turn = firstLegalTurn(position);
    if (turn === undefined) return seq;
    position = await play(seq, turn, position.toMove);
  }
  throw new Error(`the game did not end in ${maxTurns} turns`);
}

/** The engine's first legal turn in a game's position; throws when there is no position or turn. */
export function turnIn(position: PositionJson | null | undefined): string {
  const turn = position == null ? undefined : firstLegalTurn(position);
  if (turn === undefined) throw new Error(`no legal turn in ${JSON.stringify(position)}`);
  return turn;
}
