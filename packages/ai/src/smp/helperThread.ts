import { parsePosition, type PositionJson } from '@santorini/engine';
import { Searcher, type SharedTables } from '../searcher.js';
import { HelperReport } from './helperReport.js';

/** What a lazy-SMP helper thread is given when it starts (Node's `workerData`, a Web Worker's first message). */
export interface HelperSetup {
  /** The main search's transposition tables (`Searcher.sharedTables`). */
  readonly tables: SharedTables;
  /** One Int32: the number of the current search; a helper searches while it holds its own. */
  readonly generation: SharedArrayBuffer;
  /** Which helper this is (1, 2, …): each skips depths by its own pattern (`SearcherOptions.helper`). */
  readonly helper: number;
  /** Where the helper posts its completed iterations (`HelperReport`). */
  readonly report: SharedArrayBuffer;
}

/** Sets a helper searching: the main search's position, the search's number, its depth limit. */
export interface HelperSearchRequest {
  readonly position: PositionJson;
  readonly generation: number;
  /** The main search's depth limit, which a helper keeps too (its result may be answered). */
  readonly depth?: number;
}

/**
 * A lazy-SMP helper, on a thread of its own (a Node worker thread or a Web Worker): it searches the
 * main search's position in the table they share until the generation moves on (the main search
 * ended). Its results reach the main search through the table, and its completed iterations
 * through its report, which the main thread reads when its own search ends (`SearchHelpers`).
 */
export class HelperThread {
  private readonly generation: Int32Array;
  private readonly searcher: Searcher;
  private readonly report: HelperReport;

  constructor(setup: HelperSetup) {
    this.generation = new Int32Array(setup.generation);
    this.searcher = new Searcher({ shareTable: setup.tables, helper: setup.helper });
    this.report = new HelperReport(setup.report);
  }

  /** Searches until the main search ends; a request for a search already over is dropped. */
  search(request: HelperSearchRequest): void {
    const generation = this.generation;
    if (!this.report.begin(request.generation, generation)) return;
    try {
      const position = parsePosition(request.position);
      if (!position.ok) return;
      this.searcher.search(
        position.value,
        { depth: request.depth, stop: () => Atomics.load(generation, 0) !== request.generation },
        (info) => {
          this.report.write(request.generation, info);
        },
      );
    } finally {
      this.report.end();
    }
  }
}
