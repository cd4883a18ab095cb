import { godTitle, isGodName, type GodName } from './gods/names.js';
import type { PositionJson } from './json.js';
import { formatTurn, parseTurn } from './notation.js';
import { quoteValue } from './quote.js';
import { err, ok, type Result } from './result.js';
import { RULE_SWITCH_NAMES, type RuleSwitches } from './rules.js';
import { setupRecord, type Setup } from './setup.js';

/**
 * A game record (spec §4): what the game was set up with and every turn played, placements and
 * `pass` included. The initial position follows from `players`' gods, `start`, `rules` and `seed`
 * (`startingPosition`), or is `position` for a game that starts from a given one. The formats are
 * described in docs/record.md.
 */
export interface GameRecord {
  /** 2 to 4 seats, in seat order. */
  players: { god: GodName | null; name?: string }[];
  /** The Start Player's seat. */
  start: number;
  /** Only the switches that are on. */
  rules: Partial<RuleSwitches>;
  /** 0 ≤ seed < 2³²: shuffles Chaos's deck. */
  seed: number;
  /** How the gods were dealt; absent when they were not chosen by the Challenger flow. */
  setup?: { challenger: number; offered: GodName[] };
  /**
   * The position the game starts from, for a game that does not start from its setup (spec §2 JSON,
   * canonical): the gods, `start` and `rules` above agree with it.
   */
  position?: PositionJson;
  /** Every turn in spec §3 notation, in its canonical spelling. */
  turns: string[];
}

/** Why a record was rejected: the message names the field, header, line or turn. */
export interface RecordError {
  readonly message: string;
}

export const recordError = (message: string): Result<never, RecordError> => err({ message });

export const MAX_SEED = 2 ** 32;

export const shown = (value: unknown): string => quoteValue(value);

// Each check below returns what is wrong with a value, or null; the callers say where it was.

export function playerCountProblem(count: number): string | null {
  return count >= 2 && count <= 4 ? null : `a game has 2, 3 or 4 players, got ${count}`;
}

export function godProblem(value: unknown): string | null {
  return value === null || isGodName(value) ? null : `unknown god ${shown(value)}`;
}

/**
 * A name is any text a person could type on one line: not empty, no control characters (the text
 * form is one header line) and no spaces at either end (the text form trims around commas).
 */
export function nameProblem(value: unknown): string | null {
  if (typeof value !== 'string') return `a name is a string, got ${shown(value)}`;
  if (value === '') return 'a name must not be empty (leave it out instead)';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return `the name ${shown(value)} contains a control character`;
  if (value.trim() !== value) return `the name ${shown(value)} starts or ends with a space`;
  return null;
}

export function seatProblem(value: unknown, players: number, what: string): string | null {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < players
    ? null
    : `${what} must be a seat from 0 to ${players - 1}, got ${shown(value)}`;
}

export function seedProblem(value: unknown): string | null {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < MAX_SEED
    ? null
    : `the seed must be a whole number from 0 to ${MAX_SEED - 1}, got ${shown(value)}`;
}

export const isRuleName = (key: string): key is keyof RuleSwitches =>
  (RULE_SWITCH_NAMES as readonly string[]).includes(key);

export const unknownRule = (key: string): string =>
  `unknown rule switch ${shown(key)} (known: ${RULE_SWITCH_NAMES.join(', ')})`;

/**
 * The Challenger flow deals every offered power to exactly one player: so `offered` has one power
 * per player, each once, and holds every player's god.
 */
export function offeredProblem(
  gods: readonly (GodName | null)[],
  offered: readonly GodName[],
): string | null {
  if (offered.length !== gods.length)
    return `the Challenger offers one power per player: ${gods.length}, not ${offered.length}`;
  for (const [seat, god] of gods.entries()) {
    if (god === null) return `player ${seat} has no god, but every player takes one of the offered powers`;
    if (!offered.includes(god)) return `player ${seat}'s god ${godTitle(god)} was not offered`;
  }
  for (const [index, god] of offered.entries())
    if (offered.indexOf(god) !== index) return `${godTitle(god)} is offered twice: each card is offered once`;
  for (const god of offered) {
    const holders = gods.filter((held) => held === god).length;
    if (holders !== 1) return `the offered ${godTitle(god)} goes to exactly one player, not ${holders}`;
  }
  return null;
}

/** A turn's canonical spelling (spec §3 output), or why it is not in the grammar. */
export function canonicalTurn(value: unknown): Result<string, string> {
  if (typeof value !== 'string') return err(`a turn is a string, got ${shown(value)}`);
  const parsed = parseTurn(value);
  return parsed.ok ? ok(formatTurn(parsed.value)) : err(parsed.error.message);
}

/**
 * The record's players for these gods, each with its name when `names` gives one (a name for every
 * seat, undefined for none).
 */
export function namedPlayers(
  gods: readonly (GodName | null)[],
  names?: readonly (string | undefined)[],
): Result<GameRecord['players'], RecordError> {
  if (names !== undefined && names.length !== gods.length)
    return recordError(`names: one name per player: ${gods.length}, not ${names.length}`);
  const players: GameRecord['players'] = [];
  for (const [seat, god] of gods.entries()) {
    const name = names?.[seat];
    if (name === undefined) {
      players.push({ god });
      continue;
    }
    const problem = nameProblem(name);
    if (problem !== null) return recordError(`names[${seat}]: ${problem}`);
    players.push({ god, name });
  }
  return ok(players);
}

/** The record of a ready setup, before any turn; `names` gives each seat a name. */
export function recordFromSetup(
  setup: Setup,
  names?: readonly (string | undefined)[],
): Result<GameRecord, RecordError> {
  const fields = setupRecord(setup);
  if (!fields.ok) return recordError(fields.error.message);
  const players = namedPlayers(
    fields.value.players.map(({ god }) => god),
    names,
  );
  return players.ok ? ok({ ...fields.value, players: players.value, turns: [] }) : players;
}
