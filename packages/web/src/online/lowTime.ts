import type { ClockOption } from '@santorini/protocol';
import { t } from '../i18n/i18n.js';

/** Real time: warn under 20 s, or under a tenth of the starting time when that is more… */
const REAL_TIME_FLOOR_MS = 20_000;
/** …but never earlier than a minute before the flag falls. */
const REAL_TIME_CAP_MS = 60_000;
/** Correspondence: warn in the last 12 hours of a turn. */
const CORRESPONDENCE_MS = 12 * 3_600_000;

/** Below how much time left a seat's clock warns, for the game's clock; null without a clock. */
export function lowTimeThreshold(clock: ClockOption | undefined): number | null {
  if (clock == null) return null;
  if ('daysPerTurn' in clock) return CORRESPONDENCE_MS;
  return Math.min(REAL_TIME_CAP_MS, Math.max(REAL_TIME_FLOOR_MS, clock.initialMs / 10));
}

/** Whether `msLeft` is low time on this clock (zero included: the flag has fallen). */
export function isLowTime(clock: ClockOption | undefined, msLeft: number): boolean {
  const threshold = lowTimeThreshold(clock);
  return threshold !== null && msLeft < threshold;
}

/** Time left as announced when a clock turns low: "20 seconds left", "12 hours left". */
export function timeLeftWords(ms: number): string {
  if (ms >= 3_600_000) {
    return t('online.clock.hoursLeft', { count: Math.ceil(ms / 3_600_000) });
  }
  return t('online.clock.secondsLeft', { count: Math.ceil(ms / 1000) });
}
