import { HelperThread, type HelperSearchRequest, type HelperSetup } from '@santorini/ai';
import { parentPort, workerData } from 'node:worker_threads';

/** A lazy-SMP helper thread's entry point (`HelperThread`): its setup comes as `workerData`. */
const port = parentPort;
if (port === null) throw new Error('helperWorker.js runs as a worker thread only');
const helper = new HelperThread(workerData as HelperSetup);
port.on('message', (request: HelperSearchRequest) => {
  helper.search(request);
});
