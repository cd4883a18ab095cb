import type { ClocksBody } from '@santorini/protocol';
import { currentPosition } from '@santorini/engine';
import type { LiveGame } from './liveGame.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The clocks of spec §7: each seat's time left when the current turn began, and whose runs. */
export type ClocksView = ClocksBody;

/**
 * The clocks of a game with a clock, worked out from when play began and when each turn was
 * recorded: real time (Fischer) takes each turn's time from its player and adds the increment;
 * correspondence gives every turn `daysPerTurn` days. Null for a game without a clock.
 */
export function clocksView(live: LiveGame, upTo = live.turns.length): ClocksView | null {
  const clock = live.options.clock;
  if (clock === null) return null;
  const players = live.options.players;
  const perTurn = 'daysPerTurn' in clock ? clock.daysPerTurn * DAY_MS : null;
  const ms = new Array<number>(players).fill(perTurn ?? ('initialMs' in clock ? clock.initialMs : 0));
  const started = live.row.started;
  if (started === null) return { ms, running: null, since: null };
  let since = started;
  for (const turn of live.turns.slice(0, upTo)) {
    if (perTurn === null && 'incrementMs' in clock)
      ms[turn.seat] = (ms[turn.seat] ?? 0) - (turn.created - since) + clock.incrementMs;
    since = turn.created;
  }
  return { ms, running: runningSeat(live, upTo), since };
}

/** The seat whose clock runs after `upTo` turns: the seat to move then, while the game is played. */
function runningSeat(live: LiveGame, upTo: number): number | null {
  if (upTo < live.turns.length) return live.after[upTo - 1]?.toMove ?? null;
  return live.row.status === 'playing' && live.now !== null ? currentPosition(live.now).toMove : null;
}

/** When the running clock runs out, and whose it is; null when no clock runs. */
export function flagFall(live: LiveGame): { readonly seat: number; readonly at: number } | null {
  const clocks = clocksView(live);
  if (clocks?.running == null || clocks.since === null) return null;
  return { seat: clocks.running, at: clocks.since + (clocks.ms[clocks.running] ?? 0) };
}
