import { Refusal } from './refusal.js';

/** At most `max` events in any window of `windowMs` (a fixed window, counted when an event arrives). */
export interface Rate {
  readonly max: number;
  readonly windowMs: number;
}

/** Whether one more event is allowed now, and if not, how long until it would be. */
export type LimitVerdict =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterMs: number };

/**
 * A rate limit the service can ask: `take` counts one event for the key (when it arrives, so that
 * events sent at once are counted at once) and says whether it was within the limit.
 */
export interface RateLimit {
  take(key: string): Promise<LimitVerdict>;
}

/** A limit that never refuses (a limit set to `off`). */
export const NO_LIMIT: RateLimit = { take: () => Promise.resolve({ allowed: true }) };

/** A 429 `rate-limited` refusal that also says when to try again (HTTP: the Retry-After header). */
export class RateLimited extends Refusal {
  constructor(
    what: string,
    readonly retryAfterMs: number,
  ) {
    super('rate-limited', `${what}: try again in ${RateLimited.seconds(retryAfterMs)} s`);
  }

  /** Whole seconds to wait, at least 1 (the Retry-After header's value). */
  static seconds(ms: number): number {
    return Math.max(1, Math.ceil(ms / 1000));
  }

  get retryAfterSeconds(): number {
    return RateLimited.seconds(this.retryAfterMs);
  }
}

/** Counts one event for each limit in turn and refuses at the first that is full (later ones are not counted). */
export async function takeAll(
  checks: readonly { readonly limit: RateLimit; readonly key: string; readonly what: string }[],
): Promise<void> {
  for (const { limit, key, what } of checks) {
    const verdict = await limit.take(key);
    if (!verdict.allowed) throw new RateLimited(what, verdict.retryAfterMs);
  }
}
