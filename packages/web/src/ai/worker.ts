import { analyse } from './analyse.js';
import { answer, newSearcher } from './chooseTurn.js';
import type { AiMessage, AnalysisMessage, WorkerRequest } from './protocol.js';

/** The part of a dedicated worker's global scope used here (the DOM library does not declare it). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: AiMessage | AnalysisMessage): void;
}

// The search runs here, off the page's thread, so the board never freezes while the AI thinks. It
// posts its best turn after every completed depth: "Move now" ends the worker and plays that one.
// An analysis (the replay's "Analyse from here") posts its evaluation and best turns depth by depth.
const searcher = newSearcher();
const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const request = event.data;
  const post = (message: AiMessage | AnalysisMessage) => {
    scope.postMessage(message);
  };
  if ('kind' in request) analyse(searcher, request, post);
  else post(answer(searcher, request, post));
};
