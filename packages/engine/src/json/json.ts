import { gameSetup } from '../setup/gameSetup.js';
import { implementedGods, powerOf } from '../gods/index.js';
import { isGodName, type GodName } from '../core/godNames.js';
import { MutablePosition, NONE, type Position } from '../core/position.js';
import { err, ok, type Result } from '../core/result.js';
import { DEFAULT_RULES, RULE_SWITCH_NAMES, type RuleSwitches } from '../core/rules.js';
import { parseSquare, squareAt, squareName, type Square } from '../core/square.js';
import { squares } from '../core/squareSet.js';
import { placementOrder } from '../turn/placement.js';
import { applyMemory, InvalidField, memoryJson, memoryJsonFields } from './jsonMemory.js';
import { given } from '../core/invalidField.js';
import type { PlacementOrder, PositionError, PositionProblem } from '../core/positionError.js';
import { positionErrorText } from '../words/positionWords.js';
import { godsProblem, requiredStart } from '../setup/setupRules.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './jsonDepth.js';
import { quoteValue } from '../core/quote.js';

/** A player in position JSON (spec §2). */
export interface PlayerJson {
  god?: GodName | null;
  workers?: (string | null)[];
  out?: boolean;
  movedUp?: boolean;
  coins?: number;
  card?: GodName;
  deck?: GodName[];
  discard?: GodName[];
  borrowed?: boolean;
  extraTurn?: boolean;
}

/** A position in JSON (spec §2). */
export interface PositionJson {
  players: PlayerJson[];
  levels: string[];
  domes: string[];
  toMove: number;
  winner?: number;
  start?: number;
  rules?: Partial<RuleSwitches>;
}

export type { PositionError } from '../core/positionError.js';

const POSITION_FIELDS = ['players', 'levels', 'domes', 'toMove', 'winner', 'start', 'rules'];
let playerFields: readonly string[] | undefined;
/** A player's fields: its god, workers, `out` and every power's memory fields. */
const PLAYER_FIELDS = (): readonly string[] =>
  (playerFields ??= ['god', 'workers', 'out', ...memoryJsonFields()]);

const Invalid = InvalidField;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON path of a key in the object at `path`: `players[0].name`; `…["a b"]` for a key that is no name. */
const fieldPath = (path: string, key: string): string =>
  /^[A-Za-z_$][\w$]*$/u.test(key) ? (path === '' ? key : `${path}.${key}`) : `${path}[${quoteValue(key)}]`;

function checkFields(record: Record<string, unknown>, allowed: readonly string[], path: string): void {
  for (const key of Object.keys(record)) {
    if (!allowed.includes(key)) throw new Invalid(fieldPath(path, key), { kind: 'unknownField', name: key });
  }
}

function integerIn(value: unknown, field: string, low: number, high: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < low || value > high)
    throw new Invalid(field, { kind: 'outOfRange', low, high, got: given(value) });
  return value;
}

function squareField(value: unknown, field: string): Square {
  const sq = typeof value === 'string' ? parseSquare(value) : undefined;
  if (sq === undefined) throw new Invalid(field, { kind: 'notSquare', got: given(value) });
  return sq;
}

function parseLevels(value: unknown): number[] {
  if (!Array.isArray(value) || value.length !== 5)
    throw new Invalid('levels', { kind: 'badLevels', got: given(value) });
  const levels = new Array<number>(25).fill(0);
  value.forEach((row: unknown, index) => {
    if (typeof row !== 'string' || !/^[0-3]{5}$/.test(row))
      throw new Invalid(`levels[${index}]`, { kind: 'badLevelRow', got: given(row) });
    for (let file = 0; file < 5; file++) levels[squareAt(file, 4 - index)] = row.charCodeAt(file) - 48;
  });
  return levels;
}

function parseDomes(value: unknown): Square[] {
  if (!Array.isArray(value)) throw new Invalid('domes', { kind: 'notSquares', got: given(value) });
  const domes: Square[] = [];
  value.forEach((item: unknown, index) => {
    const sq = squareField(item, `domes[${index}]`);
    if (domes.includes(sq)) throw new Invalid(`domes[${index}]`, { kind: 'duplicate', square: sq });
    domes.push(sq);
  });
  return domes;
}

