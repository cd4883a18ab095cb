/**
 * Scores in centi-units from the side to move's point of view. A forced result is WIN − n or
 * −(WIN − n), n counting every player's turns up to and including the deciding one (spec §6).
 */
export const WIN = 1_000_000;
/** Scores beyond this are forced results. */
export const WIN_BOUND = WIN - 10_000;
export const INFINITE = WIN + 1;

export const isForced = (score: number): boolean => Math.abs(score) >= WIN_BOUND;

/** The spec's `score` field: centi-units, or `win n` / `loss n`. */
export function formatScore(score: number): string {
  if (score >= WIN_BOUND) return `win ${WIN - score}`;
  if (score <= -WIN_BOUND) return `loss ${WIN + score}`;
  return String(Math.round(score));
}
