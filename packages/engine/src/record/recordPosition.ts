import { parsePosition, positionToJson, type PositionError, type PositionJson } from '../json/json.js';
import type { Position } from '../core/position.js';
import type { GameRecord } from './record.js';
import type { Disagreement } from './recordError.js';
import { ok, type Result } from '../core/result.js';
import { RULE_SWITCH_NAMES } from '../core/rules.js';

/**
 * The start position a record may carry (spec §4 `position`): a game that starts from a given
 * position instead of its setup. The record keeps it as canonical spec §2 JSON, so that writing
 * and reading it back is exact.
 */

/** A record's start position read: the position, and its canonical JSON (what the record keeps). */
export interface StartPosition {
  readonly position: Position;
  readonly json: PositionJson;
}

/** Reads a start position from a parsed JSON value; the error is the engine's, naming the field. */
export function readStartPosition(value: unknown): Result<StartPosition, PositionError> {
  const parsed = parsePosition(value);
  if (!parsed.ok) return parsed;
  return ok({ position: parsed.value, json: positionToJson(parsed.value) });
}

/** Where `players`' gods, `start` and `rules` do not describe `position`, or null when they agree. */
export function disagreement(
  record: Pick<GameRecord, 'players' | 'start' | 'rules'>,
  position: Position,
): Disagreement | null {
  if (record.players.length !== position.playerCount)
    return { field: 'players', record: record.players.length, position: position.playerCount };
  for (const [seat, player] of record.players.entries()) {
    const held = position.godOf(seat);
    if (player.god !== held) return { field: 'god', seat, record: player.god, position: held };
  }
  if (record.start !== position.start)
    return { field: 'start', record: record.start, position: position.start };
  const mismatch = RULE_SWITCH_NAMES.some((name) => (record.rules[name] === true) !== position.rules[name]);
  if (mismatch) return { field: 'rules', record: record.rules, position: position.rules };
  return null;
}

export type { Disagreement } from './recordError.js';
