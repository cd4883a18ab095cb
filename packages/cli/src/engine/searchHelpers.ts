import type { PositionJson } from '@santorini/engine';
import { Worker } from 'node:worker_threads';
import { HelperReport, type HelperIteration } from './helperReport.js';
import type { HelperWorkerData, ToHelperWorker } from './workerMessages.js';

/** The built helper script beside this file (dist/engine/helperWorker.js). */
const HELPER_SCRIPT = new URL('./helperWorker.js', import.meta.url);

/**
 * The helper threads of a lazy-SMP search (`setoption name Threads`): each searches the same root in
 * the main search's shared transposition table while the main search runs, and stops when it ends.
 * A shared generation number says which search is current, so a helper that is slow to stop never
 * runs into the next one. Each helper posts its completed iterations to a report of its own, and
 * the main search plays a helper's result when that went deeper than its own (`deepest`).
 */
export class SearchHelpers {
  private readonly generation = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  private readonly workers: Worker[] = [];
  private readonly reports: HelperReport[] = [];
  /** The number of the search the helpers were last set on. */
  private current = 0;

  constructor(private readonly table: SharedArrayBuffer) {}

  /** Keeps `count` helpers (starting or ending threads). */
  resize(count: number): void {
    while (this.workers.length < count) {
      const report = new HelperReport();
      const data: HelperWorkerData = {
        table: this.table,
        generation: this.generation.buffer,
        helper: this.workers.length + 1,
        report: report.buffer,
      };
      const worker = new Worker(HELPER_SCRIPT, { workerData: data });
      // A helper that fails only costs its help.
      worker.on('error', () => undefined);
      this.workers.push(worker);
      this.reports.push(report);
    }
    this.reports.splice(count);
    for (const worker of this.workers.splice(count)) void worker.terminate();
  }

  /** Sets every helper searching `position`, no deeper than `depth` plies where given. */
  start(position: PositionJson, depth?: number): void {
    this.current = Atomics.add(this.generation, 0, 1) + 1;
    const message: ToHelperWorker = { position, generation: this.current, depth };
    for (const worker of this.workers) worker.postMessage(message);
  }

  /** The deepest iteration a helper completed in the current search (the first helper's on a tie). */
  deepest(): HelperIteration | null {
    let best: HelperIteration | null = null;
    for (const report of this.reports) {
      const iteration = report.read(this.current);
      if (iteration !== null && (best === null || iteration.depth > best.depth)) best = iteration;
    }
    return best;
  }

  /** Ends the helpers' search. */
  stop(): void {
    Atomics.add(this.generation, 0, 1);
  }
}
