import { TurnWalker } from './builder.js';
import type { TurnEvent } from '../core/events.js';
import { NO_POWER } from '../gods/none.js';
import type { TurnRecord } from '../gods/power.js';
import { cardOf, clearExtraTurn, isExtraTurn, lapseMemory, powerFor } from './held.js';
import { checkWinsAnyTime } from './mechanics.js';
import { formatTurn } from '../core/turnText.js';
import { nextAfterPlacement, placementTargets } from './placement.js';
import { mutableCopy, NONE, owned, type MutablePosition, type Position } from '../core/position.js';
import { refusal, type Refusal } from '../core/refusal.js';
import { place, type Turn } from '../core/steps.js';
import { borrowHashPairSet, HashPairSet, returnHashPairSet } from '../core/hashPairSet.js';
import { setupTraits } from './traits.js';

/** A legal turn and where it leads. */
export interface LegalTurn {
  readonly turn: Turn;
  readonly text: string;
  readonly position: Position;
  readonly winner: number | null;
}

/**
 * The effects at the start of the mover's turn, on `pos` in place: its card's `beforeTurn` first
 * (it may decide which power starts the turn), then the held power's `startOfTurn`. An extra turn
 * has no start-of-turn effects.
 */
export function startTurn(pos: MutablePosition): void {
  const seat = pos.turn;
  if (isExtraTurn(pos, seat)) return;
  cardOf(pos, seat).beforeTurn?.(pos, seat);
  powerFor(pos, seat).startOfTurn?.(pos, seat);
}

/** Every placement turn of the player to move: both workers, first then second (female). */
function placementRecords(pos: Position, owned: boolean, emit: (record: TurnRecord) => void): void {
  const seat = pos.turn;
  const walker = new TurnWalker(pos, seat, false, emit, owned);
  for (let firsts = placementTargets(pos, seat, []); firsts !== 0; firsts &= firsts - 1) {
    const first = 31 - Math.clz32(firsts & -firsts);
    walker.step(place(first), () => {
      for (let seconds = placementTargets(walker.pos, seat, [first]); seconds !== 0; seconds &= seconds - 1) {
        walker.step(place(31 - Math.clz32(seconds & -seconds)), () => {
          walker.end();
        });
      }
    });
  }
}

/**
 * Every complete legal turn of the player to move, with what it did: the mover's power generates,
 * opponents' powers forbid (Athena, Limus, …) and narrow (Persephone, last). Several turns may lead
 * to the same position. `forbidden`, when given, hears of each turn the mover's power generates
 * but an opponent's power rules out, with the reason (for `apply`'s messages).
 */
export function turnRecords(pos: Position, forbidden?: (turn: ForbiddenTurn) => void): TurnRecord[] {
  return generateRecords(pos, false, forbidden);
}

/**
 * `turnRecords`; with `owned`, each record's `after` is its own object, which the caller may
 * change (legalTurns finishes the turn on it in place instead of on a copy).
 */
function generateRecords(
  pos: Position,
  owned: boolean,
  forbidden?: (turn: ForbiddenTurn) => void,
): TurnRecord[] {
  const records: TurnRecord[] = [];
  if (pos.win !== NONE || pos.isOut(pos.turn)) return records;
  if (pos.inPlacement) {
    placementRecords(pos, owned, (record) => records.push(record));
    return records;
  }
  const start = mutableCopy(pos);
  startTurn(start);
  const seat = start.turn;
  const extraTurn = isExtraTurn(start, seat);
  const power = powerFor(start, seat);
  const walker = new TurnWalker(start, seat, extraTurn, (record) => records.push(record), owned);
  if (extraTurn) power.extraTurns?.(walker);
  else power.completeTurns(walker);
  let legal: readonly TurnRecord[] = records;
  const holders = start.opponentsOf(seat);
  for (const holder of holders) {
    const forbids = powerFor(start, holder).forbidsOpponentTurn;
    if (forbids === undefined) continue;
    legal = legal.filter((record) => {
      if (extraTurn && movesWorkerOf(record, start, holder)) return true;
      const reason = forbids(record, holder);
      if (reason !== null) forbidden?.({ record, reason });
      return reason === null;
    });
  }
  for (const holder of holders) {
    const { narrowOpponentTurns: narrow, narrowReason } = powerFor(start, holder);
    if (narrow === undefined) continue;
    // R19 holds here too: an extra turn moving the holder's own worker is not narrowed.
    const exempt = (record: TurnRecord): boolean => extraTurn && movesWorkerOf(record, start, holder);
    const kept = new Set(
      narrow(
        legal.filter((record) => !exempt(record)),
        holder,
      ),
    );
    legal = legal.filter((record) => {
      const keep = exempt(record) || kept.has(record);
      if (!keep) forbidden?.({ record, reason: narrowReason ?? refusal('forbidden') });
      return keep;
    });
  }
  return legal === records ? records : [...legal];
}

