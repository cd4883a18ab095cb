import { refuse } from './refusal.js';

export const MAX_CHAT_LENGTH = 500;

/** A chat line (spec §7: 1–500 characters), or a malformed refusal. */
export function checkChatText(text: unknown): string {
  if (typeof text !== 'string') return refuse('malformed', 'text must be a string of 1 to 500 characters');
  // Characters as people count them roughly: code points, not UTF-16 units.
  const length = Array.from(text).length;
  if (length < 1 || length > MAX_CHAT_LENGTH)
    return refuse('malformed', `a chat line is 1 to ${MAX_CHAT_LENGTH} characters long, got ${length}`);
  return text;
}