function parseRules(value: unknown): RuleSwitches {
  if (value === undefined) return DEFAULT_RULES;
  if (!isRecord(value)) throw new Invalid('rules', { kind: 'notObject', what: 'rules', got: given(value) });
  checkFields(value, RULE_SWITCH_NAMES, 'rules');
  const rules: Record<string, boolean> = { ...DEFAULT_RULES };
  for (const [key, flag] of Object.entries(value)) {
    if (typeof flag !== 'boolean')
      throw new Invalid(`rules.${key}`, { kind: 'notBoolean', got: given(flag) });
    rules[key] = flag;
  }
  return rules as unknown as RuleSwitches;
}

interface ParsedPlayer {
  god: GodName | null;
  workers: (Square | null)[] | undefined;
  out: boolean;
  raw: Record<string, unknown>;
}

function parsePlayer(value: unknown, seat: number, playerCount: number): ParsedPlayer {
  const path = `players[${seat}]`;
  if (!isRecord(value)) throw new Invalid(path, { kind: 'notObject', what: 'player', got: given(value) });
  checkFields(value, PLAYER_FIELDS(), path);
  const rawGod = value.god;
  if (rawGod !== undefined && rawGod !== null && !isGodName(rawGod))
    throw new Invalid(`${path}.god`, { kind: 'unknownGod', got: given(rawGod) });
  const god = rawGod ?? null;
  const out = value.out ?? false;
  if (typeof out !== 'boolean') throw new Invalid(`${path}.out`, { kind: 'notBoolean', got: given(out) });
  if (out && playerCount !== 3)
    throw new Invalid(`${path}.out`, { kind: 'outNotInThree', players: playerCount });
  const rawWorkers = value.workers;
  if (rawWorkers === undefined) {
    if (out) return { god, workers: [], out, raw: value };
    throw new Invalid(`${path}.workers`, { kind: 'missing', name: 'workers' });
  }
  if (!Array.isArray(rawWorkers))
    throw new Invalid(`${path}.workers`, { kind: 'notSquares', got: given(rawWorkers) });
  if (rawWorkers.length > 2)
    throw new Invalid(`${path}.workers`, { kind: 'tooManyWorkers', count: rawWorkers.length });
  if (out && rawWorkers.length > 0) throw new Invalid(`${path}.workers`, { kind: 'outWithWorkers' });
  const workers = rawWorkers.map((item: unknown, index) =>
    item === null ? null : squareField(item, `${path}.workers[${index}]`),
  );
  return { god, workers, out, raw: value };
}

function build(value: unknown): Position {
  if (!isRecord(value))
    throw new Invalid('position', { kind: 'notObject', what: 'position', got: given(value) });
  checkFields(value, POSITION_FIELDS, '');
  const rawPlayers = value.players;
  if (!Array.isArray(rawPlayers) || rawPlayers.length < 2 || rawPlayers.length > 4)
    throw new Invalid('players', { kind: 'notPlayers', got: given(rawPlayers) });
  const playerCount = rawPlayers.length;
  const players = rawPlayers.map((player: unknown, seat) => parsePlayer(player, seat, playerCount));
  for (const name of ['levels', 'domes', 'toMove'])
    if (value[name] === undefined) throw new Invalid(name, { kind: 'missing', name });
  const levels = parseLevels(value.levels);
  const domes = parseDomes(value.domes);
  const toMove = integerIn(value.toMove, 'toMove', 0, playerCount - 1);
  const winner =
    value.winner === undefined || value.winner === null
      ? NONE
      : integerIn(value.winner, 'winner', 0, playerCount - 1);
  const start = value.start === undefined ? 0 : integerIn(value.start, 'start', 0, playerCount - 1);
  const rules = parseRules(value.rules);
  const gods = players.map((player) => player.god);
  // R23: an eliminated seat's god is kept for the record only.
  const problem = godsProblem(
    gods,
    rules,
    players.map((player) => player.out),
  );
  if (problem !== null) throw new Invalid('players', { kind: 'gods', problem });

  const pos = new MutablePosition(gameSetup(gods, start, rules));
  levels.forEach((level, sq) => {
    for (let i = 0; i < level; i++) pos.buildOn(sq, false);
  });
  for (const sq of domes) pos.buildOn(sq, true);
  placeWorkers(pos, players);
  players.forEach((player, seat) => {
    if (player.out) pos.eliminate(seat);
  });
  if (pos.isOut(toMove)) throw new Invalid('toMove', { kind: 'toMoveOut', seat: toMove });
  pos.setToMove(toMove);
  if (winner !== NONE) pos.setWinner(winner);
  checkWorkerCounts(pos, players);
  applyMemory(
    pos,
    players.map((player) => player.raw),
  );
  checkPlacement(pos, value.start !== undefined);
  return pos;
}