/** A complete turn that the mover's power allows but an opponent's power rules out, and why. */
export interface ForbiddenTurn {
  readonly record: TurnRecord;
  readonly reason: Refusal;
}

/** Whether a Dionysus extra turn moves a worker of `holder`'s side: that owner's restrictions do not bind it (R19). */
function movesWorkerOf(record: TurnRecord, pos: Position, holder: number): boolean {
  const side = pos.sideOf(holder);
  return record.events.some((event) => event.kind === 'move' && event.worker >> 1 === side);
}

/** Every complete legal turn of the player to move, as steps. */
export const completeTurns = (pos: Position): Turn[] => turnRecords(pos).map((record) => record.turn);

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

/** Whether `startTurn` would change `pos`. */
function startsWithEffect(pos: Position): boolean {
  const seat = pos.turn;
  if (isExtraTurn(pos, seat)) return false;
  return cardOf(pos, seat).beforeTurn !== undefined || powerFor(pos, seat).startOfTurn !== undefined;
}

function startedCopy(pos: Position): Position {
  const start = mutableCopy(pos);
  startTurn(start);
  return start;
}

/**
 * For a walk of `seat`'s legal turns from `start`: whether the steps walked so far are forbidden by
 * an opponent's power that forbids a turn at its first offending event (`forbidsByPrefix`), so that
 * the walk need not go on down that turn (a frozen worker's moves, under Poseidon's thousands of
 * extra builds). Undefined when no such power binds the turn, or in an extra turn, which moving the
 * holder's own worker later on exempts (R19).
 */
