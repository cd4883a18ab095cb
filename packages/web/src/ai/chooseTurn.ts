import { LevelPlayer, Searcher, type SearchInfo } from '@santorini/ai';
import { parsePosition } from '@santorini/engine';
import type { AiProgress, AiReply, AiRequest } from './protocol.js';

/**
 * The AI's answer to a request; kept apart from the worker so that it can be tested in Node. Each
 * completed search depth with a turn is reported through `onProgress` before the answer.
 */
export function answer(
  searcher: Searcher,
  request: AiRequest,
  onProgress?: (progress: AiProgress) => void,
): AiReply {
  const parsed = parsePosition(request.position);
  if (!parsed.ok) return { id: request.id, error: parsed.error.message };
  const player = new LevelPlayer(searcher, request.level, request.seed);
  const report = (info: SearchInfo) => {
    const turn = info.pv[0];
    if (turn !== undefined) onProgress?.({ id: request.id, progress: { depth: info.depth, turn } });
  };
  const result = player.chooseTurn(parsed.value, request.quick === true ? { depth: 1 } : {}, report);
  return { id: request.id, turn: result.turn, depth: result.depth };
}

export const newSearcher = (): Searcher => new Searcher();
