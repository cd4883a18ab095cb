/**
 * How a message echoes what a person or program gave it: in double quotes, on one line, and short.
 * A 100 KB turn must not become 100 KB of error text, nor a newline in it a second line of it.
 */

/** The most characters of quoted text (escapes included) that a message shows. */
export const QUOTE_LIMIT = 60;

const ELLIPSIS = '…';

/** What breaks a line or moves a terminal's cursor: C0 and C1 controls, DEL, line separators. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped
const CONTROL = /^[\u0000-\u001f\u007f-\u009f\u2028\u2029]$/;
const LONE_SURROGATE = /^[\ud800-\udfff]$/;

/** `\\n` and the like for C0 controls, as JSON writes them; `\\u0085` for the rest. */
const controlEscape = (char: string): string =>
  char < ' ' ? JSON.stringify(char).slice(1, -1) : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** One character as it appears inside the quotes: JSON's escapes, plus those that move a terminal. */
function escaped(char: string): string {
  // JSON.stringify escapes C0 controls, quotes, backslashes and lone surrogates, but not the rest.
  return CONTROL.test(char) ? controlEscape(char) : JSON.stringify(char).slice(1, -1);
}

/** One character of an unquoted excerpt: only what would break the line is escaped. */
const escapedControl = (char: string): string =>
  CONTROL.test(char) || LONE_SURROGATE.test(char) ? controlEscape(char) : char;

/** The escaped text, cut to at most `limit` characters with an ellipsis when it is longer. */
function escapedUpTo(
  text: string,
  limit: number,
  escape: (char: string) => string = escaped,
): { body: string; whole: boolean } {
  const pieces: string[] = [];
  let length = 0;
  let consumed = 0;
  // Code points, so that a cut never splits a surrogate pair.
  for (const char of text) {
    const piece = escape(char);
    if (length + piece.length > limit) break;
    pieces.push(piece);
    length += piece.length;
    consumed += char.length;
  }
  if (consumed === text.length) return { body: pieces.join(''), whole: true };
  while (length + ELLIPSIS.length > limit && pieces.length > 0) length -= pieces.pop()?.length ?? 0;
  return { body: pieces.join('') + ELLIPSIS, whole: false };
}

/** 100000 as `100,000`, without the host's locale. */
const grouped = (count: number): string => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * `text` quoted for a message: `"c3-d4 +d5"`, control characters escaped; a text longer than
 * `limit` is cut with an ellipsis and its length said: `"c3-d4 +d5 c3-…" (100,000 characters)`.
 */
export function quoteText(text: string, limit: number = QUOTE_LIMIT): string {
  const { body, whole } = escapedUpTo(text, limit);
  return whole ? `"${body}"` : `"${body}" (${grouped(text.length)} characters)`;
}

/**
 * The start of `text` on one line, unquoted, for showing where input went wrong: control characters
 * escaped (`\\u000a`), cut with an ellipsis after `limit` characters.
 */
export const excerpt = (text: string, limit: number = QUOTE_LIMIT): string =>
  escapedUpTo(text, limit, escapedControl).body;

/** Raw JSON text to write as it is, among the values still to write. */
class Punctuation {
  constructor(readonly text: string) {}
}

/**
 * A parsed JSON value shown for a message: strings quoted as by `quoteText`, anything else as the
 * start of its JSON text, cut with an ellipsis after `limit` characters. It writes from its own
 * stack and stops at the limit, so a value of any size or depth costs only what is shown.
 */
export function quoteValue(value: unknown, limit: number = QUOTE_LIMIT): string {
  if (typeof value === 'string') return quoteText(value, limit);
  let out = '';
  const pending: unknown[] = [value];
  while (pending.length > 0 && out.length <= limit) {
    const next = pending.pop();
    if (next instanceof Punctuation) out += next.text;
    else if (typeof next === 'string') out += `"${escapedUpTo(next, limit).body}"`;
    else if (Array.isArray(next)) {
      out += '[';
      // Every item takes two characters or more: more than `limit` of them cannot all be shown.
      const items = (next as unknown[]).slice(0, limit + 1);
      pending.push(new Punctuation(']'));
      for (let at = items.length - 1; at >= 0; at--) {
        pending.push(items[at]);
        if (at > 0) pending.push(new Punctuation(','));
      }
    } else if (typeof next === 'object' && next !== null) {
      out += '{';
      const entries: [string, unknown][] = Object.entries(next).slice(0, limit + 1);
      pending.push(new Punctuation('}'));
      for (let at = entries.length - 1; at >= 0; at--) {
        const [key, item] = entries[at] ?? ['', null];
        pending.push(item, new Punctuation(`"${escapedUpTo(key, limit).body}":`));
        if (at > 0) pending.push(new Punctuation(','));
      }
    } else out += String(next);
  }
  if (pending.length === 0 && out.length <= limit) return out;
  const cut = out.slice(0, limit - ELLIPSIS.length);
  // Not half of a surrogate pair at the cut.
  return `${/[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut}${ELLIPSIS}`;
}
