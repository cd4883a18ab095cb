import { isExtraTurn } from '../turn/held.js';
import type { TurnEvent } from '../core/events.js';
import { applyStep } from '../turn/mechanics.js';
import { type Position, mutableCopy } from '../core/position.js';
import type { Square } from '../core/square.js';
import { sameStep, type Step, type Turn } from '../core/steps.js';
import { nextSteps } from './stepOptions.js';
import { resolveStep } from './written.js';
import { startTurn } from '../turn/start.js';

/**
 * The board partway through a turn, for UIs that show each step as it is taken: the start-of-turn
 * effects, then `prefix` played on a copy with the consequences the rules fix (Apollo's swap,
 * Minotaur's push, Bia's removal…). Null when a step of `prefix` is not one `nextSteps` offers there.
 * The result is a display board: the turn is not handed over and no end-of-turn effect has happened.
 */
export function positionAfterSteps(pos: Position, prefix: Turn): Position | null {
  const boards = playSteps(pos, prefix, true);
  return boards === null ? null : (boards[boards.length - 1] ?? null);
}

/**
 * The boards during a turn already known to be legal (a played turn of a game record): before each
 * step and after the last, in one pass — for describing every step, without `nextSteps` per step.
 */
export function positionsDuringTurn(pos: Position, turn: Turn): Position[] {
  return playSteps(pos, turn, false) ?? [];
}

function playSteps(pos: Position, prefix: Turn, check: boolean): Position[] | null {
  const scratch = mutableCopy(pos);
  if (!scratch.inPlacement) startTurn(scratch);
  const seat = scratch.turn;
  const extraTurn = isExtraTurn(scratch, seat);
  const events: TurnEvent[] = [];
  const boards = [scratch.clone()];
  let lastMover: Square | undefined;
  for (let i = 0; i < prefix.length; i++) {
    const step = resolveStep(prefix[i] as Step, scratch, lastMover);
    if (check && !nextSteps(pos, prefix.slice(0, i)).steps.some((offered) => sameStep(offered, step)))
      return null;
    applyStep(scratch, seat, step, events, extraTurn);
    if (step.kind === 'move') lastMover = step.to;
    boards.push(scratch.clone());
  }
  return boards;
}
