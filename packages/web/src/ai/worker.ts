import { answer, newSearcher } from './chooseTurn.js';
import type { AiReply, AiRequest } from './protocol.js';

/** The part of a dedicated worker's global scope used here (the DOM library does not declare it). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<AiRequest>) => void) | null;
  postMessage(message: AiReply): void;
}

// The search runs here, off the page's thread, so the board never freezes while the AI thinks.
const searcher = newSearcher();
const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  scope.postMessage(answer(searcher, event.data));
};
