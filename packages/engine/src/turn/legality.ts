/** R2: whether the player to move has a complete legal turn, found without listing them all (stage 3). */
import { TurnWalker } from './builder.js';
import { NO_POWER } from '../gods/none.js';
import type { TurnRecord } from '../gods/power.js';
import { isExtraTurn, powerFor } from './held.js';
import { placementTargets } from './placement.js';
import { NONE, type Position } from '../core/position.js';
import type { Refusal } from '../core/refusal.js';
import { setupTraits } from './traits.js';
import { startsWithEffect, startedCopy } from './start.js';
import { movesWorkerOf } from './generate.js';

function canPlace(pos: Position): boolean {
  for (let firsts = placementTargets(pos, pos.turn, []); firsts !== 0; firsts &= firsts - 1) {
    const first = 31 - Math.clz32(firsts & -firsts);
    if ((placementTargets(pos, pos.turn, [first]) & ~(1 << first)) !== 0) return true;
  }
  return false;
}

/** Whether the player to move has a complete legal turn (R2). */
export function hasLegalTurn(pos: Position): boolean {
  if (pos.win !== NONE || pos.isOut(pos.turn)) return false;
  if (pos.inPlacement) return canPlace(pos);
  if (setupTraits(pos).noPowers) {
    return NO_POWER.hasTurn(pos, pos.turn);
  }
  // The generators copy the position at every step, so `pos` itself can be the start when the
  // turn begins without an effect.
  const start = startsWithEffect(pos) ? startedCopy(pos) : pos;
  const seat = start.turn;
  // With no opponent restricting, the mover's own fast check decides (Poseidon's thousands of turns).
  if (!restricted(start, seat) && !isExtraTurn(start, seat))
    return powerFor(start, seat).hasTurn(start, seat);
  return firstLegalTurn(start, seat);
}

/**
 * Whether an opponent of `seat` holds a power that may forbid some of its turns from `pos`. Not one
 * that says it forbids none from here (`forbidsNothingFrom`: Athena before she moved up), nor a
 * narrowing one (Persephone): narrowing keeps some turn of a non-empty set, so it cannot change
 * whether there is one.
 */
function restricted(pos: Position, seat: number): boolean {
  const side = pos.sideOf(seat);
  for (let holder = 0; holder < pos.playerCount; holder++) {
    if (pos.sideOf(holder) === side || pos.isOut(holder)) continue;
    const power = powerFor(pos, holder);
    if (power.forbidsOpponentTurn === undefined) continue;
    if (power.forbidsNothingFrom?.(pos, holder, seat) !== true) return true;
  }
  return false;
}

/**
 * For a walk of `seat`'s legal turns from `start`: whether the steps walked so far are forbidden by
 * an opponent's power that forbids a turn at its first offending event (`forbidsByPrefix`), so that
 * the walk need not go on down that turn (a frozen worker's moves, under Poseidon's thousands of
 * extra builds). Undefined when no such power binds the turn, or in an extra turn, which moving the
 * holder's own worker later on exempts (R19).
 */
export function prefixJudge(
  start: Position,
  seat: number,
  extraTurn: boolean,
): ((walker: TurnWalker) => boolean) | undefined {
  if (extraTurn) return undefined;
  const judges: { holder: number; forbids: (record: TurnRecord, holder: number) => Refusal | null }[] = [];
  for (const holder of start.opponentsOf(seat)) {
    const power = powerFor(start, holder);
    const forbids = power.forbidsOpponentTurn;
    if (power.forbidsByPrefix !== true || forbids === undefined) continue;
    // One that forbids nothing from here has nothing to cut (Athena before she moved up).
    if (power.forbidsNothingFrom?.(start, holder, seat) === true) continue;
    judges.push({ holder, forbids });
  }
  if (judges.length === 0) return undefined;
  // One record a walker, read afresh at each step: its steps and events are the walker's own lists.
  let partial: { -readonly [K in keyof TurnRecord]: TurnRecord[K] } | null = null;
  return (walker) => {
    if (partial?.events !== walker.events)
      partial = { turn: walker.steps, before: start, after: walker.pos, events: walker.events, seat };
    partial.after = walker.pos;
    for (const { holder, forbids } of judges) if (forbids(partial, holder) !== null) return true;
    return false;
  };
}

/**
 * Whether the mover has a turn that no opponent's power forbids, stopping at the first one. Narrowing
 * (Persephone) keeps some turn of a non-empty set, so it cannot change the answer.
 */
function firstLegalTurn(start: Position, seat: number): boolean {
  const extraTurn = isExtraTurn(start, seat);
  const holders = start.opponentsOf(seat);
  let found = false;
  const walker = new TurnWalker(
    start,
    seat,
    extraTurn,
    (record) => {
      for (const holder of holders) {
        if (extraTurn && movesWorkerOf(record, start, holder)) continue;
        if ((powerFor(start, holder).forbidsOpponentTurn?.(record, holder) ?? null) !== null) return;
      }
      found = true;
      walker.stop();
    },
    false,
    prefixJudge(start, seat, extraTurn),
  );
  const power = powerFor(start, seat);
  if (extraTurn) power.extraTurns?.(walker);
  else power.completeTurns(walker);
  return found;
}