function placeWorkers(pos: MutablePosition, players: readonly ParsedPlayer[]): void {
  const holder = new Map<Square, string>();
  players.forEach((player, seat) => {
    const side = pos.sideOf(seat);
    const workers = player.workers ?? [];
    if (seat !== side) {
      // 4 players: the second seat of a team lists the team's workers again.
      const team = pos.workersOf(side).map(squareName).sort().join(',');
      const listed = workers
        .filter((sq) => sq !== null)
        .map(squareName)
        .sort()
        .join(',');
      if (team !== listed)
        throw new Invalid(`players[${seat}].workers`, { kind: 'teammatesDiffer', teammate: side });
      return;
    }
    workers.forEach((sq, slot) => {
      const field = `players[${seat}].workers[${slot}]`;
      if (sq === null) {
        if (((pos.orderedSides >> side) & 1) === 0)
          throw new Invalid(field, { kind: 'nullWorker', keepOrder: powersWith('keepsWorkerOrder') });
        return;
      }
      const other = holder.get(sq);
      if (other !== undefined) throw new Invalid(field, { kind: 'squareTaken', square: sq, by: other });
      if (pos.domeAt(sq)) throw new Invalid(field, { kind: 'workerOnDome', square: sq });
      holder.set(sq, field);
      pos.putWorker(side, slot, sq);
    });
  });
}

/** The powers with a data flag, in rulebook order, for messages. */
const powersWith = (flag: 'keepsWorkerOrder' | 'removesWorkers'): GodName[] =>
  implementedGods().filter((god) => powerOf(god)[flag] === true);

/** Two workers after placement; fewer only once a power that removes workers is in the game. */
function checkWorkerCounts(pos: Position, players: readonly ParsedPlayer[]): void {
  const removers = pos.setup.gods.some((god) => powerOf(god).removesWorkers === true);
  players.forEach((player, seat) => {
    const listed = player.workers ?? [];
    const count = listed.filter((sq) => sq !== null).length;
    if (player.out || listed.length === 0 || count === 2) return;
    if (!removers)
      throw new Invalid(`players[${seat}].workers`, {
        kind: 'workerCount',
        removers: powersWith('removesWorkers'),
      });
  });
}

/** Placement comes before play, in the order of spec §2.3; `start` obeys the rule switches (R26). */
function checkPlacement(pos: Position, startGiven: boolean): void {
  if (pos.win !== NONE) return;
  const placed = (seat: number): boolean => pos.sideWorkers[pos.sideOf(seat)] !== 0;
  const required = requiredStart(pos.setup.gods, pos.rules);
  if (required !== null && pos.start !== required.seat && (pos.inPlacement || startGiven))
    throw new Invalid('start', { kind: 'startRule', required });
  const wrong = (field: string, order: PlacementOrder['order'], seat: number): InvalidField =>
    new Invalid(field, { kind: 'placementOrder', order, seat, toMove: pos.turn, start: pos.start });
  if (pos.inPlacement) {
    const order = placementOrder(pos).filter((seat) => !pos.isOut(seat));
    const index = order.indexOf(pos.turn);
    if (index < 0) throw wrong('toMove', 'teammatePlaces', pos.turn);
    order.forEach((seat, i) => {
      if (i < index && !placed(seat)) throw wrong('toMove', 'earlierNotPlaced', seat);
      if (i > index && placed(seat)) throw wrong(`players[${seat}].workers`, 'laterPlaced', seat);
    });
    return;
  }
  if (pos.setup.gods.every((god) => god === null)) {
    for (let seat = 0; seat < pos.playerCount; seat++) {
      if (!pos.isOut(seat) && !placed(seat))
        throw wrong(`players[${seat}].workers`, 'playBeforePlacement', seat);
    }
  }
}

