import { excerpt, parsePosition, type Position, type Result } from '@santorini/engine';
import { parseJson } from './jsonText.js';

/** One JSON value found on stdin, with the lines it came from (1-based) for error messages. */
interface JsonValueAt {
  readonly value: unknown;
  readonly firstLine: number;
  readonly lastLine: number;
  readonly text: string;
}

const SNIPPET_LENGTH = 60;

/**
 * Reads the positions on stdin (spec §5): the whole text as one JSON value (it may span lines),
 * or, if that fails, JSON Lines with blank lines ignored. Empty input is no positions.
 * A failure is one line naming where the bad input is and what is wrong with it.
 */
export function parsePositionsInput(text: string): Result<Position[], string> {
  const values = splitJsonValues(text);
  if (!values.ok) return values;
  const positions: Position[] = [];
  for (const at of values.value) {
    const parsed = parsePosition(at.value);
    if (!parsed.ok) return { ok: false, error: describeError(at, parsed.error.message) };
    positions.push(parsed.value);
  }
  return { ok: true, value: positions };
}

function splitJsonValues(text: string): Result<JsonValueAt[], string> {
  const lines = text.split(/\r?\n/);
  const filled = lines
    .map((line, index) => ({ line, number: index + 1 }))
    .filter((l) => l.line.trim() !== '');
  const first = filled[0];
  const last = filled.at(-1);
  if (first === undefined || last === undefined) return { ok: true, value: [] };

  const whole = parseJson(text);
  if (whole.ok) {
    return {
      ok: true,
      value: [{ value: whole.value, firstLine: first.number, lastLine: last.number, text }],
    };
  }
  const values: JsonValueAt[] = [];
  for (const { line, number } of filled) {
    const parsed = parseJson(line);
    if (!parsed.ok) {
      // A value spread over several lines whose first line is not JSON on its own is one broken
      // value, not broken JSON Lines: report the error where the whole text breaks.
      const spreadValue = values.length === 0 && filled.length > 1;
      return {
        ok: false,
        error: spreadValue
          ? wholeTextError(text, whole.error, first.number, last.number)
          : lineError(number, line, parsed.error),
      };
    }
    values.push({ value: parsed.value, firstLine: number, lastLine: number, text: line });
  }
  return { ok: true, value: values };
}

const AT_POSITION = / at position (\d+)/;

/** V8 says where JSON breaks as an offset into the text; people look for a line and column. */
function lineError(number: number, line: string, message: string, column?: number): string {
  const located = message.replace(
    AT_POSITION,
    (_match, offset: string) => ` at column ${column ?? Number(offset) + 1}`,
  );
  return `line ${number}: invalid JSON: ${located} (input: ${snippet(line)})`;
}

/** Without an offset in V8's message, the error can only be placed somewhere in the whole value. */
function wholeTextError(text: string, message: string, firstLine: number, lastLine: number): string {
  const offset = AT_POSITION.exec(message)?.[1];
  if (offset === undefined) return `lines ${firstLine}-${lastLine}: invalid JSON: ${message}`;
  const before = text.slice(0, Number(offset)).split('\n');
  const number = before.length;
  const column = (before.at(-1) ?? '').length + 1;
  const line = text.split('\n')[number - 1] ?? '';
  return lineError(number, line.replace(/\r$/, ''), message, column);
}

function describeError(at: JsonValueAt, message: string): string {
  if (at.firstLine !== at.lastLine) return `lines ${at.firstLine}-${at.lastLine}: ${message}`;
  return `line ${at.firstLine}: ${message} (input: ${snippet(at.text)})`;
}

const snippet = (text: string): string => excerpt(text.trim(), SNIPPET_LENGTH);
