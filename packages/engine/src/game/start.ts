import { positionToJson } from '../json/json.js';
import type { Position } from '../core/position.js';
import {
  namedPlayers,
  recordError,
  recordFromSetup,
  type GameRecord,
  type RecordError,
} from '../record/record.js';
import { parseRecordJson } from '../record/recordJson.js';
import { readStartPosition } from '../record/recordPosition.js';
import { replayRecord } from '../record/recordReplay.js';
import { ok, type Result } from '../core/result.js';
import { RULE_SWITCH_NAMES, type RuleSwitches } from '../core/rules.js';
import type { Setup } from '../setup/setup.js';
import type { GodName } from '../core/godNames.js';
import { parseTurn } from '../written/notation.js';
import { makeGame, type Game, type PlayedTurn } from './game.js';

/**
 * Every way a game starts: from a game record (which may hold turns already), a ready setup
 * (setup.ts), the gods and rules directly, or a given position. Each checks what it is given and
 * says what is wrong as a RecordError, whose message names the field.
 */

/** A game from a record (spec §4), every turn replayed and checked by the engine. */
export function gameFromRecord(record: GameRecord): Result<Game, RecordError> {
  const checked = parseRecordJson(record);
  if (!checked.ok) return checked;
  const replayed = replayRecord(checked.value);
  if (!replayed.ok) return replayed;
  const { positions } = replayed.value;
  const turns: PlayedTurn[] = checked.value.turns.map((text, index) => ({
    seat: (positions[index] as Position).toMove,
    text,
    // The record's turns are in canonical notation, which parses.
    steps: (parseTurn(text) as { readonly ok: true; readonly value: PlayedTurn['steps'] }).value,
  }));
  return ok(makeGame(checked.value, turns, positions));
}

/** A game from a ready setup (Challenger's flow or `randomGods`); `names` gives each seat a name. */
export function gameFromSetup(
  setup: Setup,
  names?: readonly (string | undefined)[],
): Result<Game, RecordError> {
  const record = recordFromSetup(setup, names);
  return record.ok ? gameFromRecord(record.value) : record;
}

/** What a game without the Challenger's flow is set up with; left out: Start Player 0, no switches, seed 0. */
export interface NewGameOptions {
  readonly gods: readonly (GodName | null)[];
  readonly start?: number;
  readonly rules?: Partial<RuleSwitches>;
  readonly seed?: number;
  readonly names?: readonly (string | undefined)[];
}

const switchesOn = (rules: Partial<RuleSwitches>): Partial<RuleSwitches> =>
  Object.fromEntries(RULE_SWITCH_NAMES.filter((name) => rules[name] === true).map((name) => [name, true]));

/** A new game with these gods (one a seat, null for none), Start Player, rule switches and seed. */
export function newGame(options: NewGameOptions): Result<Game, RecordError> {
  const seated = namedPlayers(options.gods, options.names);
  if (!seated.ok) return seated;
  return gameFromRecord({
    players: seated.value,
    start: options.start ?? 0,
    rules: switchesOn(options.rules ?? {}),
    seed: options.seed ?? 0,
    turns: [],
  });
}

/**
 * A game that starts from `position` (an analysis board, a puzzle, a pasted position): its record
 * carries the position (spec §4 `position`), with the gods, Start Player and rules it has.
 */
export function gameFromPosition(
  position: Position,
  options: { readonly names?: readonly (string | undefined)[]; readonly seed?: number } = {},
): Result<Game, RecordError> {
  // The canonical JSON read back is the position as the record will give it (spec §2 keeps `start`
  // only during placement).
  const read = readStartPosition(positionToJson(position));
  if (!read.ok) return recordError({ kind: 'position', error: read.error }, { field: 'position' });
  const start = read.value.position;
  const seated = namedPlayers(
    Array.from({ length: start.playerCount }, (_, seat) => start.godOf(seat)),
    options.names,
  );
  if (!seated.ok) return seated;
  return gameFromRecord({
    players: seated.value,
    start: start.start,
    rules: switchesOn(start.rules),
    seed: options.seed ?? 0,
    position: read.value.json,
    turns: [],
  });
}
