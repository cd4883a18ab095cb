/**
 * Reference turn generator for the BASE GAME (2 players, no gods), rules.md §2 and Part A R2/R4/R15,
 * spec §2–§5. Slow and simple on purpose: it exists so tests can check the fast engine against it.
 *
 * A turn is generated in two stages:
 *   1. `rawChildren`: every complete turn of the player to move, with the turn handed over and a
 *      level-3 win marked — but without R2.
 *   2. `allTurns`: R2 on top: if the next player has no complete turn (stage 1 finds nothing),
 *      the player who just moved wins.
 * Distinct children (spec §2.1, §5) are then picked by `referenceKey`.
 */
import {
  ALL_SQUARES,
  type Board,
  type PositionJson,
  type Square,
  boardFromJson,
  boardKey,
  boardToJson,
  jsonKey,
  isPlacing,
  neighbours,
  otherSeat,
  squareName,
  workersOf,
} from './board.js';

export { jsonKey, readPositionJson, type KeyFields, type PositionJson } from './board.js';

export interface ReferenceTurn {
  turn: string;
  position: PositionJson;
  winner: number | null;
  /** `referenceKey(position)`, computed once. */
  key: string;
}

interface Child {
  text: string;
  board: Board;
}

// ---------------------------------------------------------------------------------------------------
// Board predicates and edits (each returns a new board; nothing is mutated)

function hasWorker(board: Board, sq: Square): boolean {
  return board.workers.some((ws) => ws.includes(sq));
}

/** Occupied = a worker or a dome on it (rules.md §1). */
function isOccupied(board: Board, sq: Square): boolean {
  return board.domes[sq] === true || hasWorker(board, sq);
}

function level(board: Board, sq: Square): number {
  return board.levels[sq] ?? 0;
}

/** §2.3: to an unoccupied neighbour, at most one level up, any number down. */
function canMove(board: Board, from: Square, to: Square): boolean {
  return !isOccupied(board, to) && level(board, to) <= level(board, from) + 1;
}

/** §2.5 / R4: a worker that moves UP onto level 3 wins (3 -> 3 does not). */
function isWinningMove(board: Board, from: Square, to: Square): boolean {
  return level(board, to) === 3 && level(board, from) < 3;
}

function withWorkers(board: Board, seat: number, squares: readonly Square[]): Board {
  const workers = board.workers.map((ws, s) => (s === seat ? [...squares] : ws));
  return { ...board, workers };
}

/** Moves the worker on `from` to `to`, keeping it in its slot. */
function moveWorker(board: Board, from: Square, to: Square): Board {
  const seat = board.toMove;
  return withWorkers(
    board,
    seat,
    workersOf(board, seat).map((w) => (w === from ? to : w)),
  );
}

/** §2.4: a block on level 0–2, a dome on level 3. */
function buildOn(board: Board, sq: Square): Board {
  if (level(board, sq) < 3) {
    return { ...board, levels: board.levels.map((l, s) => (s === sq ? l + 1 : l)) };
  }
  return { ...board, domes: board.domes.map((d, s) => d || s === sq) };
}

// ---------------------------------------------------------------------------------------------------
// Stage 1: complete turns, without R2

/** Spec §2.3: after a placement the other seat places if it still has no workers, else `start` moves. */
function nextAfterPlacement(board: Board, placed: Board): number {
  const other = otherSeat(board.toMove);
  return workersOf(placed, other).length === 0 ? other : board.start;
}

function* placementChildren(board: Board): Generator<Child> {
  const free = ALL_SQUARES.filter((sq) => !isOccupied(board, sq));
  for (const first of free) {
    for (const second of free) {
      if (first === second) continue;
      const placed = withWorkers(board, board.toMove, [first, second]);
      const text = `@${squareName(first)} @${squareName(second)}`;
      yield { text, board: { ...placed, toMove: nextAfterPlacement(board, placed) } };
    }
  }
}

function* moveBuildChildren(board: Board): Generator<Child> {
  const me = board.toMove;
  const handOver = (b: Board): Board => ({ ...b, toMove: otherSeat(me) });
  for (const from of workersOf(board, me)) {
    for (const to of neighbours(from)) {
      if (!canMove(board, from, to)) continue;
      const moved = moveWorker(board, from, to);
      const moveText = `${squareName(from)}-${squareName(to)}`;
      if (isWinningMove(board, from, to)) {
        yield { text: moveText, board: { ...handOver(moved), winner: me } };
        continue;
      }
      for (const at of neighbours(to)) {
        if (isOccupied(moved, at)) continue;
        yield { text: `${moveText} +${squareName(at)}`, board: handOver(buildOn(moved, at)) };
      }
    }
  }
}

