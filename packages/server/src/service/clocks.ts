import type { ClocksBody } from '@santorini/protocol';
import { initialClockMs, spendTurnTime } from './clockTime.js';
import type { LiveGame } from './liveGame.js';

/** The clocks of spec §7: each seat's time left when the current turn began, and whose runs. */
export type ClocksView = ClocksBody;

/**
 * The clocks of a game with a clock now, from the time kept as each turn was added (liveGame.ts):
 * no work that grows with the game's length. Null for a game without a clock.
 */
export function clocksView(live: LiveGame): ClocksView | null {
  if (live.options.clock === null) return null;
  const started = live.row.started;
  if (started === null)
    return { ms: initialClockMs(live.options.clock, live.options.players), running: null, since: null };
  const running = live.row.status === 'playing' && live.position !== null ? live.position.toMove : null;
  const since = live.turns[live.turns.length - 1]?.created ?? started;
  return { ms: [...live.clockMs], running, since };
}

/**
 * The clocks after each turn from `from` on (the `turn` messages of a `since` replay), in one pass
 * over the turns: real time (Fischer) takes each turn's time from its player and adds the increment;
 * correspondence gives every turn `daysPerTurn` days. Nulls for a game without a clock.
 */
export function clocksAfterTurns(live: LiveGame, from: number): (ClocksView | null)[] {
  const { clock, players } = live.options;
  const count = Math.max(0, live.turns.length - from);
  if (clock === null) return new Array<null>(count).fill(null);
  const ms = initialClockMs(clock, players);
  // Turns come only once play has started.
  let since = live.row.started ?? 0;
  const views: ClocksView[] = [];
  live.turns.forEach((turn, seq) => {
    spendTurnTime(clock, ms, turn.seat, turn.created - since);
    since = turn.created;
    if (seq < from) return;
    const last = seq === live.turns.length - 1;
    // After the last turn the clock runs only while the game is played.
    const running = last ? (clocksView(live)?.running ?? null) : (live.after[seq]?.toMove ?? null);
    views.push({ ms: [...ms], running, since });
  });
  return views;
}

/** When the running clock runs out, and whose it is; null when no clock runs. */
export function flagFall(live: LiveGame): { readonly seat: number; readonly at: number } | null {
  const clocks = clocksView(live);
  if (clocks?.running == null || clocks.since === null) return null;
  return { seat: clocks.running, at: clocks.since + (clocks.ms[clocks.running] ?? 0) };
}
