/** A player's clock when its turn begins (a Fischer clock: the increment comes after each turn). */
export interface TurnClock {
  /** Time left on the player's clock, in ms. */
  readonly remainingMs: number;
  /** Added to the player's clock after each of its turns, in ms (default 0). */
  readonly incrementMs?: number;
  /** The player's turns until the clock is topped up, when a time control says; else an estimate. */
  readonly movesToGo?: number;
}

/** How many more turns a player is expected to play when nothing says: most games end sooner. */
export const EXPECTED_TURNS_LEFT = 20;
/** Kept back from the clock for what surrounds each search: the reply, the server, the network. */
export const CLOCK_RESERVE_MS = 100;
/** Of the increment, the share a turn spends (the rest builds up a cushion). */
const INCREMENT_SHARE = 0.75;
/** No turn takes more than this share of the clock (after the reserve), increment or not. */
const MAX_SHARE = 1 / 3;

/**
 * The time to search one turn, in ms: the clock (less a reserve) over the turns to go, plus most of
 * the increment, and never more than a third of what is left, so the clock never runs out while
 * each turn's time around the search stays under the reserve. A whole number, 0 when nothing is
 * left (the search then answers its first iteration at once).
 */
export function turnTimeMs(clock: TurnClock): number {
  const usable = Math.max(0, clock.remainingMs - CLOCK_RESERVE_MS);
  const movesToGo = Math.max(1, clock.movesToGo ?? EXPECTED_TURNS_LEFT);
  const share = usable / movesToGo + INCREMENT_SHARE * Math.max(0, clock.incrementMs ?? 0);
  return Math.floor(Math.min(share, usable * MAX_SHARE));
}
