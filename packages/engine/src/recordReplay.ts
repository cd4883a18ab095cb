import { quoteText } from './quote.js';
import type { Position } from './position.js';
import { applyTurnText } from './apply.js';
import { recordError, type GameRecord, type RecordError } from './record.js';
import { parseRecordJson } from './recordJson.js';
import { ok, type Result } from './result.js';
import { startingPosition } from './setup.js';

/** A record played out: `positions[0]` is the initial position, `positions[i]` the one after turn i. */
export interface ReplayedGame {
  positions: Position[];
  /** The last position (`positions[turns.length]`). */
  final: Position;
}

/**
 * Plays a record from its initial position, checking each field (as `parseRecordJson` does), that
 * the gods can play together, and that every turn is legal where it is played. A failure names the
 * turn by number and text, with the engine's reason.
 */
export function replayRecord(record: GameRecord): Result<ReplayedGame, RecordError> {
  const checked = parseRecordJson(record);
  if (!checked.ok) return checked;
  const { players, start, rules, seed, turns } = checked.value;
  const initial = startingPosition(
    players.map((player) => player.god),
    start,
    rules,
    seed,
  );
  if (!initial.ok) return recordError(`players: ${initial.error.message}`);
  const positions = [initial.value];
  let position = initial.value;
  for (const [index, text] of turns.entries()) {
    const applied = applyTurnText(position, text);
    if (!applied.ok) {
      const written = record.turns[index] ?? text;
      return recordError(`turn ${index + 1} ${quoteText(written)}: ${applied.error.message}`);
    }
    position = applied.value;
    positions.push(position);
  }
  return ok({ positions, final: position });
}
