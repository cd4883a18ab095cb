import type { PositionJson } from '@santorini/engine';
import { Worker } from 'node:worker_threads';
import type { HelperWorkerData, ToHelperWorker } from './workerMessages.js';

/** The built helper script beside this file (dist/engine/helperWorker.js). */
const HELPER_SCRIPT = new URL('./helperWorker.js', import.meta.url);

/**
 * The helper threads of a lazy-SMP search (`setoption name Threads`): each searches the same root in
 * the main search's shared transposition table while the main search runs, and stops when it ends.
 * A shared generation number says which search is current, so a helper that is slow to stop never
 * runs into the next one.
 */
export class SearchHelpers {
  private readonly generation = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  private readonly workers: Worker[] = [];

  constructor(private readonly table: SharedArrayBuffer) {}

  /** Keeps `count` helpers (starting or ending threads). */
  resize(count: number): void {
    const data: HelperWorkerData = { table: this.table, generation: this.generation.buffer };
    while (this.workers.length < count) {
      const worker = new Worker(HELPER_SCRIPT, { workerData: data });
      // A helper that fails only costs its help.
      worker.on('error', () => undefined);
      this.workers.push(worker);
    }
    for (const worker of this.workers.splice(count)) void worker.terminate();
  }

  /** Sets every helper searching `position`. */
  start(position: PositionJson): void {
    const message: ToHelperWorker = { position, generation: Atomics.add(this.generation, 0, 1) + 1 };
    for (const worker of this.workers) worker.postMessage(message);
  }

  /** Ends the helpers' search. */
  stop(): void {
    Atomics.add(this.generation, 0, 1);
  }
}
