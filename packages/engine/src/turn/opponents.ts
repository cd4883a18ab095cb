import type { TurnRecord } from '../gods/power.js';
import { powerFor } from './held.js';
import { refusal, type Refusal } from '../core/refusal.js';

/**
 * Why an opponent's power rules out `record`, a turn of the mover's power as written, judged as a
 * generated turn is: each opponent's `forbidsOpponentTurn`, then narrowing (Persephone) among the
 * legal turns `legal` and this one; null when every opponent allows it. (Not for a Dionysus extra
 * turn, whose turns are always the generated ones: R19 is the core's.)
 */
export function opponentsRefuse(record: TurnRecord, legal: readonly TurnRecord[]): Refusal | null {
  const { before, seat } = record;
  const holders = before.opponentsOf(seat);
  for (const holder of holders) {
    const reason = powerFor(before, holder).forbidsOpponentTurn?.(record, holder) ?? null;
    if (reason !== null) return reason;
  }
  for (const holder of holders) {
    const { narrowOpponentTurns: narrow, narrowReason } = powerFor(before, holder);
    if (narrow !== undefined && !narrow([...legal, record], holder).includes(record))
      return narrowReason ?? refusal('forbidden');
  }
  return null;
}
