import { isGodName, RULE_SWITCH_NAMES, type GodName, type RuleSwitches } from '@santorini/engine';
import { refuse } from './refusal.js';

export type GodsOption = 'none' | 'random' | 'challenger' | readonly GodName[];

export type ClockOption =
  null | { readonly initialMs: number; readonly incrementMs: number } | { readonly daysPerTurn: number };

/** What a game is created with (spec §7 `POST /api/games`), as stored. */
export interface GameOptions {
  readonly players: number;
  readonly gods: GodsOption;
  readonly rules: Partial<RuleSwitches>;
  /** Per seat: the AI level playing it, or null. */
  readonly ai: readonly (number | null)[];
  readonly clock: ClockOption;
  readonly rated: boolean;
  /** The game's seed (spec §4): shuffles Chaos's deck, deals random gods. */
  readonly seed: number;
  /** The seat that offers the gods in the challenger flow: the creator's. */
  readonly challenger: number;
}

export interface CreateRequest {
  readonly options: GameOptions;
  /** The creator's seat. */
  readonly seat: number;
  /** Seats reserved for named players (a challenge): seat → the player's name or id. */
  readonly invite: ReadonlyMap<number, string>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown, low: number, high: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= low && value <= high;

function readGods(value: unknown, players: number): GodsOption {
  if (value === undefined || value === 'none') return 'none';
  if (value === 'random' || value === 'challenger') return value;
  if (!Array.isArray(value))
    return refuse(
      'malformed',
      'gods must be "none", "random", "challenger" or a list of god names, one a seat',
    );
  if (value.length !== players)
    return refuse('malformed', `gods must name one god a seat: ${players} names, got ${value.length}`);
  return value.map((god, seat): GodName =>
    isGodName(god) ? god : refuse('malformed', `gods[${seat}] is not a god's name: ${JSON.stringify(god)}`),
  );
}

function readRules(value: unknown): Partial<RuleSwitches> {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) return refuse('malformed', 'rules must be an object of rule switches');
  const rules: Partial<Record<keyof RuleSwitches, boolean>> = {};
  for (const [name, on] of Object.entries(value)) {
    if (!(RULE_SWITCH_NAMES as readonly string[]).includes(name))
      return refuse('malformed', `rules.${name} is not a rule switch (${RULE_SWITCH_NAMES.join(', ')})`);
    if (typeof on !== 'boolean') return refuse('malformed', `rules.${name} must be true or false`);
    if (on) rules[name as keyof RuleSwitches] = true;
  }
  return rules;
}

function readAi(value: unknown, players: number, seat: number): (number | null)[] {
  const ai = new Array<number | null>(players).fill(null);
  if (value === undefined || value === null) return ai;
  if (!isObject(value)) return refuse('malformed', 'ai must be an object from seat to level, like {"1": 5}');
  for (const [key, level] of Object.entries(value)) {
    const aiSeat = /^\d$/.test(key) ? Number(key) : -1;
    if (aiSeat < 0 || aiSeat >= players)
      return refuse('malformed', `ai names seat "${key}", not a seat of ${players}`);
    if (aiSeat === seat) return refuse('malformed', `ai names seat ${aiSeat}, the creator's own seat`);
    if (!isCount(level, 1, 8)) return refuse('malformed', `ai.${key} must be a level from 1 to 8`);
    ai[aiSeat] = level;
  }
  return ai;
}

function readInvite(
  value: unknown,
  players: number,
  seat: number,
  ai: readonly (number | null)[],
): Map<number, string> {
  const invite = new Map<number, string>();
  if (value === undefined || value === null) return invite;
  if (!isObject(value))
    return refuse(
      'malformed',
      'invite must be an object from seat to a player\'s name or id, like {"1": "Ann"}',
    );
  for (const [key, who] of Object.entries(value)) {
    const invited = /^\d$/.test(key) ? Number(key) : -1;
    if (invited < 0 || invited >= players)
      return refuse('malformed', `invite names seat "${key}", not a seat of ${players}`);
    if (invited === seat) return refuse('malformed', `invite names seat ${invited}, the creator's own seat`);
    if (ai[invited] !== null) return refuse('malformed', `invite names seat ${invited}, an AI seat`);
    if (typeof who !== 'string' || who === '')
      return refuse('malformed', `invite.${key} must be a player's name or id`);
    invite.set(invited, who);
  }
  return invite;
}

function readClock(value: unknown): ClockOption {
  if (value === undefined || value === null) return null;
  if (
    isObject(value) &&
    Object.keys(value).length === 2 &&
    isCount(value.initialMs, 1, 864e8) &&
    isCount(value.incrementMs, 0, 864e8)
  )
    return { initialMs: value.initialMs, incrementMs: value.incrementMs };
  if (isObject(value) && Object.keys(value).length === 1 && isCount(value.daysPerTurn, 1, 365))
    return { daysPerTurn: value.daysPerTurn };
  return refuse('malformed', 'clock must be null, {"initialMs", "incrementMs"} or {"daysPerTurn"}');
}

/** Reads a `POST /api/games` body; anything missing, unknown or mistyped is refused as malformed. */
export function readCreateRequest(body: unknown, seed: number): CreateRequest {
  const fields = body === undefined ? {} : body;
  if (!isObject(fields)) return refuse('malformed', 'the body must be a JSON object');
  const players = fields.players ?? 2;
  if (!isCount(players, 2, 4)) return refuse('malformed', 'players must be 2, 3 or 4');
  const seat = fields.seat ?? 0;
  if (!isCount(seat, 0, players - 1))
    return refuse('malformed', `seat must be a seat from 0 to ${players - 1}`);
  const rated = fields.rated ?? false;
  if (typeof rated !== 'boolean') return refuse('malformed', 'rated must be true or false');
  const ai = readAi(fields.ai, players, seat);
  if (rated && (players !== 2 || ai.some((level) => level !== null)))
    return refuse('malformed', 'a rated game is for 2 people with accounts: no AI seat');
  return {
    seat,
    invite: readInvite(fields.invite, players, seat, ai),
    options: {
      players,
      gods: readGods(fields.gods, players),
      rules: readRules(fields.rules),
      ai,
      clock: readClock(fields.clock),
      rated,
      seed,
      challenger: seat,
    },
  };
}
