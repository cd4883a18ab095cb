/**
 * A deliberately straightforward perft on plain arrays: the baseline the bitboard engine is measured
 * against. Base game only (two players, no powers). Nothing here is optimised beyond the obvious; it
 * exists to show what the engine's representation buys and to cross-check its leaf counts.
 *
 * Counting convention (spec §5): perft(p, 0) = 1; perft(p, N) = Σ over p's distinct children c of
 * 1 if c has a winner, else perft(c, N − 1). A placement turn places both workers (an unordered pair);
 * a winning move is one leaf with no build; a child whose player to move has no legal turn has a
 * winner (the player who just moved).
 */

/** Squares are numbered rank-major from a1: a1 = 0, b1 = 1, …, e1 = 4, a2 = 5, …, e5 = 24. */
export interface NaiveState {
  /** Blocks on each square, 0–3. */
  heights: number[];
  /** Whether each square carries a dome. */
  domes: boolean[];
  /** workers[player] = the squares of that player's workers (empty before placement). */
  workers: number[][];
  toMove: number;
  /** The seat that takes the first turn after placement. */
  start: number;
  /** The seat that has won, or -1. */
  winner: number;
}

/** The subset of the position JSON (spec §2) the baseline understands. */
export interface NaivePositionJson {
  players: readonly { workers: readonly string[]; god?: string | null }[];
  levels: readonly string[];
  domes: readonly string[];
  toMove: number;
  start?: number;
  winner?: number;
}

const SIZE = 5;
const SQUARES = SIZE * SIZE;

/** NEIGHBOURS[s] = the squares adjacent to s (up to 8). */
const NEIGHBOURS: number[][] = [];
for (let s = 0; s < SQUARES; s++) {
  const file = s % SIZE;
  const rank = Math.floor(s / SIZE);
  const list: number[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let df = -1; df <= 1; df++) {
      if (df === 0 && dr === 0) continue;
      const f = file + df;
      const r = rank + dr;
      if (f >= 0 && f < SIZE && r >= 0 && r < SIZE) list.push(r * SIZE + f);
    }
  }
  NEIGHBOURS.push(list);
}

function parseSquare(name: string): number {
  const m = /^([a-e])([1-5])$/i.exec(name);
  if (m?.[1] === undefined || m[2] === undefined) throw new Error(`bad square: ${name}`);
  return (Number(m[2]) - 1) * SIZE + (m[1].toLowerCase().charCodeAt(0) - 97);
}

export function naiveEmpty(): NaiveState {
  return {
    heights: new Array<number>(SQUARES).fill(0),
    domes: new Array<boolean>(SQUARES).fill(false),
    workers: [[], []],
    toMove: 0,
    start: 0,
    winner: -1,
  };
}

/** Builds a baseline state from a base-game, two-player position JSON; throws on anything else. */
export function naiveFromJson(json: NaivePositionJson): NaiveState {
  if (json.players.length !== 2) throw new Error('the naive baseline supports two players only');
  const state = naiveEmpty();
  json.players.forEach((player, seat) => {
    if (player.god !== undefined && player.god !== null) throw new Error('the naive baseline has no powers');
    state.workers[seat] = player.workers.map(parseSquare);
  });
  if (json.levels.length !== SIZE) throw new Error('levels: five rows expected');
  json.levels.forEach((row, i) => {
    const rank = SIZE - 1 - i;
    for (let file = 0; file < SIZE; file++) {
      const level = Number(row[file]);
      if (!(level >= 0 && level <= 3)) throw new Error(`levels: bad row ${row}`);
      state.heights[rank * SIZE + file] = level;
    }
  });
  for (const name of json.domes) state.domes[parseSquare(name)] = true;
  state.toMove = json.toMove;
  state.start = json.start ?? 0;
  state.winner = json.winner ?? -1;
  return state;
}

function isOccupied(state: NaiveState, square: number): boolean {
  if (state.domes[square] === true) return true;
  for (const list of state.workers) {
    for (const w of list) if (w === square) return true;
  }
  return false;
}

function height(state: NaiveState, square: number): number {
  return state.heights[square] ?? 0;
}

function neighbours(square: number): number[] {
  return NEIGHBOURS[square] ?? [];
}

function freeSquareCount(state: NaiveState): number {
  let n = 0;
  for (let s = 0; s < SQUARES; s++) if (!isOccupied(state, s)) n++;
  return n;
}

/**
 * Whether `player` has a complete legal turn. In the base game a worker that moved can always build on
 * the square it left, so a legal move is enough.
 */
function hasLegalTurn(state: NaiveState, player: number): boolean {
  const list = state.workers[player] ?? [];
  if (list.length === 0) return freeSquareCount(state) >= 2;
  for (const from of list) {
    const h = height(state, from);
    for (const to of neighbours(from)) {
      if (!isOccupied(state, to) && height(state, to) <= h + 1) return true;
    }
  }
  return false;
}

/** Counts one child (already made on `state`, whose `toMove` is the next player). */
function countChild(state: NaiveState, depth: number): number {
  if (depth === 1) return 1;
  if (!hasLegalTurn(state, state.toMove)) return 1; // the player who just moved has won
  return naivePerft(state, depth - 1);
}

function perftPlacement(state: NaiveState, depth: number, player: number): number {
  const other = 1 - player;
  const list = state.workers[player];
  if (list === undefined) return 0;
  const otherPlaced = (state.workers[other] ?? []).length > 0;
  let leaves = 0;
  for (let a = 0; a < SQUARES; a++) {
    if (isOccupied(state, a)) continue;
    for (let b = a + 1; b < SQUARES; b++) {
      if (isOccupied(state, b)) continue;
      list.push(a, b);
      state.toMove = otherPlaced ? state.start : other;
      leaves += countChild(state, depth);
      state.toMove = player;
      list.length = 0;
    }
  }
  return leaves;
}

function perftMoves(state: NaiveState, depth: number, player: number): number {
  const list = state.workers[player];
  if (list === undefined) return 0;
  let leaves = 0;
  for (let i = 0; i < list.length; i++) {
    const from = list[i] ?? 0;
    const fromHeight = height(state, from);
    for (const to of neighbours(from)) {
      if (isOccupied(state, to)) continue;
      const toHeight = height(state, to);
      if (toHeight > fromHeight + 1) continue;
      list[i] = to;
      if (toHeight === 3 && fromHeight < 3) {
        leaves += 1; // moved up onto level 3: a win, the turn ends without a build
      } else {
        for (const at of neighbours(to)) {
          if (isOccupied(state, at)) continue;
          const before = height(state, at);
          if (before === 3) state.domes[at] = true;
          else state.heights[at] = before + 1;
          state.toMove = 1 - player;
          leaves += countChild(state, depth);
          state.toMove = player;
          if (before === 3) state.domes[at] = false;
          else state.heights[at] = before;
        }
      }
      list[i] = from;
    }
  }
  return leaves;
}

/** Perft by the spec's convention, visiting (making and unmaking) every leaf. */
export function naivePerft(state: NaiveState, depth: number): number {
  if (depth === 0) return 1;
  if (state.winner >= 0) return 0;
  const player = state.toMove;
  if ((state.workers[player] ?? []).length === 0) return perftPlacement(state, depth, player);
  return perftMoves(state, depth, player);
}
