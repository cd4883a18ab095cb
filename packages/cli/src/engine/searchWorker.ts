import { SearchHelpers, Searcher, type SearchResult } from '@santorini/ai';
import { parsePosition } from '@santorini/engine';
import { parentPort, workerData } from 'node:worker_threads';
import { nodeSearchHelpers } from './searchHelpers.js';
import type { SearchRequest } from './searchHost.js';
import { SearchRunner } from './searchRunner.js';
import type { FromSearchWorker, SearchWorkerData, ToSearchWorker } from './workerMessages.js';

/**
 * The worker thread's entry point. A search blocks this thread until it ends, so it learns of
 * `stop` through the shared flag, which the search polls, not through a message.
 */
const port = parentPort;
if (port === null) throw new Error('searchWorker.js runs as a worker thread only');
const stopFlag = new Int32Array((workerData as SearchWorkerData).stopFlag);
const runner = new SearchRunner(Date.now, new Searcher({ shareTable: true }));
const tables = runner.searcher.sharedTables;
if (tables === null) throw new Error("the search worker's tables are not in shared memory");
const helpers = nodeSearchHelpers(tables);

/**
 * Lazy SMP: with Threads above 1, full strength (level 8) gets helpers (`SearchHelpers.help`: not
 * in the base game's placement or max-n); other levels stay reproducible, on one thread.
 */
function helped(request: SearchRequest): boolean {
  const threads = request.threads ?? 1;
  helpers.resize(Math.max(0, threads - 1));
  if (threads <= 1) return false;
  const position = parsePosition(request.position);
  return position.ok && SearchHelpers.help(runner.searcher, position.value, request.level);
}

const post = (message: FromSearchWorker): void => {
  port.postMessage(message);
};

/**
 * The main search's result, or a helper's where a helper completed a deeper iteration (as lazy SMP
 * engines vote for the deepest thread); a result the main search proved forced stands.
 */
function withHelpers(result: SearchResult): SearchResult {
  const deeper = helpers.deeper(result);
  if (deeper === null) return result;
  post({ type: 'info', info: deeper });
  return deeper;
}

port.on('message', (message: ToSearchWorker) => {
  if (message.type === 'newgame') {
    runner.newGame();
    return;
  }
  const helping = helped(message.request);
  // A search the helpers do not join still waits until the last one's have stopped writing.
  if (helping) helpers.start(message.request.position, message.request.limits.depth);
  else helpers.awaitIdle();
  try {
    const result = runner.run(
      message.request,
      () => Atomics.load(stopFlag, 0) !== 0,
      (info) => {
        post({ type: 'info', info });
      },
    );
    if (!result.ok) post({ type: 'failed', message: result.error });
    else post({ type: 'done', result: helping ? withHelpers(result.value) : result.value });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  } finally {
    if (helping) helpers.stop();
  }
});
