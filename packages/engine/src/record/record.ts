import { isGodName, type GodName } from '../core/godNames.js';
import { given } from '../core/invalidField.js';
import type { PositionJson } from '../json/json.js';
import { parseTurn } from '../written/notation.js';
import { formatTurn } from '../core/turnText.js';
import { err, ok, type Result } from '../core/result.js';
import { RULE_SWITCH_NAMES, type RuleSwitches } from '../core/rules.js';
import type { NameProblem, OfferedProblem, RecordError, RecordPlace, RecordProblem } from './recordError.js';
import { setupRecord, type Setup } from '../setup/setup.js';
import { recordErrorText } from '../words/recordWords.js';

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

export type { RecordError } from './recordError.js';

/** A failed Result with a record error: the problem, where it is, and its words. */
export const recordError = (problem: RecordProblem, place: RecordPlace = {}): Result<never, RecordError> =>
  err({ ...problem, ...place, message: recordErrorText({ ...problem, ...place }) });

export const MAX_SEED = 2 ** 32;

// Each check below returns what is wrong with a value, or null; the callers say where it was.

export function playerCountProblem(count: number): RecordProblem | null {
  return count >= 2 && count <= 4 ? null : { kind: 'playerCount', count };
}

export function godProblem(value: unknown): RecordProblem | null {
  return value === null || isGodName(value) ? null : { kind: 'unknownGod', got: given(value) };
}

/**
 * A name is any text a person could type on one line: not empty, no control characters (the text
 * form is one header line) and no spaces at either end (the text form trims around commas).
 */
export function nameProblem(value: unknown): RecordProblem | null {
  const bad = (why: NameProblem): RecordProblem => ({ kind: 'badName', why, got: given(value) });
  if (typeof value !== 'string') return bad('notString');
  if (value === '') return bad('empty');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return bad('control');
  if (value.trim() !== value) return bad('spaces');
  return null;
}

export function seatProblem(
  value: unknown,
  players: number,
  seat: 'challenger' | 'start',
): RecordProblem | null {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < players
    ? null
    : { kind: 'seat', seat, players, got: given(value) };
}

export function seedProblem(value: unknown): RecordProblem | null {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < MAX_SEED
    ? null
    : { kind: 'seed', high: MAX_SEED - 1, got: given(value) };
}

export const isRuleName = (key: string): key is keyof RuleSwitches =>
  (RULE_SWITCH_NAMES as readonly string[]).includes(key);

export const unknownRule = (name: string): RecordProblem => ({
  kind: 'unknownRule',
  name,
  known: RULE_SWITCH_NAMES,
});

/**
 * The Challenger flow deals every offered power to exactly one player: so `offered` has one power
 * per player, each once, and holds every player's god.
 */
export function offeredProblem(
  gods: readonly (GodName | null)[],
  offered: readonly GodName[],
): RecordProblem | null {
  const problem = offerMismatch(gods, offered);
  return problem === null ? null : { kind: 'offered', problem };
}

function offerMismatch(
  gods: readonly (GodName | null)[],
  offered: readonly GodName[],
): OfferedProblem | null {
  if (offered.length !== gods.length)
    return { kind: 'offerCount', players: gods.length, count: offered.length };
  for (const [seat, god] of gods.entries()) {
    if (god === null) return { kind: 'noGod', seat };
    if (!offered.includes(god)) return { kind: 'godNotOffered', seat, god };
  }
  for (const [index, god] of offered.entries())
    if (offered.indexOf(god) !== index) return { kind: 'offeredTwice', god };
  for (const god of offered) {
    const holders = gods.filter((held) => held === god).length;
    if (holders !== 1) return { kind: 'dealtTwice', god, holders };
  }
  return null;
}

/** A turn's canonical spelling (spec §3 output), or why it is not in the grammar. */
export function canonicalTurn(value: unknown): Result<string, RecordProblem> {
  if (typeof value !== 'string') return err({ kind: 'turnNotString', got: given(value) });
  const parsed = parseTurn(value);
  return parsed.ok ? ok(formatTurn(parsed.value)) : err({ kind: 'notation', error: parsed.error });
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
    return recordError({ kind: 'nameCount', players: gods.length, names: names.length }, { field: 'names' });
  const players: GameRecord['players'] = [];
  for (const [seat, god] of gods.entries()) {
    const name = names?.[seat];
    if (name === undefined) {
      players.push({ god });
      continue;
    }
    const problem = nameProblem(name);
    if (problem !== null) return recordError(problem, { field: `names[${seat}]` });
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
  if (!fields.ok) return recordError({ kind: 'setup', error: fields.error });
  const players = namedPlayers(
    fields.value.players.map(({ god }) => god),
    names,
  );
  return players.ok ? ok({ ...fields.value, players: players.value, turns: [] }) : players;
}
