/** A turn's generation: the mover's power lists its complete turns, opponents' powers forbid and narrow (stage 2). */
import { TurnWalker } from './builder.js';
import type { TurnRecord } from '../gods/power.js';
import { isExtraTurn, powerFor } from './held.js';
import { placementTargets } from './placement.js';
import { mutableCopy, NONE, type Position } from '../core/position.js';
import { refusal, type Refusal } from '../core/refusal.js';
import { place, type Turn } from '../core/steps.js';
import { startTurn } from './start.js';

/** Every placement turn of the player to move: both workers, first then second (female). */
export function placementRecords(pos: Position, owned: boolean, emit: (record: TurnRecord) => void): void {
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
export function generateRecords(
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
export function movesWorkerOf(record: TurnRecord, pos: Position, holder: number): boolean {
  const side = pos.sideOf(holder);
  return record.events.some((event) => event.kind === 'move' && event.worker >> 1 === side);
}

/** Every complete legal turn of the player to move, as steps. */
export const completeTurns = (pos: Position): Turn[] => turnRecords(pos).map((record) => record.turn);