/** The error parsePosition returns: the problem, its field and its words. */
function positionError(field: string, problem: PositionProblem): PositionError {
  return { ...problem, field, message: positionErrorText({ ...problem, field }) };
}

/** Reads a position from a parsed JSON value, checking every rule of spec §2. */
export function parsePosition(value: unknown): Result<Position, PositionError> {
  if (nestsDeeperThan(value, MAX_JSON_DEPTH))
    return err(positionError('position', { kind: 'nestedTooDeep', limit: MAX_JSON_DEPTH }));
  try {
    return ok(build(value));
  } catch (error) {
    if (error instanceof InvalidField) return err(positionError(error.field, error.problem));
    throw error;
  }
}

/** Reads a position from JSON text. */
export function parsePositionText(text: string): Result<Position, PositionError> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return err(positionError('position', { kind: 'notJson', detail }));
  }
  return parsePosition(value);
}

const byName = (a: Square, b: Square): number => (squareName(a) < squareName(b) ? -1 : 1);

/**
 * A seat's workers in slot order. Where worker order matters (Selene) a removed worker leaves
 * `null` in its slot; elsewhere the key lists them sorted, since they are interchangeable (R15).
 */
function workersJson(pos: Position, seat: number, canonicalKey: boolean): (string | null)[] {
  const side = pos.sideOf(seat);
  const [first, second] = pos.slotsOf(side);
  if ((pos.orderedSides >> side) & 1) {
    // No worker yet (placement), or out of a 3-player game, is `[]`; both removed by Bia or Medusa
    // (a 2- or 4-player game is then over) keep their slots as nulls (spec §2).
    if (first === NONE && second === NONE) return pos.win === NONE || pos.isOut(seat) ? [] : [null, null];
    return [first, second].map((sq) => (sq === NONE ? null : squareName(sq)));
  }
  const workers = pos.workersOf(seat);
  return (canonicalKey ? [...workers].sort((a, b) => a - b) : workers).map(squareName);
}

function toJson(pos: Position, canonicalKey: boolean): PositionJson {
  const inPlacement =
    pos.win === NONE && placementOrder(pos).some((seat) => pos.sideWorkers[pos.sideOf(seat)] === 0);
  const players: PlayerJson[] = [];
  for (let seat = 0; seat < pos.playerCount; seat++) {
    const god = pos.godOf(seat);
    const player: PlayerJson = god === null ? {} : { god };
    player.workers = workersJson(pos, seat, canonicalKey);
    if (pos.isOut(seat)) player.out = true;
    players.push({ ...player, ...memoryJson(pos, seat) });
  }
  const levels: string[] = [];
  for (let rank = 4; rank >= 0; rank--) {
    let row = '';
    for (let file = 0; file < 5; file++) row += String(pos.levelAt(squareAt(file, rank)));
    levels.push(row);
  }
  const json: PositionJson = {
    players,
    levels,
    domes: squares(pos.domes).sort(byName).map(squareName),
    toMove: pos.turn,
  };
  if (pos.win !== NONE) json.winner = pos.win;
  // `start` is not part of what makes two positions the same (spec §2.1).
  if (!canonicalKey && inPlacement && pos.start !== 0) json.start = pos.start;
  const rules = Object.fromEntries(Object.entries(pos.rules).filter(([, flag]) => flag === true));
  if (Object.keys(rules).length > 0) json.rules = rules;
  return json;
}

/** The canonical JSON object of a position (spec §2.1). */
export const positionToJson = (pos: Position): PositionJson => toJson(pos, false);

/** The canonical one-line JSON text of a position. */
export const formatPosition = (pos: Position): string => JSON.stringify(positionToJson(pos));

/** Equal for the same position and only then (spec §2.1): workers compare as sets where R15 allows. */
export const positionKey = (pos: Position): string => JSON.stringify(toJson(pos, true));
