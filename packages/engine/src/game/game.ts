import type { Position } from '../position.js';
import type { GameRecord } from '../record.js';
import type { Turn } from '../steps.js';

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

/** Puts a game together from parts that agree (see Game), frozen. */
export function makeGame(
  record: GameRecord,
  turns: readonly PlayedTurn[],
  positions: readonly Position[],
): Game {
  return Object.freeze({
    record: Object.freeze({ ...record, turns: Object.freeze([...record.turns]) as string[] }),
    turns: Object.freeze([...turns]),
    positions: Object.freeze([...positions]),
  });
}

/** The position the game starts from. */
export const startPosition = (game: Game): Position => game.positions[0] as Position;

/** The position now: after the last turn played. */
export const currentPosition = (game: Game): Position =>
  game.positions[game.positions.length - 1] as Position;

/** The game record (spec §4), a plain value to write with `recordToJson` or `formatRecordText`. */
export function gameRecord(game: Game): GameRecord {
  const { record } = game;
  const copy: GameRecord = {
    ...record,
    players: record.players.map((player) => ({ ...player })),
    turns: [...record.turns],
  };
  if (record.setup !== undefined) copy.setup = { ...record.setup, offered: [...record.setup.offered] };
  return copy;
}
