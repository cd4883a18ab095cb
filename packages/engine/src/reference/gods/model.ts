/**
 * Reference model for 2-player positions with God Powers (spec §2, §2.1), written from the spec alone
 * for tests: plain arrays, every value explicit (memory defaults resolved when reading), no bit tricks.
 * Reading validates and throws an Error naming the field; writing gives the canonical JSON of §2.1.
 */
import { ALL_SQUARES, type Square, parseSquare, squareName } from '../board.js';

export { ALL_SQUARES, neighbours, parseSquare, squareName, type Square } from '../board.js';

/** Spec §2 order; the first ten are the Simple Gods, numbered 1–10 in this order (Chaos's deck). */
export const GOD_NAMES = [
  'apollo',
  'artemis',
  'athena',
  'atlas',
  'demeter',
  'hephaestus',
  'hermes',
  'minotaur',
  'pan',
  'prometheus',
  'aphrodite',
  'ares',
  'bia',
  'chaos',
  'charon',
  'chronus',
  'circe',
  'dionysus',
  'eros',
  'hera',
  'hestia',
  'hypnus',
  'limus',
  'medusa',
  'morpheus',
  'persephone',
  'poseidon',
  'selene',
  'triton',
  'zeus',
] as const;

export type GodName = (typeof GOD_NAMES)[number];

export const SIMPLE_GODS: readonly GodName[] = GOD_NAMES.slice(0, 10);

export const RULE_NAMES = ['chaosAnyDome', 'limusAnyDome', 'biaStarts', 'allowCirceEros'] as const;
export type RuleName = (typeof RULE_NAMES)[number];
export type Rules = Readonly<Record<RuleName, boolean>>;

export const SEATS = 2;

/** One seat. Memory fields always hold a value; a field a power does not use stays at its default. */
export interface PlayerState {
  readonly god: GodName | null;
  /** Worker squares in slot order; the second slot is the female (R15). `null`: Selene's removed slot. */
  readonly workers: readonly (Square | null)[];
  readonly movedUp: boolean;
  readonly coins: number;
  /** Chaos only (null / empty otherwise): face-up card, deck in draw order, discards in order. */
  readonly card: GodName | null;
  readonly deck: readonly GodName[];
  readonly discard: readonly GodName[];
  readonly borrowed: boolean;
  readonly extraTurn: boolean;
}

export interface State {
  readonly players: readonly PlayerState[];
  /** Per square 0..24 (a1 = 0, b1 = 1, …, a2 = 5): blocks on it. */
  readonly levels: readonly number[];
  readonly domes: readonly boolean[];
  readonly toMove: number;
  readonly start: number;
  readonly winner: number | null;
  readonly rules: Rules;
}

/** Spec §2 JSON, as far as a 2-player game can hold it. */
export interface GodPlayerJson {
  god?: GodName | null;
  workers: (string | null)[];
  movedUp?: boolean;
  coins?: number;
  card?: GodName;
  deck?: GodName[];
  discard?: GodName[];
  borrowed?: boolean;
  extraTurn?: boolean;
}

export interface GodPositionJson {
  players: GodPlayerJson[];
  levels: string[];
  domes: string[];
  toMove: number;
  winner?: number;
  start?: number;
  rules?: Partial<Record<RuleName, boolean>>;
}

const NO_RULES: Rules = { chaosAnyDome: false, limusAnyDome: false, biaStarts: false, allowCirceEros: false };

// ---------------------------------------------------------------------------------------------------
// Small queries used everywhere

export function levelOf(state: State, sq: Square): number {
  return state.levels[sq] ?? 0;
}

export function hasDome(state: State, sq: Square): boolean {
  return state.domes[sq] === true;
}

/** The seat and slot of the worker on `sq`, or null. */
export function workerAt(state: State, sq: Square): { seat: number; slot: number } | null {
  for (let seat = 0; seat < state.players.length; seat++) {
    const slot = state.players[seat]?.workers.indexOf(sq) ?? -1;
    if (slot >= 0) return { seat, slot };
  }
  return null;
}

