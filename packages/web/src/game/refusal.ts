import {
  applyTurn,
  squareName,
  type Game,
  type RefusalReason,
  type Square,
  type Step,
  type StepOptions,
} from '@santorini/engine';
import { t } from '../i18n/i18n.js';
import { refusalText } from '../i18n/refusalText.js';
import { classifySteps, lastMover } from './clicks.js';
import { previewSteps } from './preview.js';
import { seatName, sideName, type SeatKind } from './seats.js';

/**
 * What explaining a refused click reads of the game at this screen: its positions, who plays each
 * seat, the turn so far and the selected worker (a `LocalGame` is one; declared here, so this file
 * and `localGame.ts`, which asks it, make no circle).
 */
export interface GameAtClick extends Pick<Game, 'positions'> {
  readonly seats: readonly SeatKind[];
  readonly prefix: readonly Step[];
  readonly selected: Square | null;
}

/**
 * Why a click on `square` does nothing, in the current language. Where the click reads as a step (a move from the
 * selected worker, a placement, a build by the worker that moved) the engine says which rule it
 * breaks; the rest is about what to click first.
 */
export function explainRefusal(game: GameAtClick, options: StepOptions, square: Square): string {
  const pos = game.positions[game.positions.length - 1];
  if (pos === undefined) return t('game.click.noGame');
  const players = game.seats.length;
  const seatLabel = (seat: number): string => seatName(players, seat);
  if (pos.winner !== null) return t('game.click.over', { seat: seatLabel(pos.winner) });
  if (game.seats[pos.toMove]?.kind === 'ai') return t('game.click.aiPlays', { seat: seatLabel(pos.toMove) });
  const guess = guessedStep(game, options, square);
  if (guess !== undefined) {
    const tried = applyTurn(pos, [...game.prefix, guess]);
    if (!tried.ok && !INCOMPLETE.includes(tried.error.refusal.reason))
      return t('refusal.notAllowedPrefix', { reason: refusalText(tried.error.refusal, seatLabel) });
  }
  const board = previewSteps(pos, game.prefix);
  const side = board.sideAt(square);
  const mine = board.sideOf(pos.toMove);
  const name = squareName(square);
  if (side === mine) return t('game.click.workerStuck', { square: name });
  if (side >= 0)
    return t('game.click.notYours', { square: name, owner: sideName(side), mine: sideName(mine) });
  if (game.prefix.length === 0 && !pos.inPlacement) return t('game.click.selectFirst');
  return t('game.click.nothingHere', { square: name });
}

/** A click that starts a step the turn can still go on from is no refusal. */
const INCOMPLETE: readonly RefusalReason[] = ['incomplete', 'incompleteAfterMove'];

/** The step a click most likely meant, to ask the engine what is wrong with it. */
function guessedStep(game: GameAtClick, options: StepOptions, square: Square): Step | undefined {
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
