/** The end of a turn and the hand-over: end-of-turn effects, the next player, R2 for that player (stage 4). */
import type { TurnEvent } from '../core/events.js';
import type { TurnRecord } from '../gods/power.js';
import { cardOf, clearExtraTurn, isExtraTurn, lapseMemory, powerFor } from './held.js';
import { checkWinsAnyTime } from './mechanics.js';
import { nextAfterPlacement } from './placement.js';
import { mutableCopy, NONE, type MutablePosition, type Position } from '../core/position.js';
import { setupTraits } from './traits.js';
import { hasLegalTurn } from './legality.js';

/**
 * The position after a complete legal turn: end-of-turn effects (the held power's `endOfTurn`, or
 * `afterWin` after a win; every card's `afterAnyTurn`; wins at any time), the hand-over (spec
 * §2.2, §2.3: an extra turn keeps the turn with its holder), then R2 for the next player — no
 * complete legal turn loses (3 players: is eliminated, and the check repeats).
 */
export function finishTurn(record: TurnRecord): MutablePosition {
  const pos = mutableCopy(record.after);
  finishOn(pos, record);
  return pos;
}

/** `finishTurn` played on `pos` (record.after or a copy of it) in place. */
export function finishOn(pos: MutablePosition, record: TurnRecord): void {
  const seat = record.seat;
  if (record.before.inPlacement) {
    pos.setToMove(nextAfterPlacement(pos));
  } else {
    lapseMemory(pos, seat);
    if (pos.win === NONE) endOfTurnEffects(pos, record.before, seat, record.events);
    else powerFor(record.before, seat).afterWin?.(pos, seat, record.events);
    // The end of the turn may have earned another (Dionysus): a win leaves none pending.
    const again = isExtraTurn(pos, seat);
    if (again && pos.win !== NONE) clearExtraTurn(pos, seat);
    pos.setToMove(again && pos.win === NONE ? seat : pos.nextSeat(seat));
  }
  checkNextPlayer(pos, seat, !record.before.inPlacement);
}

function endOfTurnEffects(
  pos: MutablePosition,
  before: Position,
  seat: number,
  events: readonly TurnEvent[],
): void {
  powerFor(before, seat).endOfTurn?.(pos, seat, events);
  for (const holder of setupTraits(pos).afterAnyTurnSeats)
    if (!pos.isOut(holder)) cardOf(pos, holder).afterAnyTurn?.(pos, holder, seat, events);
  checkWinsAnyTime(pos, seat);
}

/**
 * R2 for the player to move after `seat`'s turn. Once a turn has been played placement is over, so
 * a player with no workers (all removed by Bia or Medusa) has no turn: it is not placing again.
 */
function checkNextPlayer(pos: MutablePosition, seat: number, played: boolean): void {
  while (pos.win === NONE && !canPlay(pos, played)) {
    if (pos.playerCount !== 3) {
      pos.setWinner(seat);
      return;
    }
    const loser = pos.turn;
    pos.eliminate(loser);
    const left = [0, 1, 2].filter((s) => !pos.isOut(s));
    if (left.length === 1) {
      // spec §2.2: toMove skips players who are out, also when the turn ends the game.
      pos.setToMove(pos.nextSeat(loser));
      pos.setWinner(left[0] ?? seat);
      return;
    }
    pos.setToMove(pos.nextSeat(loser));
  }
}

/**
 * The position after `seat` leaves a 3-player game that goes on without it (a resignation): it is
 * out as R2 puts a player out (spec §2.2: no workers, its power and memory gone), the turn passes
 * on if it was to move, R2 is checked for the player to move (one with no legal turn is out too),
 * and the last player standing wins. A finished game, or a seat already out, is left as it is.
 */
export function withSeatOut(pos: Position, seat: number): Position {
  if (pos.playerCount !== 3) throw new RangeError('only a game of 3 players goes on without a player');
  if (pos.win !== NONE || pos.isOut(seat)) return pos;
  const next = mutableCopy(pos);
  next.eliminate(seat);
  if (next.turn === seat) next.setToMove(pos.inPlacement ? nextPlacer(next, seat) : next.nextSeat(seat));
  const left = [0, 1, 2].filter((other) => !next.isOut(other));
  const [last] = left;
  if (left.length === 1 && last !== undefined) {
    next.setToMove(last);
    next.setWinner(last);
  } else checkNextPlayer(next, seat, false);
  return next;
}

/** Who moves after `seat` goes out in placement: the next seat still to place (a power may place first). */
function nextPlacer(pos: Position, seat: number): number {
  const placer = nextAfterPlacement(pos);
  return pos.isOut(placer) ? pos.nextSeat(seat) : placer;
}

function canPlay(pos: Position, played: boolean): boolean {
  return !(played && pos.sideWorkers[pos.sideOf(pos.turn)] === 0) && hasLegalTurn(pos);
}
