import { parsePosition, parseRecordJson, parseRecordText, type GameRecord } from '@santorini/engine';
import { t } from '../i18n/i18n.js';
import { positionErrorWords, recordErrorWords } from '../i18n/problemText.js';
import { isLegacyGame, legacyGame } from './legacyGame.js';
import { startFromPosition, startGame, type GameOptions, type LocalGame } from './localGame.js';
import type { SeatKind } from './seats.js';

type Loaded = { game: LocalGame } | { error: string };

/** Who plays each seat of a game with this many players. */
export type SeatsFor = (players: number) => readonly SeatKind[];

/** Fields that only a position (spec §2) has: a JSON object with one of them is read as a position. */
const POSITION_ONLY = ['levels', 'domes', 'toMove'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads what a person pasted to load: a game record as text or JSON (spec §4, perhaps from a
 * position), a position (spec §2), or an old game from a position (`{"from": <position>, "turns":
 * […]}`, legacyGame.ts). Which it is follows from the text: not starting with `{` is the record's
 * text form; a JSON object with `from` is an old game from a position, one with `levels`, `domes`
 * or `toMove` a position, and any other a record. Errors say
 * what the paste was read as and repeat the engine's reason, which names the field.
 */
export function readPaste(text: string, seatsFor: SeatsFor, options: GameOptions): Loaded {
  const trimmed = text.trim();
  if (trimmed === '') return { error: t('local.paste.empty') };
  if (!trimmed.startsWith('{')) {
    const record = parseRecordText(trimmed);
    if (!record.ok) return { error: t('local.paste.notRecord', { detail: recordErrorWords(record.error) }) };
    return fromRecord(record.value, seatsFor, options);
  }
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { error: t('local.paste.notJson', { detail }) };
  }
  if (isLegacyGame(value)) return legacyGame(value, seatsFor, options);
  if (isObject(value) && POSITION_ONLY.some((field) => field in value))
    return fromPosition(value, seatsFor, options);
  const record = parseRecordJson(value);
  if (!record.ok) return { error: t('local.paste.notRecord', { detail: recordErrorWords(record.error) }) };
  return fromRecord(record.value, seatsFor, options);
}

function fromRecord(record: GameRecord, seatsFor: SeatsFor, options: GameOptions): Loaded {
  const started = startGame(record, seatsFor(record.players.length), options);
  return 'error' in started ? { error: t('local.paste.notReplay', { detail: started.error }) } : started;
}

function fromPosition(value: unknown, seatsFor: SeatsFor, options: GameOptions): Loaded {
  const position = parsePosition(value);
  if (!position.ok)
    return { error: t('local.paste.notPosition', { detail: positionErrorWords(position.error) }) };
  return startFromPosition(position.value, [], seatsFor(position.value.playerCount), options);
}
