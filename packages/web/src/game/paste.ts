import {
  parsePosition,
  parseRecordJson,
  parseRecordText,
  type GameRecord,
  type PositionError,
} from '@santorini/engine';
import { startFromPosition, startGame, type GameOptions, type LocalGame } from './localGame.js';
import type { SeatKind } from './seats.js';

type Loaded = { game: LocalGame } | { error: string };

/** Who plays each seat of a game with this many players. */
export type SeatsFor = (players: number) => readonly SeatKind[];

/** Fields that only a position (spec §2) has: a JSON object with one of them is read as a position. */
const POSITION_ONLY = ['levels', 'domes', 'toMove'];
const FROM_POSITION_FIELDS = ['from', 'turns'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function shown(value: unknown): string {
  const text = JSON.stringify(value) as string | undefined;
  return text ?? String(value);
}

/**
 * Reads what a person pasted to load: a game record as text or JSON (spec §4), a position (spec §2),
 * or a game from a position (`{"from": <position>, "turns": […]}`). Which it is follows from the
 * text: not starting with `{` is the record's text form; a JSON object with `from` is a game from a
 * position, one with `levels`, `domes` or `toMove` a position, and any other a record. Errors say
 * what the paste was read as and repeat the engine's reason, which names the field.
 */
export function readPaste(text: string, seatsFor: SeatsFor, options: GameOptions): Loaded {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'Paste a game record or a position first (text or JSON).' };
  if (!trimmed.startsWith('{')) {
    const record = parseRecordText(trimmed);
    if (!record.ok) return { error: `This is not a game record: ${record.error.message}` };
    return fromRecord(record.value, seatsFor, options);
  }
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { error: `This is not valid JSON: ${detail}` };
  }
  if (isObject(value) && 'from' in value) return fromPositionGame(value, seatsFor, options);
  if (isObject(value) && POSITION_ONLY.some((field) => field in value))
    return fromPosition(value, seatsFor, options);
  const record = parseRecordJson(value);
  if (!record.ok) return { error: `This is not a game record: ${record.error.message}` };
  return fromRecord(record.value, seatsFor, options);
}

function fromRecord(record: GameRecord, seatsFor: SeatsFor, options: GameOptions): Loaded {
  const started = startGame(record, seatsFor(record.players.length), options);
  return 'error' in started ? { error: `The record does not replay: ${started.error}` } : started;
}

function fromPosition(value: unknown, seatsFor: SeatsFor, options: GameOptions): Loaded {
  const position = parsePosition(value);
  if (!position.ok) return { error: `This is not a position: ${position.error.message}` };
  return startFromPosition(position.value, [], seatsFor(position.value.playerCount), options);
}

function fromPositionGame(value: Record<string, unknown>, seatsFor: SeatsFor, options: GameOptions): Loaded {
  const fail = (why: string): Loaded => ({ error: `This is not a game from a position: ${why}` });
  const unknown = Object.keys(value).find((key) => !FROM_POSITION_FIELDS.includes(key));
  if (unknown !== undefined)
    return fail(`unknown field ${shown(unknown)} (known: ${FROM_POSITION_FIELDS.join(', ')})`);
  const position = parsePosition(value.from);
  if (!position.ok) return fail(underFrom(position.error));
  const turns = value.turns ?? [];
  if (!Array.isArray(turns)) return fail(`turns: expected an array of turns, got ${shown(turns)}`);
  const texts: string[] = [];
  for (const [index, turn] of (turns as unknown[]).entries()) {
    if (typeof turn !== 'string') return fail(`turns[${index}]: a turn is a string, got ${shown(turn)}`);
    texts.push(turn);
  }
  const started = startFromPosition(position.value, texts, seatsFor(position.value.playerCount), options);
  return 'error' in started
    ? { error: `The game does not replay from its position: ${started.error}` }
    : started;
}

/** The engine's error for the position under `from`, its field path starting at `from`. */
function underFrom({ field, message }: PositionError): string {
  const prefix = `${field}: `;
  const reason = message.startsWith(prefix) ? message.slice(prefix.length) : message;
  return field === 'position' ? `from: ${reason}` : `from.${field}: ${reason}`;
}
