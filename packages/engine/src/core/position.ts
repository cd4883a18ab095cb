import type { GodName } from './godNames.js';
import {
  memorySeed,
  memorySlotByKey,
  mix32,
  NO_MEMORY,
  type MemorySlot,
  type SeatMemory,
} from './seatMemory.js';
import { DEFAULT_RULES, type RuleSwitches } from './rules.js';
import { SQUARE_COUNT, type Square } from './square.js';
import { squares, type SquareSet } from './squareSet.js';
import {
  DOME_KEY,
  FEMALE_KEY,
  LEVEL_KEY,
  OUT_KEY,
  TO_MOVE_KEY,
  WINNER_KEY,
  WORKER_KEY,
  ZOBRIST,
} from './zobrist.js';

const { hi: KEY_HI, lo: KEY_LO } = ZOBRIST;

/** No worker in a slot / no winner. */
export const NONE = -1;

/** What a game is set up with: fixed for the whole game. */
export interface GameSetup {
  readonly gods: readonly (GodName | null)[];
  readonly start: number;
  readonly rules: RuleSwitches;
  /**
   * Sides whose two workers are told apart, as bits (Selene's male and female): worked out from the
   * gods' powers by `gameSetup` (gameSetup.ts); absent means none.
   */
  readonly orderedSides?: number;
}

/** A worker on a square: its side (a seat, or a team in 4 players), its slot and whether it is female. */
export interface WorkerOnSquare {
  readonly side: number;
  /** 0 or 1: the second slot is the female worker (R15). */
  readonly slot: number;
  /** The worker is told apart as female (Selene's game; see `orderedSides`). */
  readonly female: boolean;
}

/**
 * Everything needed to continue a game (spec §2): the board as bitboards, the workers, whose turn,
 * the winner — read only. Every public operation of the engine returns a new position and leaves
 * the one it was given as it was; only the engine changes a position (its `MutablePosition`).
 *
 * Heights are cumulative layers (`l1` ⊇ `l2` ⊇ `l3`) and domes a separate set, so a dome never
 * erases the level under it. Workers belong to *sides*: a side is a seat in 2–3 players and a team
 * in 4 (teammates share their two workers). Each side has two slots; the second is the female
 * worker (R15).
 */
export interface Position {
  /** Squares of level 1 or more. */
  readonly l1: SquareSet;
  /** Squares of level 2 or more. */
  readonly l2: SquareSet;
  /** Squares of level 3. */
  readonly l3: SquareSet;
  readonly domes: SquareSet;
  /** Worker squares by side * 2 + slot, NONE when empty. */
  readonly workerSquares: readonly number[];
  /** Worker sets by side. */
  readonly sideWorkers: readonly number[];
  /** Seats eliminated (3 players). */
  readonly out: readonly boolean[];
  /** The seat to move. */
  readonly turn: number;
  /** The winning seat, or NONE. */
  readonly win: number;
  /** The Zobrist hash as two int32 words [hi, lo]. */
  readonly hash: readonly number[];
  /** Each seat's power memory (read a field with `memoryOf`). */
  readonly memory: readonly SeatMemory[];
  readonly playerCount: number;
  readonly sideCount: number;
  readonly setup: GameSetup;
  /** Sides whose two workers are told apart (Selene's male and female; Circe's in a game with Selene): bits. */
  readonly orderedSides: number;

  readonly toMove: number;
  readonly winner: number | null;
  readonly rules: RuleSwitches;
  readonly start: number;
  /** The player to move still has to place workers (spec §2.3). */
  readonly inPlacement: boolean;
  /** Squares holding a worker. */
  readonly workers: SquareSet;
  /** Squares holding a worker or a dome. */
  readonly occupied: SquareSet;

