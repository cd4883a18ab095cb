import type { LiveGame } from './liveGame.js';
import { setupOf } from './liveGame.js';
import type { PlayerPresence } from './presence.js';
import { resignation, type Resignation } from './resign.js';
import { setupWaitsOn } from './setupFlow.js';

/** How long the player to move may be away before the game is decided (`ABANDON_MS`). */
export const ABANDON_MS = 120_000;

/** The seat the game waits on: the player to move, or while gods are chosen the seat whose step it is. */
function waitingSeat(live: LiveGame): number | null {
  if (live.row.status === 'playing' && live.position !== null) return live.position.toMove;
  const setup = setupOf(live);
  if (live.row.status === 'setup' && setup !== null) return setupWaitsOn(setup, live.options.challenger);
  return null;
}

/**
 * The player to move (or to take the next setup step), when the game can be abandoned by them: in
 * play or choosing gods, not correspondence (no clock or a real-time one), and the seat a player's
 * (AI seats are never away).
 */
export function moverWhoMayAbandon(
  live: LiveGame,
): { readonly seat: number; readonly playerId: string } | null {
  const clock = live.options.clock;
  if (clock !== null && 'daysPerTurn' in clock) return null;
  const seat = waitingSeat(live);
  if (seat === null) return null;
  const playerId = live.row.seats[seat]?.playerId ?? null;
  return playerId === null ? null : { seat, playerId };
}

/**
 * When the current turn began: the last turn's time, else when play began (as the clocks count);
 * while gods are chosen, the last setup step's time (the game's last update).
 */
export const turnBegan = (live: LiveGame): number =>
  live.turns[live.turns.length - 1]?.created ?? live.row.started ?? live.row.updated;

/**
 * When the mover counts as having abandoned the game, unless seen again: `abandonMs` after the
 * later of when they were last seen and when their turn began (never sooner than `abandonMs` into
 * their turn; a player never seen has from the start of their turn).
 */
export const abandonAt = (live: LiveGame, lastSeen: number | undefined, abandonMs: number): number =>
  Math.max(lastSeen ?? Number.NEGATIVE_INFINITY, turnBegan(live)) + abandonMs;

/** The seats that would win, or play on, when `seat` leaves (4 players: the other team). */
function seatsAfter(live: LiveGame, seat: number): number[] {
  const seats = live.row.seats.map((_held, index) => index).filter((index) => index !== seat);
  if (live.options.players === 4) return seats.filter((index) => index % 2 !== seat % 2);
  const position = live.position;
  if (live.options.players === 3 && position !== null) {
    return seats.filter((index) => !position.isOut(index));
  }
  return seats;
}

/**
 * What the mover's abandoning the game does: as their resignation, with reason `abandon` (2
 * players: the other wins; 3: they are out and play goes on; 4: their team loses). When none of
 * the seats that would win or play on is still around — an AI seat, or a player connected or seen
 * within `abandonMs` — everyone has gone: the game ends with no winner (and so changes no rating).
 */
export function abandonment(
  live: LiveGame,
  seat: number,
  presence: ReadonlyMap<string, PlayerPresence>,
  now: number,
  abandonMs: number,
): Resignation {
  const around = seatsAfter(live, seat).some((other) => {
    const held = live.row.seats[other];
    if (held?.ai != null) return true;
    const seen = held?.playerId == null ? undefined : presence.get(held.playerId);
    return (
      seen !== undefined &&
      (seen.connected || (seen.lastSeen !== undefined && now - seen.lastSeen < abandonMs))
    );
  });
  if (around) return resignation(live, seat, 'abandon');
  return {
    result: { winner: null, reason: 'abandon' },
    resigned: live.row.resigned,
    position: live.position,
  };
}
