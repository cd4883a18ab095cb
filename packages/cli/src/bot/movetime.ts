import type { ClockOption, ClocksBody } from '@santorini/protocol';
import { turnTimeMs } from '@santorini/ai';

/** The clocks of a game body: time left per seat when the current turn began. */
export type ClocksView = ClocksBody;

/** The shortest movetime asked for, so a nearly flagged clock still gets an answer. */
const MIN_MOVETIME_MS = 50;

/**
 * The movetime of the bot's turn. Real time: the AI's share of the time left (`turnTimeMs`, as the
 * server's AI seats think: a twentieth of it plus most of the increment, never more than a third),
 * from the time left once this turn's time already gone is taken off, less a margin for the
 * network. Correspondence, and no clock: `defaultMs`.
 */
export function movetimeFor(
  clock: ClockOption | undefined,
  clocks: ClocksView | null,
  seat: number,
  now: number,
  defaultMs: number,
): number {
  if (clock == null || !('initialMs' in clock) || clocks === null) return defaultMs;
  const started = clocks.ms[seat] ?? clock.initialMs;
  const gone = clocks.running === seat && clocks.since !== null ? Math.max(0, now - clocks.since) : 0;
  const remaining = Math.max(0, started - gone);
  const share = turnTimeMs({ remainingMs: remaining, incrementMs: clock.incrementMs });
  const networkMarginMs = Math.min(300, remaining / 10);
  return Math.max(MIN_MOVETIME_MS, Math.floor(share - networkMarginMs));
}