  sideOf(seat: number): number;
  godOf(seat: number): GodName | null;
  isOut(seat: number): boolean;
  /** The height of `sq`: 0–3 (a dome does not count). */
  levelAt(sq: Square): number;
  domeAt(sq: Square): boolean;
  /** The worker-owning side on `sq`, or NONE. */
  sideAt(sq: Square): number;
  /** The worker on `sq`, or null. */
  workerAt(sq: Square): WorkerOnSquare | null;
  /** The worker on `sq` is a female worker told apart from her partner (Selene's game). */
  femaleAt(sq: Square): boolean;
  /** Squares of the workers `seat` may select, in slot order. */
  workersOf(seat: number): Square[];
  /** The worker squares of a side by slot (NONE for an empty slot). */
  slotsOf(side: number): [number, number];
  /** Seats other than `seat` that are its opponents and still in the game. */
  opponentsOf(seat: number): number[];
  /** The next seat in turn order after `seat` that is still in the game. */
  nextSeat(seat: number): number;
  /** The value of one of a seat's memory fields (its start-of-game value when absent). */
  memoryOf<T>(seat: number, field: MemorySlot<T>): T;
}

/**
 * The engine's own, changeable position: what every `Position` is. Its fields are public for the
 * engine's hot loops; each change keeps the hash in step. Never handed out as changeable: the
 * public API types it as `Position`.
 */
export class MutablePosition implements Position {
  l1: SquareSet = 0;
  l2: SquareSet = 0;
  l3: SquareSet = 0;
  domes: SquareSet = 0;
  /** Worker squares by side * 2 + slot, NONE when empty. (Plain arrays: cheaper to copy than typed ones.) */
  readonly workerSquares: number[];
  /** Worker sets by side. */
  readonly sideWorkers: number[];
  /** Seats eliminated (3 players). Copies of a position share this array until one changes: read only. */
  readonly out: boolean[];
  turn = 0;
  win = NONE;
  /**
   * The Zobrist hash as two int32 words [hi, lo]. An array, not two fields: V8 boxes int32 values
   * wider than a small integer in object fields, which would allocate at every change.
   */
  readonly hash: number[] = [0, 0];
  /**
   * Each seat's power memory (values: replaced, never changed in place; read with `memoryOf`).
   * Copies of a position share this array until one changes: read only.
   */
  readonly memory: SeatMemory[];

  readonly playerCount: number;
  readonly sideCount: number;
  readonly setup: GameSetup;
  /** Sides whose two workers are told apart (Selene's male and female; Circe's in a game with Selene): bits. */
  readonly orderedSides: number;
  /** The setup's traits (traits.ts), worked out on first use and shared by copies: engine internal. */
  traitsCache: unknown = undefined;
  /**
   * The power each seat holds, worked out on first use (held.ts) where powers change hands: shared
   * by copies, and dropped when memory or eliminations change (they decide who holds what).
   */
  heldPowers: unknown[];
  /** `out` and `memory` may be another position's arrays too: copy them before writing. */
  private seatArraysShared = false;

  /** A new position of `setup` before placement; with `source` (clone's path), a copy of it. */
  constructor(setup: GameSetup, source?: MutablePosition) {
    this.setup = setup;
    if (source !== undefined) {
      this.playerCount = source.playerCount;
      this.sideCount = source.sideCount;
      this.workerSquares = source.workerSquares.slice();
      this.sideWorkers = source.sideWorkers.slice();
      // Shared until one of the two changes them (they rarely change: see ownSeatArrays).
      this.out = source.out;
      this.memory = source.memory;
      this.seatArraysShared = true;
      source.seatArraysShared = true;
      this.orderedSides = source.orderedSides;
      this.traitsCache = source.traitsCache;
      this.heldPowers = source.heldPowers;
      return;
    }
    this.playerCount = setup.gods.length;
    this.sideCount = this.playerCount === 4 ? 2 : this.playerCount;
    this.workerSquares = new Array<number>(this.sideCount * 2).fill(NONE);
    this.sideWorkers = new Array<number>(this.sideCount).fill(0);
    this.out = new Array<boolean>(this.playerCount).fill(false);
    this.memory = new Array<SeatMemory>(this.playerCount).fill(NO_MEMORY);
    this.orderedSides = setup.orderedSides ?? 0;
    this.heldPowers = [];
    this.turn = setup.start;
    this.xorKey(TO_MOVE_KEY + this.turn);
  }

