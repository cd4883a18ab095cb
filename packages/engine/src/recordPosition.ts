import { parsePosition, positionToJson, type PositionJson } from './json.js';
import type { Position } from './position.js';
import type { GameRecord } from './record.js';
import { err, ok, type Result } from './result.js';
import { RULE_SWITCH_NAMES, type RuleSwitches } from './rules.js';

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
export function readStartPosition(value: unknown): Result<StartPosition, string> {
  const parsed = parsePosition(value);
  if (!parsed.ok) return err(parsed.error.message);
  return ok({ position: parsed.value, json: positionToJson(parsed.value) });
}

/** Where a record disagrees with its start position: which field, and what the position says. */
export interface Disagreement {
  /** `players`: the number of players; `god`: `players[seat].god`. */
  readonly field: 'players' | 'god' | 'start' | 'rules';
  readonly seat?: number;
  readonly message: string;
}

const onList = (rules: Partial<RuleSwitches>): string => {
  const on = RULE_SWITCH_NAMES.filter((name) => rules[name] === true);
  return on.length === 0 ? 'none' : on.join(', ');
};

/** Why `players`' gods, `start` and `rules` do not describe `position`, or null when they agree. */
export function disagreement(
  record: Pick<GameRecord, 'players' | 'start' | 'rules'>,
  position: Position,
): Disagreement | null {
  if (record.players.length !== position.playerCount)
    return {
      field: 'players',
      message: `the position has ${position.playerCount} players, the record ${record.players.length}`,
    };
  for (const [seat, player] of record.players.entries()) {
    const held = position.godOf(seat);
    if (player.god !== held)
      return {
        field: 'god',
        seat,
        message: `${player.god ?? 'none'}, but in the position player ${seat} has ${held ?? 'none'}`,
      };
  }
  if (record.start !== position.start)
    return {
      field: 'start',
      message:
        `${record.start}, but the position's Start Player is ${position.start} ` +
        '(a position gives its start only during placement; otherwise it is 0)',
    };
  const mismatch = RULE_SWITCH_NAMES.find((name) => (record.rules[name] === true) !== position.rules[name]);
  if (mismatch !== undefined)
    return {
      field: 'rules',
      message: `switches on: ${onList(record.rules)}, but the position's are: ${onList(position.rules)}`,
    };
  return null;
}
