import type { ClockOption } from '@santorini/protocol';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each seat's time before the first turn: the real-time start, or a correspondence turn's days. */
export function initialClockMs(clock: ClockOption, players: number): number[] {
  const each = clock === null ? 0 : 'daysPerTurn' in clock ? clock.daysPerTurn * DAY_MS : clock.initialMs;
  return new Array<number>(players).fill(each);
}

/**
 * The clocks after a turn of `seat` that took `spentMs`, in place: real time (Fischer) takes the
 * turn's time from its player and adds the increment; correspondence gives every turn the same days.
 */
export function spendTurnTime(clock: ClockOption, ms: number[], seat: number, spentMs: number): void {
  if (clock !== null && 'incrementMs' in clock) ms[seat] = (ms[seat] ?? 0) - spentMs + clock.incrementMs;
}
