import { turnTimeMs } from '@santorini/ai';
import { clocksView } from './clocks.js';
import type { LiveGame } from './liveGame.js';

/**
 * The longest an AI seat thinks, whatever its clock: the server's cores serve every game, and the
 * pool ends a search after 30 s (WorkerPoolOptions.timeoutMs).
 */
export const MAX_AI_TURN_MS = 10_000;

/**
 * How long the AI seat to move may think, in ms, on a real-time clock: its share of what is left on
 * its clock now (`turnTimeMs`: the rest over the turns to go, most of the increment, never enough
 * to lose on time), at most MAX_AI_TURN_MS. Undefined without a real-time clock: the level's own
 * time then.
 */
export function aiTurnTimeMs(live: LiveGame, now: number): number | undefined {
  const clock = live.options.clock;
  if (clock === null || !('initialMs' in clock)) return undefined;
  const clocks = clocksView(live);
  if (clocks?.running == null || clocks.since === null) return undefined;
  const remainingMs = (clocks.ms[clocks.running] ?? 0) - Math.max(0, now - clocks.since);
  return Math.min(MAX_AI_TURN_MS, turnTimeMs({ remainingMs, incrementMs: clock.incrementMs }));
}
