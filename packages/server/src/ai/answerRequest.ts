import { LevelPlayer, type Searcher, type SearchLimits } from '@santorini/ai';
import { formatTurn, parsePosition, parseTurn } from '@santorini/engine';
import type { TurnReply, TurnRequest } from './protocol.js';

/**
 * The AI's answer to one request, as the web app's AI plays it at that level. Kept apart from the
 * worker so that it can be tested, and measured, on the main thread. `stop` ends the search early
 * (the pool's abort); the best turn found so far is then answered. A request's `timeMs` (a seat's share
 * of its clock) limits the search, within the level's own time cap.
 */
export function answerRequest(searcher: Searcher, request: TurnRequest, stop?: () => boolean): TurnReply {
  const parsed = parsePosition(request.position);
  if (!parsed.ok) return { id: request.id, error: parsed.error.message };
  const player = new LevelPlayer(searcher, request.level, request.seed);
  const limits: SearchLimits = {};
  if (stop !== undefined) limits.stop = stop;
  if (request.timeMs !== undefined) limits.timeMs = request.timeMs;
  const result = player.chooseTurn(parsed.value, limits);
  if (result.turn === null) return { id: request.id, error: 'no legal turn in this position' };
  // The searchers answer in canonical notation already; this keeps the promise if one ever does not.
  const turn = parseTurn(result.turn);
  if (!turn.ok) return { id: request.id, error: `the AI chose unreadable notation: ${result.turn}` };
  return { id: request.id, turn: formatTurn(turn.value) };
}
