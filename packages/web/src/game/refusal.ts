import {
  applyTurn,
  refusalText,
  squareName,
  type RefusalReason,
  type Square,
  type Step,
  type StepOptions,
} from '@santorini/engine';
import { classifySteps, lastMover } from './clicks.js';
import type { LocalGame } from './localGame.js';
import { previewSteps } from './preview.js';
import { seatName, sideName } from './seats.js';

/**
 * Why a click on `square` does nothing, in words. Where the click reads as a step (a move from the
 * selected worker, a placement, a build by the worker that moved) the engine says which rule it
 * breaks; the rest is about what to click first.
 */
export function explainRefusal(game: LocalGame, options: StepOptions, square: Square): string {
  const pos = game.positions[game.positions.length - 1];
  if (pos === undefined) return 'There is no game.';
  const players = game.seats.length;
  if (pos.winner !== null) return `The game is over: ${seatName(players, pos.winner)} has won.`;
  if (game.seats[pos.toMove]?.kind === 'ai')
    return `Please wait: the AI plays ${seatName(players, pos.toMove)}.`;
  const guess = guessedStep(game, options, square);
  if (guess !== undefined) {
    const tried = applyTurn(pos, [...game.prefix, guess]);
    if (!tried.ok && !INCOMPLETE.includes(tried.error.refusal.reason))
      return `Not allowed: ${refusalText(tried.error.refusal)}.`;
  }
  const board = previewSteps(pos, game.prefix);
  const side = board.sideAt(square);
  const mine = board.sideOf(pos.toMove);
  if (side === mine) return `The worker on ${squareName(square)} cannot do anything this turn.`;
  if (side >= 0)
    return `The worker on ${squareName(square)} is ${sideName(side)}, not yours: select a ${sideName(mine)} worker.`;
  if (game.prefix.length === 0 && !pos.inPlacement)
    return 'Select one of your workers first (the ones that can act are highlighted).';
  return `Nothing can be done on ${squareName(square)} now: the highlighted squares are the legal ones.`;
}

/** A click that starts a step the turn can still go on from is no refusal. */
const INCOMPLETE: readonly RefusalReason[] = ['incomplete', 'incompleteAfterMove'];

/** The step a click most likely meant, to ask the engine what is wrong with it. */
function guessedStep(game: LocalGame, options: StepOptions, square: Square): Step | undefined {
  const pos = game.positions[game.positions.length - 1];
  if (pos === undefined) return undefined;
  if (pos.inPlacement) return { kind: 'place', to: square };
  const { byActor } = classifySteps(options, game.prefix);
  const selected = game.selected;
  if (selected !== null) {
    const acts = byActor.get(selected) ?? [];
    if (acts.some((step) => step.kind === 'move')) return { kind: 'move', from: selected, to: square };
    if (acts.some((step) => step.kind === 'build'))
      return { kind: 'build', at: square, dome: false, builder: selected };
  }
  const mover = lastMover(game.prefix);
  if (mover !== undefined && options.steps.some((step) => step.kind === 'build'))
    return { kind: 'build', at: square, dome: false, builder: mover };
  return undefined;
}
