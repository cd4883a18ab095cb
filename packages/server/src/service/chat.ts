import { CHAT_LIMIT } from '@santorini/protocol';
import { refuse } from './refusal.js';

export const MAX_CHAT_LENGTH = CHAT_LIMIT;

/** C0 and C1 control characters and DEL, but for the newline and the tab. */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/u;

/** A chat line (spec §7: 1–500 characters, plain text), or a malformed refusal. */
export function checkChatText(text: string): string {
  // Characters as people count them roughly: code points, not UTF-16 units.
  const length = Array.from(text).length;
  if (length < 1 || length > MAX_CHAT_LENGTH)
    return refuse('malformed', `a chat line is 1 to ${MAX_CHAT_LENGTH} characters long, got ${length}`);
  const control = CONTROL.exec(text);
  if (control !== null) {
    const code = control[0].codePointAt(0) ?? 0;
    const name = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    return refuse(
      'malformed',
      `a chat line is plain text: no control characters but newline and tab (found ${name} at ${control.index})`,
    );
  }
  return text;
}
