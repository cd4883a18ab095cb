import type { StepOptions } from '@santorini/engine';
import { winnerLine } from './gameLog.js';
import { aiToMove, awaitingConfirmation, currentPosition, type LocalGame } from './localGame.js';
import { seatName } from './seats.js';

/** One line saying whose turn it is and what they do next. */
export function statusLine(game: LocalGame, options: StepOptions, thinking: boolean): string {
  const pos = currentPosition(game);
  const players = game.seats.length;
  if (pos.winner !== null) return winnerLine(players, pos.winner);
  const who = seatName(players, pos.toMove);
  if (aiToMove(game) !== null) return thinking ? `${who} (AI) is thinking…` : `${who} (AI) to move.`;
  if (awaitingConfirmation(game)) return `${who}: the turn is complete. Confirm it, or undo a step.`;
  if (pos.inPlacement)
    return game.prefix.length === 0
      ? `${who} to move: place your first worker.`
      : `${who} to move: place your second worker.`;
  const kinds = new Set(options.steps.map((step) => step.kind));
  if (game.prefix.length === 0 && game.selected === null) return `${who} to move: select a worker.`;
  const next: string[] = [];
  if (kinds.has('move')) next.push('move');
  if (kinds.has('build')) next.push('build');
  if (kinds.has('force')) next.push('force a worker');
  if (kinds.has('remove')) next.push('remove a block');
  const what = next.length === 0 ? 'end the turn' : next.join(' or ');
  return `${who} to move: ${what}${options.canEnd && next.length > 0 ? ', or end the turn' : ''}.`;
}
