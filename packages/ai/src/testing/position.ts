import { parsePosition, type Position } from '@santorini/engine';

/** A position from its spec §2 JSON; throws with the parser's message (tests only). */
export function position(json: object): Position {
  const parsed = parsePosition(json);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}
