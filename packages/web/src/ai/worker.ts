import { MAX_LEVEL, SearchHelpers, type HelperPort, type HelperSetup } from '@santorini/ai';
import { analyse } from './analyse.js';
import { answer, newSearcher } from './chooseTurn.js';
import type { AiMessage, AnalysisMessage, WorkerRequest } from './protocol.js';
import { aiThreads } from './threads.js';

/** The part of a dedicated worker's global scope used here (the DOM library does not declare it). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: AiMessage | AnalysisMessage): void;
  readonly crossOriginIsolated?: boolean;
  readonly navigator: { readonly hardwareConcurrency?: number };
}

// The search runs here, off the page's thread, so the board never freezes while the AI thinks. It
// posts its best turn after every completed depth: "Move now" ends the worker and plays that one.
// An analysis (the replay's "Analyse from here") posts its evaluation and best turns depth by depth.
// Where the page is cross-origin isolated, full strength searches with lazy-SMP helpers, each a
// worker of this worker's own (ended with it), sharing the search's tables.
const scope = self as unknown as WorkerScope;
const threads = aiThreads(scope.crossOriginIsolated === true, scope.navigator.hardwareConcurrency);
const searcher = newSearcher(threads > 1);
let helpers: SearchHelpers | null = null;

function startHelper(setup: HelperSetup): HelperPort {
  const worker = new Worker(new URL('./helperWorker.ts', import.meta.url), { type: 'module' });
  worker.postMessage(setup);
  return worker;
}

/**
 * The helpers, started on the first request at full strength: they load while the AI places its
 * workers (a search they do not join), and are ready for its first turn.
 */
function searchHelpers(): SearchHelpers | null {
  const tables = searcher.sharedTables;
  if (threads <= 1 || tables === null) return null;
  helpers ??= new SearchHelpers(tables, startHelper);
  helpers.resize(threads - 1);
  return helpers;
}

scope.onmessage = (event) => {
  const request = event.data;
  const post = (message: AiMessage | AnalysisMessage) => {
    scope.postMessage(message);
  };
  if ('kind' in request) {
    helpers?.awaitIdle();
    analyse(searcher, request, post);
  } else post(answer(searcher, request, post, request.level === MAX_LEVEL ? searchHelpers() : helpers));
};
