import type { RecordProblem } from './recordError.js';
import { err, ok, type Result } from '../core/result.js';

/**
 * The `[Key "value"]` header lines of the text record. Inside the quotes a backslash makes the next
 * character plain text: `\"` is a quote, `\\` a backslash, `\,` a comma that does not separate list
 * items, `\?` a name that is a question mark (a bare `?` in Players stands for no name).
 */
export interface Header {
  readonly key: string;
  /** The value's characters, each with whether it was escaped. */
  readonly value: readonly ValueChar[];
}

interface ValueChar {
  readonly char: string;
  readonly escaped: boolean;
}

/** One item of a comma-separated value: `text` unescaped, `plain` true when nothing was escaped. */
export interface ListItem {
  readonly text: string;
  readonly plain: boolean;
}

const HEADER = /^\[([A-Za-z]+) "((?:[^"\\]|\\.)*)"\]$/u;

/** Reads a header line (already trimmed), or says it is not one. */
export function parseHeader(line: string): Result<Header, RecordProblem> {
  const match = HEADER.exec(line);
  if (match === null) return err({ kind: 'badHeader', text: line });
  const value: ValueChar[] = [];
  const raw = match[2] ?? '';
  for (let i = 0; i < raw.length; i++) {
    const escaped = raw[i] === '\\';
    if (escaped) i++;
    value.push({ char: raw[i] ?? '', escaped });
  }
  return ok({ key: match[1] ?? '', value });
}

export const valueText = (header: Header): string => header.value.map((c) => c.char).join('');

const isPlainSpace = (c: ValueChar): boolean => !c.escaped && /\s/u.test(c.char);

/** The items of a comma-separated value, each trimmed of unescaped spaces; none for an empty value. */
export function listItems(header: Header): ListItem[] {
  if (header.value.every(isPlainSpace)) return [];
  const items: ValueChar[][] = [[]];
  for (const c of header.value) {
    if (!c.escaped && c.char === ',') items.push([]);
    else items[items.length - 1]?.push(c);
  }
  return items.map((chars) => {
    let from = 0;
    let to = chars.length;
    while (from < to && isPlainSpace(chars[from] as ValueChar)) from++;
    while (to > from && isPlainSpace(chars[to - 1] as ValueChar)) to--;
    const kept = chars.slice(from, to);
    return { text: kept.map((c) => c.char).join(''), plain: kept.every((c) => !c.escaped) };
  });
}

/** A list item written so that `listItems` reads it back: `\`, `"` and `,` escaped. */
export const escapeItem = (text: string): string => text.replace(/[\\",]/gu, (c) => `\\${c}`);

/** A whole value written so that `valueText` reads it back: backslashes and quotes escaped. */
export const escapeValue = (text: string): string => text.replace(/[\\"]/gu, (c) => `\\${c}`);

export const formatHeader = (key: string, value: string): string => `[${key} "${value}"]`;
