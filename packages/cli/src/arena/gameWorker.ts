import { parentPort, workerData } from 'node:worker_threads';
import { inlineRunner, type RunnerSettings } from './gameRunner.js';
import type { WorkerReply, WorkerRequest } from './workerMessages.js';

/** A worker thread of the arena: plays the games it is sent, one at a time, with its own players. */
const port = parentPort;
if (port === null) throw new Error('gameWorker.js runs as a worker thread');
const runner = inlineRunner(workerData as RunnerSettings);
const reply = (message: WorkerReply): void => {
  port.postMessage(message);
};

port.on('message', (request: WorkerRequest) => {
  if (request.type === 'close') {
    void runner.close().then(() => {
      reply({ type: 'closed' });
      port.close();
    });
    return;
  }
  runner.run(request.job).then(
    (outcome) => {
      reply({ type: 'outcome', outcome });
    },
    (error: unknown) => {
      reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    },
  );
});