  // ---- Reading ----

  get toMove(): number {
    return this.turn;
  }

  get winner(): number | null {
    return this.win === NONE ? null : this.win;
  }

  get rules(): RuleSwitches {
    return this.setup.rules;
  }

  get start(): number {
    return this.setup.start;
  }

  /** The player to move still has to place workers (spec §2.3). */
  get inPlacement(): boolean {
    return this.win === NONE && !this.out[this.turn] && this.sideWorkers[this.sideOf(this.turn)] === 0;
  }

  get workers(): SquareSet {
    let all = 0;
    for (let side = 0; side < this.sideCount; side++) all |= this.sideWorkers[side] ?? 0;
    return all;
  }

  /** Squares holding a worker or a dome. */
  get occupied(): SquareSet {
    return this.workers | this.domes;
  }

  sideOf(seat: number): number {
    return this.playerCount === 4 ? seat & 1 : seat;
  }

  godOf(seat: number): GodName | null {
    return this.setup.gods[seat] ?? null;
  }

  isOut(seat: number): boolean {
    return this.out[seat] === true;
  }

  levelAt(sq: Square): number {
    return ((this.l1 >>> sq) & 1) + ((this.l2 >>> sq) & 1) + ((this.l3 >>> sq) & 1);
  }

  domeAt(sq: Square): boolean {
    return ((this.domes >>> sq) & 1) !== 0;
  }

  /** The worker-owning side on `sq`, or NONE. */
  sideAt(sq: Square): number {
    for (let side = 0; side < this.sideCount; side++)
      if (((this.sideWorkers[side] ?? 0) >>> sq) & 1) return side;
    return NONE;
  }

  workerAt(sq: Square): WorkerOnSquare | null {
    const index = this.workerSquares.indexOf(sq);
    if (index < 0) return null;
    const side = index >> 1;
    const slot = index & 1;
    return { side, slot, female: slot === 1 && ((this.orderedSides >> side) & 1) === 1 };
  }

  femaleAt(sq: Square): boolean {
    const index = this.workerSquares.indexOf(sq);
    return (index & 1) === 1 && ((this.orderedSides >> (index >> 1)) & 1) === 1;
  }

  /** Squares of the workers `seat` may select, in slot order. */
  workersOf(seat: number): Square[] {
    const side = this.sideOf(seat);
    const out: Square[] = [];
    for (let slot = 0; slot < 2; slot++) {
      const sq = this.workerSquares[side * 2 + slot] ?? NONE;
      if (sq !== NONE) out.push(sq);
    }
    return out;
  }

  /** The worker squares of a side by slot (NONE for an empty slot). */
  slotsOf(side: number): [number, number] {
    return [this.workerSquares[side * 2] ?? NONE, this.workerSquares[side * 2 + 1] ?? NONE];
  }

  /** Seats other than `seat` that are its opponents and still in the game. */
  opponentsOf(seat: number): number[] {
    const side = this.sideOf(seat);
    const out: number[] = [];
    for (let other = 0; other < this.playerCount; other++)
      if (this.sideOf(other) !== side && !this.out[other]) out.push(other);
    return out;
  }

  /** The next seat in turn order after `seat` that is still in the game. */
  nextSeat(seat: number): number {
    for (let i = 1; i <= this.playerCount; i++) {
      const next = (seat + i) % this.playerCount;
      if (!this.out[next]) return next;
    }
    return seat;
  }

  /** A changeable copy (engine internal: see `mutableCopy`). */
  clone(): MutablePosition {
    const copy = new MutablePosition(this.setup, this);
    copy.l1 = this.l1;
    copy.l2 = this.l2;
    copy.l3 = this.l3;
    copy.domes = this.domes;
    copy.turn = this.turn;
    copy.win = this.win;
    copy.hash[0] = this.hash[0] ?? 0;
    copy.hash[1] = this.hash[1] ?? 0;
    return copy;
  }

