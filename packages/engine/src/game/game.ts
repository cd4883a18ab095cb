import type { Position } from '../core/position.js';
import type { GameRecord } from '../record/record.js';
import type { Turn } from '../core/steps.js';

/** A turn of a game: who played it and what, in canonical notation (spec §3) and as steps. */
export interface PlayedTurn {
  /** The seat that played it (the player to move before it). */
  readonly seat: number;
  readonly text: string;
  readonly steps: Turn;
}

/**
 * A game: how it started, every turn played and every position it went through. A value — every
 * operation (`playTurn`, `undoTurn`, …) returns a new game and leaves this one as it was — made
 * only by the functions of this folder, so its parts always agree: `record.turns[i]` is
 * `turns[i].text`, `positions[0]` is the start and `positions[i]` the position after turn i.
 * It holds no seats or clocks: who plays a seat is the application's business. It is stored and
 * sent as its record (`gameRecord`, then `recordToJson` or `formatRecordText`).
 */
export interface Game {
  /** The game record so far (spec §4): the setup or start position, and the turns. */
  readonly record: Readonly<GameRecord>;
  readonly turns: readonly PlayedTurn[];
  readonly positions: readonly Position[];
}

/** Freezes a JSON-like value and everything in it (what is frozen already is left as it is). */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

/**
 * Puts a game together from parts that agree (see Game), frozen: the record all through, the
 * lists of turns and positions. Positions are values by the engine's contract, not frozen (the
 * engine keeps caches on them).
 */
export function makeGame(
  record: GameRecord,
  turns: readonly PlayedTurn[],
  positions: readonly Position[],
): Game {
  return Object.freeze({
    record: deepFreeze({ ...record, turns: [...record.turns] }),
    turns: Object.freeze(turns.map(deepFreeze)),
    positions: Object.freeze([...positions]),
  });
}

/** The position the game starts from. */
export const startPosition = (game: Game): Position => game.positions[0] as Position;

/** The position now: after the last turn played. */
export const currentPosition = (game: Game): Position =>
  game.positions[game.positions.length - 1] as Position;

/** The game record (spec §4): a copy, a plain value to change or to write with `recordToJson`. */
export const gameRecord = (game: Game): GameRecord => JSON.parse(JSON.stringify(game.record)) as GameRecord;
