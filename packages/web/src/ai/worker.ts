import { answer, newSearcher } from './chooseTurn.js';
import type { AiMessage, AiRequest } from './protocol.js';

/** The part of a dedicated worker's global scope used here (the DOM library does not declare it). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<AiRequest>) => void) | null;
  postMessage(message: AiMessage): void;
}

// The search runs here, off the page's thread, so the board never freezes while the AI thinks. It
// posts its best turn after every completed depth: "Move now" ends the worker and plays that one.
const searcher = newSearcher();
const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  scope.postMessage(
    answer(searcher, event.data, (progress) => {
      scope.postMessage(progress);
    }),
  );
};
