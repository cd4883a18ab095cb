import { Searcher } from '@santorini/ai';
import { parsePosition } from '@santorini/engine';
import { parentPort, workerData } from 'node:worker_threads';
import { HelperReport } from './helperReport.js';
import type { HelperWorkerData, ToHelperWorker } from './workerMessages.js';

/**
 * A lazy-SMP helper thread's entry point: it searches the main search's position in the table they
 * share, until the generation moves on (the main search ended); its results reach the main search
 * through the table, and its completed iterations through its report (`HelperReport`).
 */
const port = parentPort;
if (port === null) throw new Error('helperWorker.js runs as a worker thread only');
const data = workerData as HelperWorkerData;
const generation = new Int32Array(data.generation);
const searcher = new Searcher({ shareTable: data.table, helper: data.helper });
const report = new HelperReport(data.report);

port.on('message', (message: ToHelperWorker) => {
  if (Atomics.load(generation, 0) !== message.generation) return;
  const position = parsePosition(message.position);
  if (!position.ok) return;
  searcher.search(
    position.value,
    { depth: message.depth, stop: () => Atomics.load(generation, 0) !== message.generation },
    (info) => {
      report.write(message.generation, info);
    },
  );
});
