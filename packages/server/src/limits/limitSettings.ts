import type { Rate } from '../service/rateLimit.js';

export type { Rate };

/**
 * Every limit that keeps the server fair (docs/limits.md). A rate or cap of null is off. The rate
 * limits are counted by @fastify/rate-limit (in Redis when REDIS_URL is set); the caps are counted
 * in the store.
 */
export interface LimitSettings {
  /** Accounts made per address (SIGNUP_LIMIT). */
  readonly signUps: Rate | null;
  /** Guests made per address (GUEST_LIMIT). */
  readonly guests: Rate | null;
  /** Login attempts per address, whatever the name (LOGIN_LIMIT_ADDRESS): high enough for a NAT. */
  readonly loginsPerAddress: Rate | null;
  /** Login attempts at one account, from any address (LOGIN_LIMIT_ACCOUNT). */
  readonly loginsPerAccount: Rate | null;
  /** Login attempts at one account from one address (LOGIN_LIMIT_ACCOUNT_ADDRESS): the strictest. */
  readonly loginsPerAccountAddress: Rate | null;
  /** Games created per player (GAME_LIMIT_PLAYER). */
  readonly gamesPerPlayer: Rate | null;
  /** Games created per address (GAME_LIMIT_ADDRESS). */
  readonly gamesPerAddress: Rate | null;
  /** Chat lines per player, over HTTP and the socket together (CHAT_LIMIT). */
  readonly chat: Rate | null;
  /** Open games (waiting for players) a player may be seated in (OPEN_GAMES_CAP). */
  readonly openGames: number | null;
  /** Unfinished games with an AI seat a player may be seated in (AI_GAMES_CAP). */
  readonly aiGames: number | null;
}

const MINUTE = 60_000;

export const DEFAULT_LIMITS: LimitSettings = {
  signUps: { max: 60, windowMs: MINUTE },
  guests: { max: 60, windowMs: MINUTE },
  loginsPerAddress: { max: 100, windowMs: MINUTE },
  loginsPerAccount: { max: 20, windowMs: MINUTE },
  loginsPerAccountAddress: { max: 5, windowMs: MINUTE },
  gamesPerPlayer: { max: 20, windowMs: MINUTE },
  gamesPerAddress: { max: 60, windowMs: MINUTE },
  chat: { max: 5, windowMs: 10_000 },
  openGames: 10,
  aiGames: 5,
};

/** Each rate's environment variable. */
export const RATE_VARIABLES = {
  signUps: 'SIGNUP_LIMIT',
  guests: 'GUEST_LIMIT',
  loginsPerAddress: 'LOGIN_LIMIT_ADDRESS',
  loginsPerAccount: 'LOGIN_LIMIT_ACCOUNT',
  loginsPerAccountAddress: 'LOGIN_LIMIT_ACCOUNT_ADDRESS',
  gamesPerPlayer: 'GAME_LIMIT_PLAYER',
  gamesPerAddress: 'GAME_LIMIT_ADDRESS',
  chat: 'CHAT_LIMIT',
} as const;

/** Each cap's environment variable. */
export const CAP_VARIABLES = { openGames: 'OPEN_GAMES_CAP', aiGames: 'AI_GAMES_CAP' } as const;

/** Lifts every rate limit at once (benchmarks that drive thousands of players from one address). */
export const RATE_LIMITS_VARIABLE = 'RATE_LIMITS';

const UNIT_MS = { s: 1000, m: MINUTE, h: 60 * MINUTE } as const;

/**
 * A rate from its variable: `off`; `N` (N in the default window); or `N/W` with W a number of
 * seconds, minutes or hours (`5/10s`, `20/1m`, `100/1h`).
 */
export function rateFrom(name: string, value: string, fallback: Rate | null): Rate | null | string {
  if (value === 'off') return null;
  const match = /^(\d+)(?:\/(\d+)(s|m|h))?$/.exec(value);
  const max = Number(match?.[1]);
  const span = Number(match?.[2] ?? 1);
  const unit = match?.[3] as keyof typeof UNIT_MS | undefined;
  const windowMs = unit === undefined ? (fallback?.windowMs ?? MINUTE) : span * UNIT_MS[unit];
  if (match === null || max < 1 || span < 1 || !Number.isSafeInteger(max) || !Number.isSafeInteger(windowMs))
    return `${name} must be "off", a whole number ≥ 1, or one per a window such as "5/10s", "20/1m" or "100/1h"; got "${value}"`;
  return { max, windowMs };
}

function capFrom(name: string, value: string): number | null | string {
  if (value === 'off') return null;
  const cap = Number(value);
  if (!/^\d+$/.test(value) || cap < 1 || !Number.isSafeInteger(cap))
    return `${name} must be "off" or a whole number ≥ 1; got "${value}"`;
  return cap;
}

/**
 * The limits from the environment (unset or empty: the default), or every problem found, each
 * naming its variable. RATE_LIMITS=off lifts every rate limit (not the caps).
 */
export function limitSettingsFrom(
  env: Readonly<Record<string, string | undefined>>,
): { limits: LimitSettings } | { error: string } {
  const problems: string[] = [];
  const allOff = env[RATE_LIMITS_VARIABLE];
  if (allOff !== undefined && allOff !== '' && allOff !== 'off' && allOff !== 'on')
    problems.push(`${RATE_LIMITS_VARIABLE} must be "on" or "off"; got "${allOff}"`);
  const limits: Record<string, Rate | number | null> = { ...DEFAULT_LIMITS };
  for (const [key, name] of Object.entries(RATE_VARIABLES)) {
    const value = env[name];
    const fallback = DEFAULT_LIMITS[key as keyof typeof RATE_VARIABLES];
    const rate = value === undefined || value === '' ? fallback : rateFrom(name, value, fallback);
    if (typeof rate === 'string') problems.push(rate);
    else limits[key] = allOff === 'off' ? null : rate;
  }
  for (const [key, name] of Object.entries(CAP_VARIABLES)) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const cap = capFrom(name, value);
    if (typeof cap === 'string') problems.push(cap);
    else limits[key] = cap;
  }
  if (problems.length > 0) return { error: problems.join('\n') };
  return { limits: limits as unknown as LimitSettings };
}
