import { Worker } from 'node:worker_threads';
import type { SearchEvents, SearchHost, SearchRequest } from './searchHost.js';
import type { FromSearchWorker, SearchWorkerData, ToSearchWorker } from './workerMessages.js';

/** The built worker script beside this file (dist/engine/searchWorker.js). */
const WORKER_SCRIPT = new URL('./searchWorker.js', import.meta.url);

/**
 * Runs searches on a Node worker thread, so the protocol's main thread keeps reading stdin and can
 * answer `isready` and act on `stop` while a search runs. `stop` raises a shared flag that the
 * search polls (Atomics), since a message would wait until the search ended.
 */
export class WorkerSearchHost implements SearchHost {
  private readonly stopFlag = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  private readonly worker: Worker;
  private events: SearchEvents | null = null;
  /** Why the worker can no longer search (it failed to start, threw, or exited). */
  private broken: string | null = null;

  constructor(script: URL = WORKER_SCRIPT) {
    const data: SearchWorkerData = { stopFlag: this.stopFlag.buffer };
    this.worker = new Worker(script, { workerData: data });
    this.worker.on('message', (message: FromSearchWorker) => {
      this.receive(message);
    });
    this.worker.on('error', (error: Error) => {
      this.fail(`search worker failed: ${error.message}`);
    });
    this.worker.on('exit', (code: number) => {
      this.fail(`search worker exited (status ${code})`);
    });
  }

  start(request: SearchRequest, events: SearchEvents): void {
    if (this.broken !== null) {
      events.failed(this.broken);
      return;
    }
    Atomics.store(this.stopFlag, 0, 0);
    this.events = events;
    this.post({ type: 'go', request });
  }

  stop(): void {
    Atomics.store(this.stopFlag, 0, 1);
  }

  newGame(): void {
    if (this.broken === null) this.post({ type: 'newgame' });
  }

  async close(): Promise<void> {
    this.events = null;
    this.broken = 'closed';
    this.stop();
    await this.worker.terminate();
  }

  private post(message: ToSearchWorker): void {
    this.worker.postMessage(message);
  }

  private receive(message: FromSearchWorker): void {
    const events = this.events;
    if (events === null) return;
    switch (message.type) {
      case 'info':
        events.info(message.info);
        return;
      case 'done':
        this.events = null;
        events.done(message.result);
        return;
      case 'failed':
        this.events = null;
        events.failed(message.message);
        return;
    }
  }

  private fail(why: string): void {
    this.broken ??= why;
    const events = this.events;
    this.events = null;
    events?.failed(why);
  }
}
