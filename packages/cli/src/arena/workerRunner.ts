import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GameJob, GameOutcome } from './game.js';
import type { GameRunner, RunnerSettings } from './gameRunner.js';
import type { WorkerReply, WorkerRequest } from './workerMessages.js';

/** The compiled worker script beside this module (in dist; absent when running from sources). */
export const WORKER_SCRIPT = new URL('./gameWorker.js', import.meta.url);

/** Whether games can go to worker threads: only from the built JavaScript. */
export const workersAvailable = (): boolean =>
  WORKER_SCRIPT.protocol === 'file:' && existsSync(fileURLToPath(WORKER_SCRIPT));

/** A runner that plays its games in a worker thread of its own. */
export function workerRunner(settings: RunnerSettings): GameRunner {
  const worker = new Worker(WORKER_SCRIPT, { workerData: settings });
  let pending: { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void } | null = null;
  let failure: Error | null = null;
  const settle = (action: (waiter: NonNullable<typeof pending>) => void): void => {
    const waiter = pending;
    pending = null;
    if (waiter !== null) action(waiter);
  };
  worker.on('message', (reply: WorkerReply) => {
    settle((waiter) => {
      waiter.resolve(reply);
    });
  });
  worker.on('error', (error) => {
    failure = error;
    settle((waiter) => {
      waiter.reject(error);
    });
  });
  worker.on('exit', (code) => {
    failure ??= new Error(`a game worker exited (status ${code})`);
    settle((waiter) => {
      waiter.reject(failure ?? new Error('a game worker exited'));
    });
  });
  const ask = (request: WorkerRequest): Promise<WorkerReply> =>
    new Promise((resolve, reject) => {
      if (failure !== null) {
        reject(failure);
        return;
      }
      pending = { resolve, reject };
      worker.postMessage(request);
    });

  return {
    async run(job: GameJob): Promise<GameOutcome> {
      const reply = await ask({ type: 'game', job });
      if (reply.type === 'outcome') return reply.outcome;
      throw new Error(reply.type === 'error' ? reply.message : 'the game worker closed during a game');
    },
    async close(): Promise<void> {
      if (failure === null) await ask({ type: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