/** Occupied = a worker or a dome (rules §1). */
export function isOccupied(state: State, sq: Square): boolean {
  return hasDome(state, sq) || workerAt(state, sq) !== null;
}

export function player(state: State, seat: number): PlayerState {
  const p = state.players[seat];
  if (p === undefined) throw new Error(`reference: no seat ${seat}`);
  return p;
}

/** The squares of a seat's workers on the board (Selene's null slot left out). */
export function workerSquares(state: State, seat: number): Square[] {
  return player(state, seat).workers.filter((w): w is Square => w !== null);
}

export function otherSeat(seat: number): number {
  return 1 - seat;
}

export function isPerimeter(sq: Square): boolean {
  const file = sq % 5;
  const rank = Math.floor(sq / 5);
  return file === 0 || file === 4 || rank === 0 || rank === 4;
}

/** Placement (spec §2.3): the player to move has no workers (no slot at all) yet. */
export function isPlacing(state: State): boolean {
  return player(state, state.toMove).workers.length === 0;
}

export function withPlayer(state: State, seat: number, change: Partial<PlayerState>): State {
  return { ...state, players: state.players.map((p, s) => (s === seat ? { ...p, ...change } : p)) };
}

/** Chaos's start-of-game cards (spec §2): the lowest-numbered Simple God no player holds, the rest in order. */
export function defaultChaosCards(gods: readonly (GodName | null)[]): { card: GodName; deck: GodName[] } {
  const unused = SIMPLE_GODS.filter((g) => !gods.includes(g));
  const [card, ...deck] = unused;
  if (card === undefined) throw new Error('reference: no Simple God left for Chaos');
  return { card, deck };
}

// ---------------------------------------------------------------------------------------------------
// Reading (strict; errors name the field)

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(field: string, message: string): never {
  throw new Error(`reference: ${field}: ${message}`);
}

const PLAYER_FIELDS = [
  'god',
  'workers',
  'movedUp',
  'coins',
  'card',
  'deck',
  'discard',
  'borrowed',
  'extraTurn',
] as const;
const POSITION_FIELDS = ['players', 'levels', 'domes', 'toMove', 'winner', 'start', 'rules'] as const;

function checkKeys(record: Record<string, unknown>, allowed: readonly string[], field: string): void {
  for (const key of Object.keys(record)) if (!allowed.includes(key)) fail(`${field}.${key}`, 'unknown field');
}

function readSquare(value: unknown, field: string): Square {
  const sq = typeof value === 'string' ? parseSquare(value) : null;
  if (sq === null) fail(field, `bad square ${JSON.stringify(value)}`);
  return sq;
}

function readGod(value: unknown, field: string): GodName {
  if (typeof value !== 'string' || !(GOD_NAMES as readonly string[]).includes(value)) {
    fail(field, `unknown god ${JSON.stringify(value)}`);
  }
  return value as GodName;
}

function readGodList(value: unknown, field: string): GodName[] {
  if (!Array.isArray(value)) fail(field, 'expected an array of gods');
  return value.map((g: unknown, i) => readGod(g, `${field}[${i}]`));
}

function readBool(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') fail(field, 'expected a boolean');
  return value;
}

function readSeat(value: unknown, field: string): number {
  if (value !== 0 && value !== 1) fail(field, `expected 0 or 1, got ${JSON.stringify(value)}`);
  return value;
}

/** Which memory fields a player may carry, by its own god (spec §2: others are an error). */
function allowedMemory(god: GodName | null): string[] {
  switch (god) {
    case 'athena':
      return ['movedUp'];
    case 'morpheus':
      return ['coins'];
    case 'chaos':
      return ['card', 'deck', 'discard', 'movedUp'];
    case 'circe':
      return ['borrowed', 'movedUp', 'coins', 'extraTurn'];
    case 'dionysus':
      return ['extraTurn'];
    default:
      return [];
  }
}

