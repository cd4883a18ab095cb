import { LevelPlayer, SearchHelpers, Searcher, type SearchInfo } from '@santorini/ai';
import { parsePosition } from '@santorini/engine';
import type { AiProgress, AiReply, AiRequest } from './protocol.js';

/**
 * The AI's answer to a request; kept apart from the worker so that it can be tested in Node. Each
 * completed search depth with a turn is reported through `onProgress` before the answer. Lazy-SMP
 * `helpers`, where given, search with full strength (not a quick search; `SearchHelpers.help`), and a helper's deeper result is the answer.
 */
export function answer(
  searcher: Searcher,
  request: AiRequest,
  onProgress?: (progress: AiProgress) => void,
  helpers: SearchHelpers | null = null,
): AiReply {
  const parsed = parsePosition(request.position);
  if (!parsed.ok) return { id: request.id, error: parsed.error.message };
  const player = new LevelPlayer(searcher, request.level, request.seed);
  const report = (info: SearchInfo) => {
    const turn = info.pv[0];
    if (turn !== undefined) onProgress?.({ id: request.id, progress: { depth: info.depth, turn } });
  };
  const quick = request.quick === true;
  const helping = !quick && SearchHelpers.help(searcher, parsed.value, request.level) ? helpers : null;
  // A search the helpers do not join still waits until the last one's have stopped writing.
  if (helping === null) helpers?.awaitIdle();
  else helping.start(request.position);
  try {
    const result = player.chooseTurn(parsed.value, quick ? { depth: 1 } : {}, report);
    const chosen = helping?.deeper(result) ?? result;
    return { id: request.id, turn: chosen.turn, depth: chosen.depth, threads: 1 + (helping?.count ?? 0) };
  } finally {
    helping?.stop();
  }
}

/** The worker's Searcher: its tables in shared memory where helpers are to join it. */
export const newSearcher = (shareTable = false): Searcher => new Searcher({ shareTable });