/** Every complete turn (all spellings, duplicates included); lazy so that R2 can stop at the first. */
function* rawChildren(board: Board): Generator<Child> {
  if (board.winner !== null) return;
  yield* isPlacing(board) ? placementChildren(board) : moveBuildChildren(board);
}

function hasCompleteTurn(board: Board): boolean {
  return rawChildren(board).next().done !== true;
}

// ---------------------------------------------------------------------------------------------------
// Stage 2: R2, distinct children, the public API

/** R2: a turn that does not win outright wins if the next player then has no complete legal turn. */
function withR2(board: Board, child: Board): Board {
  if (child.winner !== null || hasCompleteTurn(child)) return child;
  return { ...child, winner: board.toMove };
}

/** All legal turns with their resulting boards, every spelling (`@x @y` and `@y @x` both present). */
function allTurns(board: Board): Child[] {
  return [...rawChildren(board)].map((c) => ({ text: c.text, board: withR2(board, c.board) }));
}

/** One per distinct resulting position (spec §5 `moves`): the first spelling generated. */
export function firstPerKey<T extends { key: string }>(turns: readonly T[]): T[] {
  const byKey = new Map<string, T>();
  for (const turn of turns) if (!byKey.has(turn.key)) byKey.set(turn.key, turn);
  return [...byKey.values()];
}

function keyed(child: Child): Child & { key: string } {
  return { ...child, key: boardKey(child.board) };
}

function distinctTurns(board: Board): Child[] {
  return firstPerKey(allTurns(board).map(keyed));
}

function toReferenceTurn(child: Child): ReferenceTurn {
  const position = boardToJson(child.board);
  return { turn: child.text, position, winner: child.board.winner, key: jsonKey(position) };
}

/** Every legal turn of `json`, every spelling: `@x @y` and `@y @x` both appear. */
export function referenceAllTurns(json: PositionJson): ReferenceTurn[] {
  return allTurns(boardFromJson(json)).map(toReferenceTurn);
}

/** The legal turns of `json`, one per distinct resulting position. */
export function referenceMoves(json: PositionJson): ReferenceTurn[] {
  return firstPerKey(referenceAllTurns(json));
}

/** Every legal turn by its canonical text (both placement orders), for applying many texts at once. */
export function referenceTurnTable(json: PositionJson): Map<string, ReferenceTurn> {
  return new Map(referenceAllTurns(json).map((t) => [t.turn, t]));
}

/**
 * Applies one turn written exactly as `moves` prints it (spec §3; squares case-insensitive).
 * Returns null when the text is not a legal complete turn here.
 */
export function referenceApply(json: PositionJson, turnText: string): ReferenceTurn | null {
  return referenceTurnTable(json).get(turnText.toLowerCase()) ?? null;
}

/**
 * Spec §2.1 comparison key: equal iff the two positions are the same. Expects lower-case squares
 * (canonical JSON, or anything passed through `readPositionJson`).
 */
export function referenceKey(json: PositionJson): string {
  return jsonKey(json);
}

function perftBoard(board: Board, depth: number): number {
  if (depth === 0) return 1;
  let leaves = 0;
  for (const child of distinctTurns(board)) {
    leaves += child.board.winner !== null ? 1 : perftBoard(child.board, depth - 1);
  }
  return leaves;
}

/** Spec §5: perft(p,0) = 1; perft(p,N) = Σ over distinct children of (1 if won, else perft(child,N−1)). */
export function referencePerft(json: PositionJson, depth: number): number {
  return perftBoard(boardFromJson(json), depth);
}

/** The spec §2.3 empty 2-player board; `start` is the Start Player. */
export function referenceEmptyPosition(start = 0): PositionJson {
  const json: PositionJson = {
    players: [{ workers: [] }, { workers: [] }],
    levels: ['00000', '00000', '00000', '00000', '00000'],
    domes: [],
    toMove: start,
  };
  if (start !== 0) json.start = start;
  return json;
}
