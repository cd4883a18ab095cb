/**
 * The slowest sweeps (random games over every pairing, the reference cross-checks) run a fixed
 * sample in `npm test` and CI, and in full with `SANTORINI_FULL_SWEEP=1` (`npm run test:full`).
 * Both are deterministic: the sample is the full sweep's first part, not a random draw.
 */
export const FULL_SWEEP = process.env.SANTORINI_FULL_SWEEP === '1';

/** `full` under a full sweep, else `sample`. */
export function sweepSize<T>(sample: T, full: T): T {
  return FULL_SWEEP ? full : sample;
}
