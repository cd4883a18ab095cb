/**
 * Reference model, part 1: squares, the plain board, and position JSON (spec §1, §2) for the BASE GAME
 * (2 players, no gods). Written independently of the fast engine, for tests only: plain arrays, no
 * bit tricks, correctness over speed.
 */

/** Spec §2 position JSON, restricted to what a 2-player game without gods can hold. */
export interface PlayerJson {
  god?: null;
  workers: string[];
}

export interface PositionJson {
  players: PlayerJson[];
  levels: string[];
  domes: string[];
  toMove: number;
  winner?: number;
  start?: number;
}

/** A square is a number 0..24: file (a=0 … e=4) + 5 × (rank − 1). */
export type Square = number;

/** The board as plain data. Every array is indexed by square, or by seat for `workers`. */
export interface Board {
  readonly levels: readonly number[];
  readonly domes: readonly boolean[];
  /** Per seat, the worker squares in slot order (the order placed). */
  readonly workers: readonly (readonly Square[])[];
  readonly toMove: number;
  readonly start: number;
  readonly winner: number | null;
}

const FILES = 'abcde';
const SEATS = 2;

export const ALL_SQUARES: readonly Square[] = Array.from({ length: 25 }, (_, i) => i);

export function squareName(sq: Square): string {
  return `${FILES.charAt(sq % 5)}${Math.floor(sq / 5) + 1}`;
}

const SQUARE_BY_NAME = new Map(Array.from({ length: 25 }, (_, sq) => [squareName(sq), sq] as const));

/** Parses `a1`…`e5` (case-insensitive); null for anything else. */
export function parseSquare(name: string): Square | null {
  return SQUARE_BY_NAME.get(name.toLowerCase()) ?? null;
}

/** The up to 8 squares around `sq`, orthogonal and diagonal. */
export function neighbours(sq: Square): Square[] {
  const file = sq % 5;
  const rank = Math.floor(sq / 5);
  const result: Square[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let df = -1; df <= 1; df++) {
      const f = file + df;
      const r = rank + dr;
      if ((df !== 0 || dr !== 0) && f >= 0 && f < 5 && r >= 0 && r < 5) result.push(f + 5 * r);
    }
  }
  return result;
}

export function otherSeat(seat: number): number {
  return 1 - seat;
}

// ---------------------------------------------------------------------------------------------------
// Reading position JSON. Strict: anything outside the base 2-player game is an error, never repaired.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(field: string, message: string): never {
  throw new Error(`reference: ${field}: ${message}`);
}

function checkKeys(record: Record<string, unknown>, allowed: readonly string[], field: string): void {
  for (const key of Object.keys(record)) {
    if (!allowed.includes(key)) fail(`${field}.${key}`, 'unknown field (base game only)');
  }
}

function readSeat(value: unknown, field: string): number {
  if (value !== 0 && value !== 1) fail(field, `expected 0 or 1, got ${JSON.stringify(value)}`);
  return value;
}

function readSquareList(value: unknown, field: string): string[] {
  if (!Array.isArray(value)) fail(field, 'expected an array of squares');
  return value.map((item: unknown, i) => {
    const sq = typeof item === 'string' ? parseSquare(item) : null;
    if (sq === null) fail(`${field}[${i}]`, `bad square ${JSON.stringify(item)}`);
    return squareName(sq);
  });
}

function readPlayer(value: unknown, field: string): PlayerJson {
  if (!isRecord(value)) fail(field, 'expected an object');
  checkKeys(value, ['god', 'workers'], field);
  if (value.god !== undefined && value.god !== null) fail(`${field}.god`, 'gods are not modelled');
  const workers = readSquareList(value.workers, `${field}.workers`);
  if (workers.length !== 0 && workers.length !== 2) fail(`${field}.workers`, 'expected 0 or 2 workers');
  return { workers };
}

function readLevels(value: unknown): string[] {
  if (!Array.isArray(value) || value.length !== 5) fail('levels', 'expected 5 strings');
  return value.map((row: unknown, i) => {
    if (typeof row !== 'string' || !/^[0-3]{5}$/.test(row)) fail(`levels[${i}]`, 'expected 5 digits 0-3');
    return row;
  });
}