function prefixJudge(
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
function finishOn(pos: MutablePosition, record: TurnRecord): void {
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

/**
 * Every legal turn of the player to move, one per distinct resulting position (spec §5 `moves`):
 * the first spelling generated is kept. Empty when the game is over or no turn is legal.
 */
export function legalTurns(pos: Position): LegalTurn[] {
  const records = generateRecords(pos, true);
  const seen = new HashPairSet(records.length);
  const out: LegalTurn[] = [];
  for (const record of records) {
    // The record's `after` is its own (generateRecords with `owned`): finish the turn on it.
    const position = owned(record.after);
    finishOn(position, record);
    if (slotsExchanged(pos, record.turn, position)) swapSideWorkers(position, pos.sideOf(pos.turn));
    // Children of one position share its setup; their 64-bit Zobrist hashes tell the rest apart.
    if (seen.add(position.hash[0] ?? 0, position.hash[1] ?? 0))
      out.push(new GeneratedTurn(record.turn, position));
  }
  return out;
}

/** Hears each turn `forEachLegalTurn` finds; returning false (nothing else) ends the walk. */
export type TurnVisitor = (turn: LegalTurn) => unknown;

/**
 * How `forEachLegalTurn` hands turns over: `batched` collects up to a thousand and finishes them in
 * place (no copy); `eager` hands each over as soon as it is generated, finished on a copy, for a
 * caller that often stops after a few (a search cutting off) and would waste the rest of the walk.
 */
export type TurnDelivery = 'batched' | 'eager';

/** Turns up to this many are collected and finished in place, as legalTurns does; past it, one by one. */
const STREAM_AFTER = 1024;

/** A new set of positions seen for an eager walk starts this small (it grows): its visitor may stop at once. */
const EAGER_EXPECTED = 32;

/**
 * The turns `legalTurns` lists, in its order, handed to `visit` one at a time and not kept: past
 * a thousand turns only a hash per distinct resulting position is, so a position with millions of
 * turns (Morpheus with many coins) is walked in bounded memory. `visit` hears of the first turns
 * once at most a thousand are generated (`batched`), or of each as it is generated (`eager`), and
 * may stop the walk (a search out of time, or cutting off). Each turn's position is its own:
 * `visit` may keep it.
 */
export function forEachLegalTurn(pos: Position, visit: TurnVisitor, order: TurnDelivery = 'batched'): void {
  if (pos.win !== NONE || pos.isOut(pos.turn)) return;
  const walk = pos.inPlacement ? placementWalk(pos) : legalRecordWalk(pos);
  if (walk === null) {
    for (const turn of legalTurns(pos)) if (visit(turn) === false) return;
    return;
  }
  // Borrowed for the walk (a set from an earlier walk, already grown): no allocation per walk.
  const seen = borrowHashPairSet(order === 'eager' ? EAGER_EXPECTED : STREAM_AFTER);
  const offer = (record: TurnRecord, position: MutablePosition): boolean => {
    if (slotsExchanged(pos, record.turn, position)) swapSideWorkers(position, pos.sideOf(pos.turn));
    if (!seen.add(position.hash[0] ?? 0, position.hash[1] ?? 0)) return true;
    return visit(new GeneratedTurn(record.turn, position)) !== false;
  };
  // While the walk goes on, its positions may be stepped from again: a turn is finished on a copy,
  // unless the walk is over and (`owned`) each turn has a position of its own.
  const buffered: TurnRecord[] = [];
  let streaming = order === 'eager';
  try {
    walk((record) => {
      if (streaming) return offer(record, finishTurn(record));
      buffered.push(record);
      if (buffered.length < STREAM_AFTER) return true;
      streaming = true;
      return buffered.splice(0).every((earlier) => offer(earlier, finishTurn(earlier)));
    }, true);
    for (const record of buffered) {
      const position = owned(record.after);
      finishOn(position, record);
      if (!offer(record, position)) return;
    }
  } finally {
    returnHashPairSet(seen);
  }
}

/** The first turn `legalTurns` lists, found without listing the others; undefined when there is none. */
export function firstListedTurn(pos: Position): LegalTurn | undefined {
  let first: LegalTurn | undefined;
  forEachLegalTurn(pos, (turn) => {
    first = turn;
    return false;
  });
  return first;
}

/** Walks records, each one passed to `each` until it returns false; `owned` as for TurnWalker. */
type RecordWalk = (each: (record: TurnRecord) => boolean, owned: boolean) => void;

function placementWalk(pos: Position): RecordWalk {
  return (each, owned) => {
    let going = true;
    placementRecords(pos, owned, (record) => {
      if (going) going = each(record);
    });
  };
}

/**
 * The mover's complete turns that no opponent's power forbids or narrows away, walked without
 * keeping them (see `legalTurnJudge`). Null when a narrowing power cannot be judged so.
 */
function legalRecordWalk(pos: Position): RecordWalk | null {
  const judged = judgedTurns(pos);
  return judged === null ? null : judged.walk;
}

/**
 * Whether a complete turn of the mover's power from `pos` (start-of-turn effects applied, as
 * `startedTurn` gives) is legal, judged one turn at a time as `legalTurns` judges the whole set:
 * each opponent's `forbidsOpponentTurn`, then a narrowing (Persephone) against a turn that makes
 * it bite, found once. Null when a narrowing power cannot be judged so (no `narrowsWith`).
 */
export function legalTurnJudge(pos: Position): ((record: TurnRecord) => boolean) | null {
  const judged = judgedTurns(pos);
  if (judged === null) return null;
  const { judges } = judged;
  return (record) => judges.every((judge) => judge(record));
}

/**
 * The judges of the mover's turns (forbidding, then narrowing against a witness that a first walk
 * finds) and the walk of the turns they let through; null as for `legalTurnJudge`.
 */
function judgedTurns(
  pos: Position,
): { judges: ((record: TurnRecord) => boolean)[]; walk: RecordWalk } | null {
  const start = mutableCopy(pos);
  startTurn(start);
  const seat = start.turn;
  const extraTurn = isExtraTurn(start, seat);
  const holders = start.opponentsOf(seat);
  const exempt = (record: TurnRecord, holder: number): boolean =>
    extraTurn && movesWorkerOf(record, start, holder);
  const judges: ((record: TurnRecord) => boolean)[] = [];
  for (const holder of holders) {
    const forbids = powerFor(start, holder).forbidsOpponentTurn;
    if (forbids !== undefined)
      judges.push((record) => exempt(record, holder) || forbids(record, holder) === null);
  }
  const forbidsPrefix = prefixJudge(start, seat, extraTurn);
  const walk: RecordWalk = (each, owned) => {
    const walker = new TurnWalker(
      start,
      seat,
      extraTurn,
      (record) => {
        for (const judge of judges) if (!judge(record)) return;
        if (!each(record)) walker.stop();
      },
      owned,
      forbidsPrefix,
    );
    const power = powerFor(start, seat);
    if (extraTurn) power.extraTurns?.(walker);
    else power.completeTurns(walker);
  };
  for (const holder of holders) {
    const { narrowOpponentTurns: narrow, narrowsWith } = powerFor(start, holder);
    if (narrow === undefined) continue;
    if (narrowsWith === undefined) return null;
    const witnesses: TurnRecord[] = [];
    walk((record) => {
      if (exempt(record, holder) || !narrowsWith(record, holder)) return true;
      witnesses.push(record);
      return false;
    }, false);
    const [witness] = witnesses;
    if (witness !== undefined)
      judges.push((record) => exempt(record, holder) || narrow([witness, record], holder).includes(record));
  }
  return { judges, walk };
}

/**
 * Whether the player to move has more than `limit` complete legal turns (spellings as generated,
 * before turns reaching the same position are merged), counted without keeping them. Null when
 * they cannot be judged one at a time (see `legalTurnJudge`).
 */
export function moreTurnsThan(pos: Position, limit: number): boolean | null {
  if (pos.win !== NONE || pos.isOut(pos.turn)) return false;
  const walk = pos.inPlacement ? placementWalk(pos) : legalRecordWalk(pos);
  if (walk === null) return null;
  let count = 0;
  walk(() => ++count <= limit, false);
  return count > limit;
}

/** A legal turn from `legalTurns`: its text is written when first asked for. */
class GeneratedTurn implements LegalTurn {
  readonly winner: number | null;
  private written: string | undefined = undefined;

  constructor(
    readonly turn: Turn,
    readonly position: Position,
  ) {
    this.winner = position.winner;
  }

  get text(): string {
    this.written ??= formatTurn(this.turn);
    return this.written;
  }
}

/**
 * Each worker keeps its slot when it moves (spec §2.1). A turn the mover's power respells (Hermes's
 * moves in another order) can reach the same squares with the two workers' slots exchanged: put
 * them back where the written moves take them.
 */
export function keepWrittenSlots(before: Position, turn: Turn, after: Position): Position {
  if (!slotsExchanged(before, turn, after)) return after;
  const fixed = mutableCopy(after);
  swapSideWorkers(fixed, before.sideOf(before.turn));
  return fixed;
}

/** Exchanges the two workers of `side` (both on the board), each taking the other's slot. */
function swapSideWorkers(pos: MutablePosition, side: number): void {
  const [a, b] = pos.slotsOf(side);
  pos.swapWorkers(a, b);
}

/** Whether `after` holds the mover's two workers in each other's slots compared with the written moves. */
function slotsExchanged(before: Position, turn: Turn, after: Position): boolean {
  // One move cannot exchange slots (the common case).
  let moves = 0;
  for (const step of turn) if (step.kind === 'move') moves++;
  if (moves < 2) return false;
  const side = before.sideOf(before.turn);
  let first = before.workerSquares[side * 2] ?? NONE;
  let second = before.workerSquares[side * 2 + 1] ?? NONE;
  for (const step of turn) {
    if (step.kind !== 'move') continue;
    if (step.from === first) first = step.to;
    else if (step.from === second) second = step.to;
  }
  const a = after.workerSquares[side * 2] ?? NONE;
  const b = after.workerSquares[side * 2 + 1] ?? NONE;
  return a === second && b === first && a !== b;
}
