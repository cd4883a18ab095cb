import { recordError, type GameRecord, type RecordError } from './record.js';
import { parseRecordJson } from './recordJson.js';
import { parseRecordText } from './recordText.js';
import type { Result } from '../core/result.js';

/** Reads a record in either form: JSON when the text starts with `{`, else the text form. */
export function parseRecord(text: string): Result<GameRecord, RecordError> {
  if (!text.trimStart().startsWith('{')) return parseRecordText(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return recordError({ kind: 'notJson', detail }, { field: 'record' });
  }
  return parseRecordJson(value);
}
