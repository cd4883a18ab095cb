import type { GodName } from '../core/godNames.js';
import {
  parsePosition,
  positionKey,
  positionToJson,
  type PlayerJson,
  type PositionJson,
} from '../json/json.js';
import type { Position } from '../core/position.js';
import type { RuleSwitches } from '../core/rules.js';
import { startingPosition } from '../setup/setup.js';

/** A flat board's levels (rank 5 first). */
export const FLAT = ['00000', '00000', '00000', '00000', '00000'];

/** A player entry as the JSON writes it; the workers may be a read-only list. */
export type PlayerSpec = Omit<PlayerJson, 'workers'> & { readonly workers?: readonly (string | null)[] };

/** A position as the JSON of spec §2 writes it, with defaults: flat, no domes, seat 0 to move. */
export interface BoardSpec {
  readonly players: readonly PlayerSpec[];
  /** Rank 5 first, as in the JSON; flat when absent. */
  readonly levels?: readonly string[];
  readonly domes?: readonly string[];
  readonly toMove?: number;
  readonly start?: number;
  readonly winner?: number;
  /** Rule switches (rules.md Part A), e.g. `{ limusAnyDome: true }`. */
  readonly rules?: Partial<RuleSwitches>;
}

/** A player entry: the god (`null` for none), the workers in slot order, and any power memory. */
export const player = (
  god: GodName | null,
  workers: readonly (string | null)[],
  memory: Partial<PlayerJson> = {},
): PlayerJson => ({ god, workers: [...workers], ...memory });

const toJson = (spec: BoardSpec): PositionJson => {
  const json: PositionJson = {
    players: spec.players.map(({ workers, ...entry }) =>
      workers === undefined ? entry : { ...entry, workers: [...workers] },
    ),
    levels: [...(spec.levels ?? FLAT)],
    domes: [...(spec.domes ?? [])],
    toMove: spec.toMove ?? 0,
  };
  if (spec.start !== undefined) json.start = spec.start;
  if (spec.winner !== undefined) json.winner = spec.winner;
  if (spec.rules !== undefined) json.rules = spec.rules;
  return json;
};

/** The position of `spec`; throws with the parser's message when it is invalid. */
export function board(spec: BoardSpec): Position {
  const result = parsePosition(toJson(spec));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Why the position of `spec` is refused ('' when it is accepted). */
export function boardError(spec: BoardSpec): string {
  const result = parsePosition(toJson(spec));
  return result.ok ? '' : result.error.message;
}

/** The empty board of a lineup, in placement: the setup flow's initial position. */
export function emptyBoard(
  gods: readonly (GodName | null)[],
  rules: Partial<RuleSwitches> = {},
  seed = 0,
): Position {
  const result = startingPosition(gods, 0, rules, seed);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** The position as JSON (spec §2 canonical output), for comparing fields. */
export const json = (pos: Position): PositionJson => positionToJson(pos);

/** The player entries of the position's JSON. */
export const players = (pos: Position): PlayerJson[] => positionToJson(pos).players;

/** A seat's workers as the JSON writes them (slot order). */
export const workers = (pos: Position, seat: number): (string | null)[] =>
  positionToJson(pos).players[seat]?.workers ?? [];

/** The board rows as the JSON writes them (rank 5 first). */
export const levels = (pos: Position): string[] => positionToJson(pos).levels;

/** The canonical key of a position (spec §2.1): equal keys, same position. */
export const key = (pos: Position): string => positionKey(pos);
