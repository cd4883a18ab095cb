import type { GodName } from '../core/godNames.js';
import {
  canonicalTurn,
  godProblem,
  isRuleName,
  nameProblem,
  offeredProblem,
  playerCountProblem,
  recordError,
  seatProblem,
  seedProblem,
  unknownRule,
  type GameRecord,
  type RecordError,
} from './record.js';
import { disagreement, readStartPosition } from './recordPosition.js';
import { given } from '../core/invalidField.js';
import type { Disagreement, RecordProblem } from './recordError.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../json/jsonDepth.js';
import { ok, type Result } from '../core/result.js';
import { RULE_SWITCH_NAMES, type RuleSwitches } from '../core/rules.js';

const RECORD_FIELDS = ['players', 'start', 'rules', 'seed', 'setup', 'position', 'turns'];
const PLAYER_FIELDS = ['god', 'name'];
const SETUP_FIELDS = ['challenger', 'offered'];

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why `value` is not an object with only `known` fields, or null. */
function objectProblem(value: unknown, known: readonly string[]): RecordProblem | null {
  if (!isObject(value)) return { kind: 'notObject', got: given(value) };
  const unknown = Object.keys(value).find((key) => !known.includes(key));
  return unknown === undefined ? null : { kind: 'unknownField', name: unknown, known };
}

/** A failed Result for the field at `field`. */
const at = (field: string, problem: RecordProblem): Result<never, RecordError> =>
  recordError(problem, { field });

function parsePlayers(value: unknown): Result<GameRecord['players'], RecordError> {
  if (!Array.isArray(value)) return at('players', { kind: 'notArray', of: 'players', got: given(value) });
  const countProblem = playerCountProblem(value.length);
  if (countProblem !== null) return at('players', countProblem);
  const players: GameRecord['players'] = [];
  for (const [seat, player] of (value as unknown[]).entries()) {
    const field = `players[${seat}]`;
    const problem = objectProblem(player, PLAYER_FIELDS);
    if (problem !== null) return at(field, problem);
    const { god = null, name } = player as JsonObject;
    const badGod = godProblem(god);
    if (badGod !== null) return at(`${field}.god`, badGod);
    if (name === undefined) {
      players.push({ god: god as GodName | null });
      continue;
    }
    const badName = nameProblem(name);
    if (badName !== null) return at(`${field}.name`, badName);
    players.push({ god: god as GodName | null, name: name as string });
  }
  return ok(players);
}

/** The switches that are on; a switch written `false` is the same as one left out. */
function parseRules(value: unknown): Result<Partial<RuleSwitches>, RecordError> {
  if (value === undefined) return ok({});
  if (!isObject(value)) return at('rules', { kind: 'notObject', got: given(value) });
  const rules: Partial<Record<keyof RuleSwitches, boolean>> = {};
  for (const [key, on] of Object.entries(value)) {
    if (!isRuleName(key)) return at('rules', unknownRule(key));
    if (typeof on !== 'boolean') return at(`rules.${key}`, { kind: 'notBoolean', got: given(on) });
    if (on) rules[key] = true;
  }
  return ok(rules);
}

function parseSetup(
  value: unknown,
  players: GameRecord['players'],
): Result<GameRecord['setup'], RecordError> {
  if (value === undefined) return ok(undefined);
  const problem = objectProblem(value, SETUP_FIELDS);
  if (problem !== null) return at('setup', problem);
  const { challenger, offered } = value as JsonObject;
  if (challenger === undefined) return at('setup.challenger', { kind: 'missing', name: 'challenger' });
  const badSeat = seatProblem(challenger, players.length, 'challenger');
  if (badSeat !== null) return at('setup.challenger', badSeat);
  if (!Array.isArray(offered))
    return at('setup.offered', { kind: 'notArray', of: 'gods', got: given(offered) });
  for (const [index, god] of (offered as unknown[]).entries()) {
    const badGod: RecordProblem | null =
      god === null ? { kind: 'notAGod', got: given(god) } : godProblem(god);
    if (badGod !== null) return at(`setup.offered[${index}]`, badGod);
  }
  const gods = offered as GodName[];
  const inconsistent = offeredProblem(
    players.map((player) => player.god),
    gods,
  );
  if (inconsistent !== null) return at('setup.offered', inconsistent);
  return ok({ challenger: challenger as number, offered: [...gods] });
}

