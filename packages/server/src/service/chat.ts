import { CHAT_LIMIT } from '@santorini/protocol';
import { refuse } from './refusal.js';

export const MAX_CHAT_LENGTH = CHAT_LIMIT;

/** A chat line (spec §7: 1–500 characters), or a malformed refusal. */
export function checkChatText(text: string): string {
  // Characters as people count them roughly: code points, not UTF-16 units.
  const length = Array.from(text).length;
  if (length < 1 || length > MAX_CHAT_LENGTH)
    return refuse('malformed', `a chat line is 1 to ${MAX_CHAT_LENGTH} characters long, got ${length}`);
  return text;
}