/** Validates a base-game position JSON value and returns a normalised copy (lower-case squares). */
export function readPositionJson(value: unknown): PositionJson {
  if (!isRecord(value)) fail('position', 'expected an object');
  checkKeys(value, ['players', 'levels', 'domes', 'toMove', 'winner', 'start'], 'position');
  const players = value.players;
  if (!Array.isArray(players) || players.length !== SEATS) fail('players', 'expected 2 players');
  const json: PositionJson = {
    players: players.map((p: unknown, i) => readPlayer(p, `players[${i}]`)),
    levels: readLevels(value.levels),
    domes: readSquareList(value.domes, 'domes'),
    toMove: readSeat(value.toMove, 'toMove'),
  };
  if (value.winner !== undefined) json.winner = readSeat(value.winner, 'winner');
  if (value.start !== undefined) json.start = readSeat(value.start, 'start');
  checkPieces(json);
  return json;
}

function checkPieces(json: PositionJson): void {
  if (new Set(json.domes).size !== json.domes.length) fail('domes', 'a square is listed twice');
  const workers = json.players.flatMap((p) => p.workers);
  if (new Set(workers).size !== workers.length) fail('players', 'two workers on one square');
  for (const w of workers) if (json.domes.includes(w)) fail('players', `worker on a dome at ${w}`);
}

// ---------------------------------------------------------------------------------------------------
// JSON <-> Board

function levelAt(levels: readonly string[], sq: Square): number {
  const row = levels[4 - Math.floor(sq / 5)] ?? '';
  return Number(row.charAt(sq % 5));
}

function squareOf(name: string): Square {
  const sq = parseSquare(name);
  if (sq === null) fail('square', `bad square ${name}`);
  return sq;
}

export function boardFromJson(json: PositionJson): Board {
  const domes = new Set(json.domes.map(squareOf));
  return {
    levels: ALL_SQUARES.map((sq) => levelAt(json.levels, sq)),
    domes: ALL_SQUARES.map((sq) => domes.has(sq)),
    workers: json.players.map((p) => p.workers.map(squareOf)),
    toMove: json.toMove,
    start: json.start ?? 0,
    winner: json.winner ?? null,
  };
}

/** Placement (spec §2.3): the player to move has no workers yet. */
export function isPlacing(board: Board): boolean {
  return workersOf(board, board.toMove).length === 0;
}

export function workersOf(board: Board, seat: number): readonly Square[] {
  return board.workers[seat] ?? [];
}

function levelRows(board: Board): string[] {
  const rows: string[] = [];
  for (let rank = 4; rank >= 0; rank--) {
    let row = '';
    for (let file = 0; file < 5; file++) row += String(board.levels[file + 5 * rank]);
    rows.push(row);
  }
  return rows;
}

/**
 * Canonical spec §2 JSON: fields at their start-of-game value omitted, domes sorted `a1, a2, … e5`,
 * workers in slot order, `start` only while placing and not 0.
 */
export function boardToJson(board: Board): PositionJson {
  const json: PositionJson = {
    players: board.workers.map((ws) => ({ workers: ws.map(squareName) })),
    levels: levelRows(board),
    domes: ALL_SQUARES.filter((sq) => board.domes[sq] === true)
      .map(squareName)
      .sort(),
    toMove: board.toMove,
  };
  if (board.winner !== null) json.winner = board.winner;
  if (board.start !== 0 && isPlacing(board)) json.start = board.start;
  return json;
}

/**
 * The fields of a position JSON that decide which position it is (spec §2.1). Wider than the base
 * game needs (absent or `null` workers, as the full format allows) so any engine's JSON can be keyed.
 */
export interface KeyFields {
  readonly players: readonly { readonly workers?: readonly (string | null)[] | undefined }[];
  readonly levels: readonly string[];
  readonly domes: readonly string[];
  readonly toMove: number;
  readonly winner?: number | undefined;
}

/**
 * Same position per spec §2.1: levels, the set of domes, toMove, winner, and per seat the SET of
 * workers (a no-god player's two workers are interchangeable, R15). `start` is not part of it.
 * Expects lower-case squares, as in canonical JSON and in `readPositionJson`'s output.
 */
export function jsonKey(json: KeyFields): string {
  const set = (squares: readonly (string | null)[]): string => squares.map(String).sort().join(',');
  const workers = json.players.map((p) => set(p.workers ?? [])).join(' / ');
  return `levels ${json.levels.join('/')} domes [${set(json.domes)}] toMove ${json.toMove} winner ${json.winner ?? '-'} workers ${workers}`;
}

export function boardKey(board: Board): string {
  return jsonKey(boardToJson(board));
}
