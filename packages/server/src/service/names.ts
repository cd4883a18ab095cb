import { refuse } from './refusal.js';

export { nameKey } from './nameKey.js';

export const MAX_NAME_LENGTH = 24;
export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 200;

/** U+XXXX, for naming a character a message refuses. */
const codePoint = (char: string): string =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/**
 * Characters that render as nothing or reorder what follows: format characters (zero-width
 * space and joiners, soft hyphen, bidi controls, word joiner, BOM, …) and the other default
 * ignorable ones (Hangul fillers, …), except variation selectors (they choose an emoji's look).
 */
const INVISIBLE = /(?![\uFE00-\uFE0F\u{E0100}-\u{E01EF}])[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
/** With the u flag, a surrogate matches only where it is not one of a pair. */
const LONE_SURROGATE = /\p{Cs}/u;
const VISIBLE = /[\p{L}\p{N}]/u;

/**
 * A player's name as it is kept and shown, or a malformed refusal naming what is wrong. Normalised
 * first: NFKC, runs of spaces one space, none at either end. Refused when it holds unpaired
 * surrogates, control characters or invisible and bidi characters, has no letter or digit, or is
 * not 1–24 characters long once normalised (spec §7).
 */
export function checkName(value: string): string {
  if (LONE_SURROGATE.test(value)) return refuse('malformed', 'name must not hold unpaired surrogates');
  const composed = value.normalize('NFKC');
  const control = CONTROL.exec(composed)?.[0];
  if (control !== undefined)
    return refuse('malformed', `name must not hold control characters (${codePoint(control)})`);
  const invisible = INVISIBLE.exec(composed)?.[0];
  if (invisible !== undefined)
    return refuse(
      'malformed',
      `name must not hold invisible or text-direction characters (${codePoint(invisible)})`,
    );
  const name = composed.replace(/\s+/gu, ' ').trim();
  // Characters as people count them roughly: code points, not UTF-16 units.
  const length = Array.from(name).length;
  if (length < 1 || length > MAX_NAME_LENGTH)
    return refuse(
      'malformed',
      `name must be 1 to ${MAX_NAME_LENGTH} characters long without spaces at either end, got ${length}`,
    );
  if (!VISIBLE.test(name)) return refuse('malformed', 'name must hold at least one letter or digit');
  return name;
}

/** A password's length for a new account or a login (8+ characters), or a malformed refusal. */
export function checkPassword(value: string): string {
  if (value.length < MIN_PASSWORD_LENGTH)
    return refuse('malformed', `password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  if (value.length > MAX_PASSWORD_LENGTH)
    return refuse('malformed', `password must be at most ${MAX_PASSWORD_LENGTH} characters long`);
  return value;
}
