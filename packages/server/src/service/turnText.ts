import { parseTurn, type Turn } from '@santorini/engine';
import { refuse } from './refusal.js';

/** A turn's text (spec §3) as its steps, or a malformed refusal with the notation's words. */
export function readTurnText(text: string): Turn {
  const parsed = parseTurn(text);
  return parsed.ok ? parsed.value : refuse('malformed', parsed.error.message);
}
