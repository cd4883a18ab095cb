import type { Position } from '../core/position.js';

/** The Result of a game that has no winner yet (or whose turns do not replay). */
export const UNFINISHED = '*';

/**
 * A game's result as the text record's `Result` header writes it: `*` while nobody has won, else one
 * digit per seat joined by `-`, 1 for the winners and 0 for the others, in seat order — `1-0` and
 * `0-1` as in chess, `0-0-1` when seat 2 of three wins, `0-1-0-1` when team 1+3 wins in 4 players.
 */
export function gameResult(final: Position): string {
  const winner = final.winner;
  return winner === null ? UNFINISHED : resultText(final.playerCount, winner);
}

function resultText(players: number, winner: number): string {
  const wins = (seat: number): boolean => seat === winner || (players === 4 && seat % 2 === winner % 2);
  return Array.from({ length: players }, (_, seat) => (wins(seat) ? '1' : '0')).join('-');
}

/** Every Result a game with `players` players can have, `*` first. */
export function possibleResults(players: number): string[] {
  const results = new Set<string>([UNFINISHED]);
  for (let winner = 0; winner < players; winner++) results.add(resultText(players, winner));
  return [...results];
}
