import { parentPort, workerData } from 'node:worker_threads';
import { SearchRunner } from './searchRunner.js';
import type { FromSearchWorker, SearchWorkerData, ToSearchWorker } from './workerMessages.js';

/**
 * The worker thread's entry point. A search blocks this thread until it ends, so it learns of
 * `stop` through the shared flag, which the search polls, not through a message.
 */
const port = parentPort;
if (port === null) throw new Error('searchWorker.js runs as a worker thread only');
const stopFlag = new Int32Array((workerData as SearchWorkerData).stopFlag);
const runner = new SearchRunner();
const post = (message: FromSearchWorker): void => {
  port.postMessage(message);
};

port.on('message', (message: ToSearchWorker) => {
  if (message.type === 'newgame') {
    runner.newGame();
    return;
  }
  try {
    const result = runner.run(
      message.request,
      () => Atomics.load(stopFlag, 0) !== 0,
      (info) => {
        post({ type: 'info', info });
      },
    );
    post(result.ok ? { type: 'done', result: result.value } : { type: 'failed', message: result.error });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
