import { RULE_SWITCH_NAMES, type RuleSwitches } from '@santorini/engine';
import type { ClockOption, CreateGameRequest, GodsOption } from '@santorini/protocol';
import { refuse } from './refusal.js';

export type { ClockOption, GodsOption };

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

function readGods(value: GodsOption | undefined, players: number): GodsOption {
  if (value === undefined || typeof value === 'string') return value ?? 'none';
  if (value.length !== players)
    return refuse('malformed', `gods must name one god a seat: ${players} names, got ${value.length}`);
  return value;
}

function readRules(value: CreateGameRequest['rules']): Partial<RuleSwitches> {
  if (value === undefined || value === null) return {};
  const rules: Partial<Record<keyof RuleSwitches, boolean>> = {};
  for (const [name, on] of Object.entries(value)) {
    if (!(RULE_SWITCH_NAMES as readonly string[]).includes(name))
      return refuse('malformed', `rules.${name} is not a rule switch (${RULE_SWITCH_NAMES.join(', ')})`);
    if (on) rules[name as keyof RuleSwitches] = true;
  }
  return rules;
}

function readAi(value: CreateGameRequest['ai'], players: number, seat: number): (number | null)[] {
  const ai = new Array<number | null>(players).fill(null);
  if (value === undefined || value === null) return ai;
  for (const [key, level] of Object.entries(value)) {
    const aiSeat = Number(key);
    if (aiSeat >= players) return refuse('malformed', `ai names seat "${key}", not a seat of ${players}`);
    if (aiSeat === seat) return refuse('malformed', `ai names seat ${aiSeat}, the creator's own seat`);
    ai[aiSeat] = level;
  }
  return ai;
}

function readInvite(
  value: CreateGameRequest['invite'],
  players: number,
  seat: number,
  ai: readonly (number | null)[],
): Map<number, string> {
  const invite = new Map<number, string>();
  if (value === undefined || value === null) return invite;
  for (const [key, who] of Object.entries(value)) {
    const invited = Number(key);
    if (invited >= players)
      return refuse('malformed', `invite names seat "${key}", not a seat of ${players}`);
    if (invited === seat) return refuse('malformed', `invite names seat ${invited}, the creator's own seat`);
    if (ai[invited] !== null) return refuse('malformed', `invite names seat ${invited}, an AI seat`);
    invite.set(invited, who);
  }
  return invite;
}

/**
 * A `POST /api/games` request (its shape checked by the protocol's schema at the edge) as a game's
 * options; what only the whole request tells (a seat past the players, a rated game with an AI
 * seat) is refused as malformed.
 */
export function readCreateRequest(fields: CreateGameRequest, seed: number): CreateRequest {
  const players = fields.players ?? 2;
  const seat = fields.seat ?? 0;
  if (seat > players - 1) return refuse('malformed', `seat must be a seat from 0 to ${players - 1}`);
  const rated = fields.rated ?? false;
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
      clock: fields.clock ?? null,
      rated,
      seed,
      challenger: seat,
    },
  };
}