function readPlayer(value: unknown, field: string, gods: readonly (GodName | null)[]): PlayerState {
  if (!isRecord(value)) fail(field, 'expected an object');
  checkKeys(value, PLAYER_FIELDS, field);
  const god = value.god === undefined || value.god === null ? null : readGod(value.god, `${field}.god`);
  for (const key of ['movedUp', 'coins', 'card', 'deck', 'discard', 'borrowed', 'extraTurn']) {
    if (value[key] !== undefined && !allowedMemory(god).includes(key)) {
      fail(`${field}.${key}`, `not a memory field of ${god ?? 'a player without a god'}`);
    }
  }
  if (!Array.isArray(value.workers)) fail(`${field}.workers`, 'expected an array');
  const workers = value.workers.map((w: unknown, i) =>
    w === null && god === 'selene' ? null : readSquare(w, `${field}.workers[${i}]`),
  );
  if (workers.length > 2) fail(`${field}.workers`, 'at most two workers');
  const coins = value.coins ?? 0;
  if (typeof coins !== 'number' || !Number.isInteger(coins) || coins < 0) {
    fail(`${field}.coins`, 'expected a whole number ≥ 0');
  }
  const chaos = god === 'chaos' ? defaultChaosCards(gods) : null;
  return {
    god,
    workers,
    movedUp: value.movedUp === undefined ? false : readBool(value.movedUp, `${field}.movedUp`),
    coins,
    card: value.card === undefined ? (chaos?.card ?? null) : readGod(value.card, `${field}.card`),
    deck: value.deck === undefined ? (chaos?.deck ?? []) : readGodList(value.deck, `${field}.deck`),
    discard: value.discard === undefined ? [] : readGodList(value.discard, `${field}.discard`),
    borrowed: value.borrowed === undefined ? false : readBool(value.borrowed, `${field}.borrowed`),
    extraTurn: value.extraTurn === undefined ? false : readBool(value.extraTurn, `${field}.extraTurn`),
  };
}

function readLevels(value: unknown): number[] {
  if (!Array.isArray(value) || value.length !== 5) fail('levels', 'expected 5 strings');
  const rows = value.map((row: unknown, i) => {
    if (typeof row !== 'string' || !/^[0-3]{5}$/.test(row)) fail(`levels[${i}]`, 'expected 5 digits 0-3');
    return row;
  });
  return ALL_SQUARES.map((sq) => Number((rows[4 - Math.floor(sq / 5)] ?? '').charAt(sq % 5)));
}

function readRules(value: unknown): Rules {
  if (value === undefined) return NO_RULES;
  if (!isRecord(value)) fail('rules', 'expected an object');
  checkKeys(value, RULE_NAMES, 'rules');
  const rules = { ...NO_RULES };
  for (const name of RULE_NAMES) {
    if (value[name] !== undefined) rules[name] = readBool(value[name], `rules.${name}`);
  }
  return rules;
}

/** Reads and validates spec §2 position JSON (2 players) into a State. Throws naming the field. */
export function readState(value: unknown): State {
  if (!isRecord(value)) fail('position', 'expected an object');
  checkKeys(value, POSITION_FIELDS, 'position');
  const players = value.players;
  if (!Array.isArray(players) || players.length !== SEATS) fail('players', 'expected 2 players');
  const gods = players.map((p: unknown) =>
    isRecord(p) && typeof p.god === 'string' ? readGod(p.god, 'players[].god') : null,
  );
  if (!Array.isArray(value.domes)) fail('domes', 'expected an array of squares');
  const domeSquares = value.domes.map((d: unknown, i) => readSquare(d, `domes[${i}]`));
  if (new Set(domeSquares).size !== domeSquares.length) fail('domes', 'a square is listed twice');
  const state: State = {
    players: players.map((p: unknown, i) => readPlayer(p, `players[${i}]`, gods)),
    levels: readLevels(value.levels),
    domes: ALL_SQUARES.map((sq) => domeSquares.includes(sq)),
    toMove: readSeat(value.toMove, 'toMove'),
    start: value.start === undefined ? 0 : readSeat(value.start, 'start'),
    winner: value.winner === undefined ? null : readSeat(value.winner, 'winner'),
    rules: readRules(value.rules),
  };
  const all = state.players.flatMap((p) => p.workers).filter((w) => w !== null);
  if (new Set(all).size !== all.length) fail('players', 'two workers on one square');
  for (const w of all) if (hasDome(state, w)) fail('players', `worker on a dome at ${squareName(w)}`);
  return state;
}