/** The JSON field a disagreement with the start position is about. */
const disagreeingField = (disagreement: Disagreement): string =>
  disagreement.field === 'god' ? `players[${disagreement.seat}].god` : disagreement.field;

/** The start position (spec §4 `position`), checked against the players' gods, `start` and `rules`. */
function parseStartPosition(
  value: unknown,
  fields: Pick<GameRecord, 'players' | 'start' | 'rules'>,
): Result<GameRecord['position'], RecordError> {
  if (value === undefined) return ok(undefined);
  const read = readStartPosition(value);
  if (!read.ok) return at('position', { kind: 'position', error: read.error });
  const problem = disagreement(fields, read.value.position);
  if (problem !== null) return at(disagreeingField(problem), { kind: 'disagrees', disagreement: problem });
  return ok(read.value.json);
}

function parseTurns(value: unknown): Result<string[], RecordError> {
  if (!Array.isArray(value)) return at('turns', { kind: 'notArray', of: 'turns', got: given(value) });
  const turns: string[] = [];
  for (const [index, turn] of (value as unknown[]).entries()) {
    const canonical = canonicalTurn(turn);
    if (!canonical.ok) return recordError(canonical.error, { field: `turns[${index}]`, turn: index + 1 });
    turns.push(canonical.value);
  }
  return ok(turns);
}

/**
 * Reads a game record from a parsed JSON value (spec §4), checking the shape of every field, that
 * `setup` agrees with the players' gods, and that a start `position` is valid (spec §2) and agrees
 * with the players' gods, `start` and `rules`. Turns are checked against the grammar and stored in
 * their canonical spelling; whether they are legal is `replayRecord`'s question.
 */
export function parseRecordJson(value: unknown): Result<GameRecord, RecordError> {
  if (nestsDeeperThan(value, MAX_JSON_DEPTH))
    return recordError({ kind: 'nestedTooDeep', limit: MAX_JSON_DEPTH }, { field: 'record' });
  const problem = objectProblem(value, RECORD_FIELDS);
  if (problem !== null) return at('record', problem);
  const fields = value as JsonObject;
  for (const required of ['players', 'start', 'seed', 'turns'])
    if (fields[required] === undefined) return at(required, { kind: 'missing', name: required });
  const players = parsePlayers(fields.players);
  if (!players.ok) return players;
  const badStart = seatProblem(fields.start, players.value.length, 'start');
  if (badStart !== null) return at('start', badStart);
  const rules = parseRules(fields.rules);
  if (!rules.ok) return rules;
  const badSeed = seedProblem(fields.seed);
  if (badSeed !== null) return at('seed', badSeed);
  const setup = parseSetup(fields.setup, players.value);
  if (!setup.ok) return setup;
  const start = fields.start as number;
  const position = parseStartPosition(fields.position, { players: players.value, start, rules: rules.value });
  if (!position.ok) return position;
  const turns = parseTurns(fields.turns);
  if (!turns.ok) return turns;
  const record: GameRecord = {
    players: players.value,
    start,
    rules: rules.value,
    seed: fields.seed as number,
    turns: turns.value,
  };
  if (setup.value !== undefined) record.setup = setup.value;
  if (position.value !== undefined) record.position = position.value;
  return ok(record);
}

/** The switches of `rules` that are on, in the order of RULE_SWITCH_NAMES. */
export function rulesOn(rules: Partial<RuleSwitches>): (keyof RuleSwitches)[] {
  return RULE_SWITCH_NAMES.filter((name) => rules[name] === true);
}

/**
 * The record as one line of JSON, keys in the order of spec §4: players (god, then name when
 * given), start, rules (only the switches that are on), seed, setup and position (when present),
 * turns.
 */
export function recordToJson(record: GameRecord): string {
  const json = {
    players: record.players.map(({ god, name }) => (name === undefined ? { god } : { god, name })),
    start: record.start,
    rules: Object.fromEntries(rulesOn(record.rules).map((name) => [name, true])),
    seed: record.seed,
    ...(record.setup === undefined
      ? {}
      : { setup: { challenger: record.setup.challenger, offered: [...record.setup.offered] } }),
    ...(record.position === undefined ? {} : { position: record.position }),
    turns: record.turns,
  };
  return JSON.stringify(json);
}
