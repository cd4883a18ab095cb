import type { Position } from '../core/position.js';
import { applyTurnText } from '../written/apply.js';
import { recordError, type GameRecord, type RecordError } from './record.js';
import { parseRecordJson } from './recordJson.js';
import { readStartPosition } from './recordPosition.js';
import { ok, type Result } from '../core/result.js';
import { startingPosition } from '../setup/setup.js';

/** A record played out: `positions[0]` is the initial position, `positions[i]` the one after turn i. */
export interface ReplayedGame {
  positions: Position[];
  /** The last position (`positions[turns.length]`). */
  final: Position;
}

/** The position a checked record starts from: its `position`, or the one its setup gives. */
function initialPositionOf(record: GameRecord): Result<Position, RecordError> {
  if (record.position !== undefined) {
    const read = readStartPosition(record.position);
    return read.ok
      ? ok(read.value.position)
      : recordError({ kind: 'position', error: read.error }, { field: 'position' });
  }
  const { players, start, rules, seed } = record;
  const initial = startingPosition(
    players.map((player) => player.god),
    start,
    rules,
    seed,
  );
  return initial.ok ? initial : recordError({ kind: 'setup', error: initial.error }, { field: 'players' });
}

/**
 * Plays a record from its initial position, checking each field (as `parseRecordJson` does), that
 * the gods can play together (for a record without a start position), and that every turn is legal
 * where it is played. A failure names the turn by number and text, with the engine's reason.
 */
export function replayRecord(record: GameRecord): Result<ReplayedGame, RecordError> {
  const checked = parseRecordJson(record);
  if (!checked.ok) return checked;
  const initial = initialPositionOf(checked.value);
  if (!initial.ok) return initial;
  const positions = [initial.value];
  let position = initial.value;
  const { turns } = checked.value;
  for (const [index, text] of turns.entries()) {
    const applied = applyTurnText(position, text);
    if (!applied.ok) {
      const written = record.turns[index] ?? text;
      return recordError({ kind: 'illegalTurn', number: index + 1, text: written, error: applied.error });
    }
    position = applied.value;
    positions.push(position);
  }
  return ok({ positions, final: position });
}
