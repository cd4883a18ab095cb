/** The legal turns of a position, each finished: what `moves` lists, walked at once or one by one (stage 5). */
import { TurnWalker } from './builder.js';
import type { TurnRecord } from '../gods/power.js';
import { isExtraTurn, powerFor } from './held.js';
import { formatTurn } from '../core/turnText.js';
import { mutableCopy, NONE, owned, type MutablePosition, type Position } from '../core/position.js';
import type { Turn } from '../core/steps.js';
import { borrowHashPairSet, HashPairSet, returnHashPairSet } from '../core/hashPairSet.js';
import { startTurn } from './start.js';
import { placementRecords, generateRecords, movesWorkerOf } from './generate.js';
import { prefixJudge } from './legality.js';
import { finishTurn, finishOn } from './finish.js';
import { swapSideWorkers, slotsExchanged } from './writtenSlots.js';

/** A legal turn and where it leads. */
export interface LegalTurn {
  readonly turn: Turn;
  readonly text: string;
  readonly position: Position;
  readonly winner: number | null;
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