  // ---- Changing (engine internals: each keeps the hash in step) ----

  private xorKey(index: number): void {
    const hash = this.hash;
    hash[0] = (hash[0] ?? 0) ^ (KEY_HI[index] ?? 0);
    hash[1] = (hash[1] ?? 0) ^ (KEY_LO[index] ?? 0);
  }

  /** Adds the next piece on `sq`: a block, or the dome on level 3 or when `dome` is set. */
  buildOn(sq: Square, dome: boolean): void {
    const b = 1 << sq;
    if (dome || (this.l3 & b) !== 0) {
      this.domes |= b;
      this.xorKey(DOME_KEY + sq);
    } else if ((this.l1 & b) === 0) {
      this.l1 |= b;
      this.xorKey(LEVEL_KEY + sq * 3);
    } else if ((this.l2 & b) === 0) {
      this.l2 |= b;
      this.xorKey(LEVEL_KEY + sq * 3 + 1);
    } else {
      this.l3 |= b;
      this.xorKey(LEVEL_KEY + sq * 3 + 2);
    }
  }

  /** Removes the top piece of `sq` (the dome if there is one): the exact inverse of buildOn. */
  unbuild(sq: Square): void {
    const b = 1 << sq;
    if ((this.domes & b) !== 0) {
      this.domes &= ~b;
      this.xorKey(DOME_KEY + sq);
    } else if ((this.l3 & b) !== 0) {
      this.l3 &= ~b;
      this.xorKey(LEVEL_KEY + sq * 3 + 2);
    } else if ((this.l2 & b) !== 0) {
      this.l2 &= ~b;
      this.xorKey(LEVEL_KEY + sq * 3 + 1);
    } else if ((this.l1 & b) !== 0) {
      this.l1 &= ~b;
      this.xorKey(LEVEL_KEY + sq * 3);
    }
  }

  /** Puts a worker of `side` in `slot` on `sq` (which must be free). */
  putWorker(side: number, slot: number, sq: Square): void {
    this.workerSquares[side * 2 + slot] = sq;
    this.sideWorkers[side] = (this.sideWorkers[side] ?? 0) | (1 << sq);
    this.xorKey(WORKER_KEY + side * SQUARE_COUNT + sq);
    if (slot === 1 && (this.orderedSides >> side) & 1) this.xorKey(FEMALE_KEY + sq);
  }

  /** Takes the worker of `side` in `slot` off the board. */
  takeWorker(side: number, slot: number): void {
    const sq = this.workerSquares[side * 2 + slot] ?? NONE;
    if (sq === NONE) return;
    this.workerSquares[side * 2 + slot] = NONE;
    this.sideWorkers[side] = (this.sideWorkers[side] ?? 0) & ~(1 << sq);
    this.xorKey(WORKER_KEY + side * SQUARE_COUNT + sq);
    if (slot === 1 && (this.orderedSides >> side) & 1) this.xorKey(FEMALE_KEY + sq);
  }

  /** Relocates the worker on `from` to the free square `to`, keeping its slot. */
  relocate(from: Square, to: Square): void {
    const index = this.workerSquares.indexOf(from);
    if (index < 0) return;
    const side = index >> 1;
    this.workerSquares[index] = to;
    this.sideWorkers[side] = ((this.sideWorkers[side] ?? 0) & ~(1 << from)) | (1 << to);
    this.xorKey(WORKER_KEY + side * SQUARE_COUNT + from);
    this.xorKey(WORKER_KEY + side * SQUARE_COUNT + to);
    if ((index & 1) === 1 && (this.orderedSides >> side) & 1) {
      this.xorKey(FEMALE_KEY + from);
      this.xorKey(FEMALE_KEY + to);
    }
  }

