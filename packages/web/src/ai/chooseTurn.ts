import { LevelPlayer, Searcher } from '@santorini/ai';
import { parsePosition } from '@santorini/engine';
import type { AiReply, AiRequest } from './protocol.js';

/** The AI's answer to a request; kept apart from the worker so that it can be tested in Node. */
export function answer(searcher: Searcher, request: AiRequest): AiReply {
  const parsed = parsePosition(request.position);
  if (!parsed.ok) return { id: request.id, error: `${parsed.error.field}: ${parsed.error.message}` };
  const player = new LevelPlayer(searcher, request.level, request.seed);
  return { id: request.id, turn: player.chooseTurn(parsed.value).turn };
}

export const newSearcher = (): Searcher => new Searcher();
