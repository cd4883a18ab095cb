import type { TurnEvent } from '../core/events.js';
import { NO_POWER } from '../gods/none.js';
import { powerFor } from './held.js';
import { mutableCopy, NONE, type MutablePosition, type Position } from '../core/position.js';
import type { Square } from '../core/square.js';
import type { Step } from '../core/steps.js';
import { setupTraits } from './traits.js';

/**
 * Plays one step for `seat` on `pos` in place: the step, its consequences under the power `seat`
 * holds, and the win checks of rules.md §4.4 — the mover's wins, then opponents' cancellations,
 * then wins that need no move (Chronus). During a Dionysus extra turn nobody wins and the borrowed
 * worker moves under the base rules. The step must be legal; `events` receives what happened.
 */
export function applyStep(
  pos: MutablePosition,
  seat: number,
  step: Step,
  events: TurnEvent[],
  extraTurn: boolean,
): void {
  switch (step.kind) {
    case 'place': {
      const side = pos.sideOf(seat);
      const slot = pos.workerSquares[side * 2] === NONE ? 0 : 1;
      pos.putWorker(side, slot, step.to);
      events.push({ kind: 'place', worker: side * 2 + slot, at: step.to });
      return;
    }
    case 'move':
      applyMove(pos, seat, step.from, step.to, events, extraTurn);
      break;
    case 'force': {
      const event = {
        kind: 'force' as const,
        worker: pos.workerSquares.indexOf(step.from),
        from: step.from,
        to: step.to,
        fromLevel: pos.levelAt(step.from),
        toLevel: pos.levelAt(step.to),
      };
      pos.relocate(step.from, step.to);
      events.push(event);
      break;
    }
    case 'build': {
      const levelBefore = pos.levelAt(step.at);
      pos.buildOn(step.at, step.dome);
      events.push({
        kind: 'build',
        at: step.at,
        builder: step.builder ?? step.at,
        dome: step.dome || levelBefore === 3,
        levelBefore,
      });
      break;
    }
    case 'remove':
      pos.unbuild(step.at);
      events.push({ kind: 'remove', at: step.at });
      break;
    case 'pass':
      events.push({ kind: 'pass' });
      return;
  }
  if (!extraTurn) checkWinsAnyTime(pos, seat);
}

/** Whether `step` played for `seat` on a copy of `pos` wins (a probe for generators: TurnBuilder.wins). */
export function stepWins(pos: Position, seat: number, step: Step): boolean {
  const scratch = mutableCopy(pos);
  applyStep(scratch, seat, step, [], false);
  return scratch.win !== NONE;
}

function applyMove(
  pos: MutablePosition,
  seat: number,
  from: Square,
  to: Square,
  events: TurnEvent[],
  extraTurn: boolean,
): void {
  const worker = pos.workerSquares.indexOf(from);
  const fromLevel = pos.levelAt(from);
  const toLevel = pos.levelAt(to);
  const power = extraTurn ? NO_POWER : powerFor(pos, seat);
  // Only powers with their own move (Apollo, Minotaur, Bia…) can remove workers.
  const removals: TurnEvent[] | null = power.move === undefined ? null : [];
  if (power.move === undefined || removals === null) pos.relocate(from, to);
  else
    power.move(pos, seat, from, to, (removed, at) =>
      removals.push({ kind: 'removeWorker', worker: removed, at }),
    );
  const move = {
    kind: 'move' as const,
    worker,
    from,
    to,
    fromLevel,
    toLevel,
    workersAfter: pos.sideWorkers.slice(),
  };
  events.push(move);
  if (removals !== null) for (const removal of removals) events.push(removal);
  if (extraTurn) return;
  const wins = (toLevel === 3 && fromLevel < 3) || power.winsByMove?.(pos, seat, move) === true;
  if (!wins) return;
  for (const opponent of pos.opponentsOf(seat)) {
    if (powerFor(pos, opponent).cancelsWin?.(pos, opponent, seat, move) === true) return;
  }
  pos.setWinner(seat);
}

/**
 * Wins that need no move of the winner's (Chronus): checked after every step of `mover`'s turn, the
 * mover's own power first (rules.md §4.4), then the others in turn order.
 */
export function checkWinsAnyTime(pos: MutablePosition, mover: number): void {
  if (pos.win !== NONE || !setupTraits(pos).winsAnyTime) return;
  for (let i = 0; i < pos.playerCount; i++) {
    const seat = (mover + i) % pos.playerCount;
    if (powerFor(pos, seat).winsAnyTime?.(pos, seat) === true) {
      pos.setWinner(seat);
      return;
    }
  }
}
