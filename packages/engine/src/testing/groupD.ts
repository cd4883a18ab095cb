import { applyTurnText } from '../apply.js';
import type { GodName } from '../gods/names.js';
import { parsePosition, positionKey, positionToJson, type PlayerJson, type PositionJson } from '../json.js';
import type { Position } from '../position.js';
import type { RuleSwitches } from '../rules.js';
import { legalTurns } from '../turns.js';

/** Test helpers for the powers about powers and turns (Chaos, Circe, Dionysus, Morpheus). */

export const FLAT = ['00000', '00000', '00000', '00000', '00000'];

export interface Board {
  readonly players: readonly PlayerJson[];
  readonly levels?: readonly string[];
  readonly domes?: readonly string[];
  readonly toMove?: number;
  readonly start?: number;
  readonly rules?: Partial<RuleSwitches>;
}

/** A position from JSON with defaults (flat board, no domes, player 0 to move); throws if invalid. */
export function board(spec: Board): Position {
  const json: PositionJson = {
    players: spec.players.map((player) => ({ ...player })),
    levels: [...(spec.levels ?? FLAT)],
    domes: [...(spec.domes ?? [])],
    toMove: spec.toMove ?? 0,
  };
  if (spec.start !== undefined) json.start = spec.start;
  if (spec.rules !== undefined) json.rules = spec.rules;
  const result = parsePosition(json);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** A player entry. */
export const seat = (god: GodName | null, workers: readonly string[], memory: Partial<PlayerJson> = {}) => ({
  god,
  workers: [...workers],
  ...memory,
});

/** The texts of the legal turns, sorted. */
export const texts = (pos: Position): string[] => legalTurns(pos).map((turn) => turn.text);

/** Plays turns in order; throws with the rejection message if one is not legal. */
export function play(pos: Position, ...turns: readonly string[]): Position {
  let current = pos;
  for (const turn of turns) {
    const result = applyTurnText(current, turn);
    if (!result.ok) throw new Error(`${turn}: ${result.error.message}`);
    current = result.value;
  }
  return current;
}

/** Why a turn is rejected (the empty string when it is accepted). */
export function rejection(pos: Position, turn: string): string {
  const result = applyTurnText(pos, turn);
  return result.ok ? '' : result.error.message;
}

/** The position as JSON (spec §2 canonical output). */
export const json = (pos: Position): PositionJson => positionToJson(pos);

/** The player entries of a position's JSON. */
export const players = (pos: Position): PlayerJson[] => positionToJson(pos).players;

/** The resulting position of the listed turn with this text; throws when it is not listed. */
export function after(pos: Position, text: string): Position {
  const found = legalTurns(pos).find((turn) => turn.text === text);
  if (found === undefined) throw new Error(`"${text}" is not listed`);
  return found.position;
}

/** Whether two positions are the same (spec §2.1). */
export const same = (a: Position, b: Position): boolean => positionKey(a) === positionKey(b);
