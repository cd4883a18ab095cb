import { refuse } from './refusal.js';

export const MAX_NAME_LENGTH = 24;
export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 200;

/** A player's name (spec §7: 1–24 characters, no control characters), or a malformed refusal. */
export function checkName(value: string): string {
  // Characters as people count them roughly: code points, not UTF-16 units.
  const length = Array.from(value).length;
  if (length < 1 || length > MAX_NAME_LENGTH)
    return refuse('malformed', `name must be 1 to ${MAX_NAME_LENGTH} characters long, got ${length}`);
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f-\u009f]/.test(value))
    return refuse('malformed', 'name must not hold control characters');
  return value;
}

/** A password for a new account or a login (8+ characters), or a malformed refusal. */
export function checkPassword(value: string): string {
  if (value.length < MIN_PASSWORD_LENGTH)
    return refuse('malformed', `password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  if (value.length > MAX_PASSWORD_LENGTH)
    return refuse('malformed', `password must be at most ${MAX_PASSWORD_LENGTH} characters long`);
  return value;
}

/** How account names are compared: case-insensitively, after Unicode normalisation. */
export const nameKey = (name: string): string => name.normalize('NFKC').toLowerCase();