  /** Exchanges the workers on `a` and `b` (Apollo's swap): each keeps its slot. */
  swapWorkers(a: Square, b: Square): void {
    const indexA = this.workerSquares.indexOf(a);
    const indexB = this.workerSquares.indexOf(b);
    if (indexA < 0 || indexB < 0) return;
    const sideA = indexA >> 1;
    const sideB = indexB >> 1;
    this.takeWorker(sideA, indexA & 1);
    this.takeWorker(sideB, indexB & 1);
    this.putWorker(sideA, indexA & 1, b);
    this.putWorker(sideB, indexB & 1, a);
  }

  /** Moves the worker in slot `index` (side * 2 + slot) from `from` to `to`: the hot-path relocate. */
  moveSlot(index: number, from: Square, to: Square): void {
    const side = index >> 1;
    this.workerSquares[index] = to;
    this.sideWorkers[side] = (this.sideWorkers[side] ?? 0) ^ ((1 << from) | (1 << to));
    const key = WORKER_KEY + side * SQUARE_COUNT;
    const hash = this.hash;
    hash[0] = (hash[0] ?? 0) ^ (KEY_HI[key + from] ?? 0) ^ (KEY_HI[key + to] ?? 0);
    hash[1] = (hash[1] ?? 0) ^ (KEY_LO[key + from] ?? 0) ^ (KEY_LO[key + to] ?? 0);
    if (this.orderedSides !== 0 && (index & 1) === 1 && (this.orderedSides >> side) & 1) {
      this.xorKey(FEMALE_KEY + from);
      this.xorKey(FEMALE_KEY + to);
    }
  }

  /** The value of one of a seat's memory fields (its start-of-game value when absent). */
  memoryOf<T>(seat: number, field: MemorySlot<T>): T {
    const value = (this.memory[seat] ?? NO_MEMORY)[field.key] as T | undefined;
    return value === undefined ? field.initial : value;
  }

  /** Sets one of a seat's memory fields (the start-of-game value removes it). */
  setMemoryOf<T>(seat: number, field: MemorySlot<T>, value: T): void {
    const old = this.memory[seat] ?? NO_MEMORY;
    const before = old[field.key] as T | undefined;
    const stored = value === field.initial ? undefined : value;
    // Nothing changes (Circe's check most turns): no new object, the hash stays.
    if (before === stored) return;
    if (before !== undefined) this.xorMemoryKey(seat, field, field.hash(before));
    if (stored !== undefined) this.xorMemoryKey(seat, field, field.hash(stored));
    let next: SeatMemory;
    if (old === NO_MEMORY) next = stored === undefined ? NO_MEMORY : { [field.key]: stored };
    else {
      const copy: Record<string, unknown> = {};
      let fields = 0;
      for (const key in old)
        if (key !== field.key) {
          copy[key] = old[key];
          fields++;
        }
      if (stored !== undefined) {
        copy[field.key] = stored;
        fields++;
      }
      next = fields === 0 ? NO_MEMORY : copy;
    }
    this.ownSeatArrays();
    this.memory[seat] = next;
    this.heldPowers = [];
  }

  /** XORs one memory field's value on one seat in or out of the hash (a value hashing to 0 has no key). */
  private xorMemoryKey(
    seat: number,
    field: Pick<MemorySlot<unknown>, 'key' | 'seed'>,
    valueHash: number,
  ): void {
    if (valueHash === 0) return;
    const hi = mix32(valueHash ^ memorySeed(seat, field));
    const hash = this.hash;
    hash[0] = (hash[0] ?? 0) ^ hi;
    hash[1] = (hash[1] ?? 0) ^ mix32(hi ^ 0x27d4eb2f);
  }

  /** Resets every memory field of a seat to its start-of-game value. */
  clearMemory(seat: number): void {
    const old = this.memory[seat] ?? NO_MEMORY;
    if (old === NO_MEMORY) return;
    this.xorMemory(seat, old);
    this.ownSeatArrays();
    this.memory[seat] = NO_MEMORY;
    this.heldPowers = [];
  }