// ---------------------------------------------------------------------------------------------------
// Writing canonical JSON (spec §2.1)

function levelRows(state: State): string[] {
  const rows: string[] = [];
  for (let rank = 4; rank >= 0; rank--) {
    let row = '';
    for (let file = 0; file < 5; file++) row += String(levelOf(state, file + 5 * rank));
    rows.push(row);
  }
  return rows;
}

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

function writePlayer(p: PlayerState, gods: readonly (GodName | null)[]): GodPlayerJson {
  const workers = p.workers.map((w) => (w === null ? null : squareName(w)));
  const json: GodPlayerJson = p.god === null ? { workers } : { god: p.god, workers };
  if (p.movedUp) json.movedUp = true;
  if (p.coins !== 0) json.coins = p.coins;
  if (p.god === 'chaos') {
    const start = defaultChaosCards(gods);
    if (p.card !== null && p.card !== start.card) json.card = p.card;
    if (!sameList(p.deck, start.deck)) json.deck = [...p.deck];
    if (p.discard.length > 0) json.discard = [...p.discard];
  }
  if (p.borrowed) json.borrowed = true;
  if (p.extraTurn) json.extraTurn = true;
  return json;
}

/** Canonical JSON: start-of-game values omitted, domes a1, a2 … e5, workers in slot order. */
export function writeState(state: State): GodPositionJson {
  const gods = state.players.map((p) => p.god);
  const json: GodPositionJson = {
    players: state.players.map((p) => writePlayer(p, gods)),
    levels: levelRows(state),
    domes: ALL_SQUARES.filter((sq) => hasDome(state, sq))
      .map(squareName)
      .sort(),
    toMove: state.toMove,
  };
  if (state.winner !== null) json.winner = state.winner;
  if (state.start !== 0 && isPlacing(state)) json.start = state.start;
  const rules = RULE_NAMES.filter((name) => state.rules[name]);
  if (rules.length > 0) json.rules = Object.fromEntries(rules.map((name) => [name, true]));
  return json;
}

// ---------------------------------------------------------------------------------------------------
// Same position (spec §2.1)

/** Selene's player, and Circe in a game with Selene, compare workers as the ordered list [male, female]. */
function ordersWorkers(p: PlayerState, gods: readonly (GodName | null)[]): boolean {
  return p.god === 'selene' || (p.god === 'circe' && gods.includes('selene'));
}

/**
 * Spec §2.1 key: equal iff same levels, set of domes, toMove, winner, rules, and seat by seat the same
 * god, memory (defaults resolved) and workers (a set, or ordered for Selene/Circe-with-Selene).
 * `start` is not part of it.
 */
export function stateKey(state: State): string {
  const gods = state.players.map((p) => p.god);
  const seats = state.players.map((p) => {
    const names = p.workers.map((w) => (w === null ? '-' : squareName(w)));
    const workers = ordersWorkers(p, gods) ? names.join(',') : [...names].sort().join(',');
    const memory = [
      p.movedUp,
      p.coins,
      p.card,
      p.deck.join('.'),
      p.discard.join('.'),
      p.borrowed,
      p.extraTurn,
    ];
    return `${p.god ?? '-'} [${workers}] ${memory.join(' ')}`;
  });
  const domes = ALL_SQUARES.filter((sq) => hasDome(state, sq)).join(',');
  const rules = RULE_NAMES.map((name) => (state.rules[name] ? '1' : '0')).join('');
  return `${state.levels.join('')} d${domes} m${state.toMove} w${state.winner ?? '-'} r${rules} | ${seats.join(' | ')}`;
}

/** The key of any spec §2 JSON (engine output included), read and validated first. */
export function jsonKey(json: unknown): string {
  return stateKey(readState(json));
}