  private xorMemory(seat: number, memory: SeatMemory): void {
    for (const [key, value] of Object.entries(memory)) {
      const field = memorySlotByKey(key);
      if (field !== undefined) this.xorMemoryKey(seat, field, field.hash(value));
    }
  }

  private xorWords([hi, lo]: [number, number]): void {
    const hash = this.hash;
    hash[0] = (hash[0] ?? 0) ^ hi;
    hash[1] = (hash[1] ?? 0) ^ lo;
  }

  setToMove(seat: number): void {
    this.xorKey(TO_MOVE_KEY + this.turn);
    this.turn = seat;
    this.xorKey(TO_MOVE_KEY + seat);
  }

  setWinner(seat: number): void {
    if (this.win !== NONE) this.xorKey(WINNER_KEY + this.win);
    this.win = seat;
    if (seat !== NONE) this.xorKey(WINNER_KEY + seat);
  }

  /** Eliminates `seat` (3 players): its workers leave the board and its power memory goes (spec §2.2). */
  eliminate(seat: number): void {
    if (this.out[seat]) return;
    this.clearMemory(seat);
    const side = this.sideOf(seat);
    this.takeWorker(side, 0);
    this.takeWorker(side, 1);
    this.ownSeatArrays();
    this.out[seat] = true;
    this.heldPowers = [];
    this.xorKey(OUT_KEY + seat);
  }

  /** Gives this position its own `out` and `memory` arrays before it changes one. */
  private ownSeatArrays(): void {
    if (!this.seatArraysShared) return;
    const self = this as { out: boolean[]; memory: SeatMemory[] };
    self.out = this.out.slice();
    self.memory = this.memory.slice();
    this.seatArraysShared = false;
  }

  /** Recomputes the hash from scratch (after construction from parts). */
  rehash(): void {
    this.hash[0] = 0;
    this.hash[1] = 0;
    for (const sq of squares(this.l1)) this.xorKey(LEVEL_KEY + sq * 3);
    for (const sq of squares(this.l2)) this.xorKey(LEVEL_KEY + sq * 3 + 1);
    for (const sq of squares(this.l3)) this.xorKey(LEVEL_KEY + sq * 3 + 2);
    for (const sq of squares(this.domes)) this.xorKey(DOME_KEY + sq);
    for (let side = 0; side < this.sideCount; side++)
      for (const sq of squares(this.sideWorkers[side] ?? 0))
        this.xorKey(WORKER_KEY + side * SQUARE_COUNT + sq);
    this.xorKey(TO_MOVE_KEY + this.turn);
    if (this.win !== NONE) this.xorKey(WINNER_KEY + this.win);
    for (let seat = 0; seat < this.playerCount; seat++) {
      if (this.out[seat]) this.xorKey(OUT_KEY + seat);
      this.xorMemory(seat, this.memory[seat] ?? NO_MEMORY);
    }
  }
}

/** The empty board before placement (spec §2), base game. */
export function emptyPosition(players = 2): Position {
  if (players !== 2) throw new RangeError('games of 3 or 4 players need God Powers (rule R14)');
  return new MutablePosition({ gods: new Array<null>(players).fill(null), start: 0, rules: DEFAULT_RULES });
}

/**
 * `pos` as the engine's own changeable object. Every position the engine hands out is one: the
 * read-only type is what the public API promises, not a different object. Only for a position the
 * engine has just made and owns, or for its caches (`traitsCache`, `heldPowers`): the check is the
 * type's, on the hot path.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- see above
export const owned = (pos: Position): MutablePosition => pos as MutablePosition;

/** A changeable copy of `pos` for the engine to work on; refuses an object the engine did not make. */
export function mutableCopy(pos: Position): MutablePosition {
  if (!(pos instanceof MutablePosition))
    throw new TypeError('not a position made by the engine (parse JSON with parsePosition)');
  return pos.clone();
}
