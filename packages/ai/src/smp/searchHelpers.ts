import type { Position, PositionJson } from '@santorini/engine';
import { MAX_LEVEL } from '../levels.js';
import type { SearchResult } from '../result.js';
import { isForced } from '../score.js';
import type { Searcher, SharedTables } from '../searcher.js';
import { HelperReport, type HelperIteration } from './helperReport.js';
import type { HelperSearchRequest, HelperSetup } from './helperThread.js';

/** A helper thread as its owner sees it: a Node `Worker` or a Web `Worker` running `HelperThread`. */
export interface HelperPort {
  postMessage(request: HelperSearchRequest): void;
  terminate(): unknown;
}

/** Starts a helper thread with its setup (how depends on the platform). */
export type StartHelper = (setup: HelperSetup) => HelperPort;

/**
 * How long a new search waits for the last one's helpers to stop writing to the tables: they stop
 * within a few thousand nodes, and only a helper stuck in something long is waited for this long.
 */
export const HELPER_STOP_WAIT_MS = 500;

/**
 * The helper threads of a lazy-SMP search: each searches the same root in the main search's shared
 * transposition table while the main search runs, and stops when it ends. A shared generation
 * number says which search is current, so a helper that is slow to stop never runs into the next
 * one, and a new search waits for the last one's helpers to be idle (scores in the general search's
 * table are the searching side's: a late entry of the other side's would mislead). Each helper
 * posts its completed iterations to a report of its own, and the main search plays a helper's
 * result when that went deeper than its own (`deeper`). The main search runs on a worker's thread
 * (which may wait), never on a page's.
 */
export class SearchHelpers {
  private readonly generation = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  private readonly helpers: { readonly port: HelperPort; readonly report: HelperReport }[] = [];
  /** The number of the search the helpers were last set on. */
  private current = 0;

  constructor(
    private readonly tables: SharedTables,
    private readonly startHelper: StartHelper,
  ) {}

  /**
   * Whether helpers join `searcher`'s search of `pos` at `level`: full strength only (other levels
   * stay reproducible), in the searches whose tables threads share (`Searcher.sharesSearchOf`).
   */
  static help(searcher: Searcher, pos: Position, level: number): boolean {
    return level === MAX_LEVEL && searcher.sharesSearchOf(pos);
  }

  /** How many helpers there are. */
  get count(): number {
    return this.helpers.length;
  }

  /** Keeps `count` helpers (starting or ending threads). */
  resize(count: number): void {
    while (this.helpers.length < count) {
      const report = new HelperReport();
      const setup: HelperSetup = {
        tables: this.tables,
        generation: this.generation.buffer,
        helper: this.helpers.length + 1,
        report: report.buffer,
      };
      this.helpers.push({ port: this.startHelper(setup), report });
    }
    for (const { port } of this.helpers.splice(count)) void port.terminate();
  }

  /**
   * Sets every helper searching `position`, no deeper than `depth` plies where given, once the
   * last search's helpers are idle (call it before the main search begins, which may clear a table).
   */
  start(position: PositionJson, depth?: number): void {
    this.current = Atomics.add(this.generation, 0, 1) + 1;
    this.awaitIdle();
    const request: HelperSearchRequest = { position, generation: this.current, depth };
    for (const { port } of this.helpers) port.postMessage(request);
  }

  /** Ends the helpers' search (they stop within a few thousand nodes: `awaitIdle`). */
  stop(): void {
    Atomics.add(this.generation, 0, 1);
  }

  /**
   * Waits until no helper searches any more, at most HELPER_STOP_WAIT_MS each: before a search of
   * the main thread's own (an analysis) that is to find no entries of an ended search's.
   */
  awaitIdle(): void {
    for (const { report } of this.helpers) report.awaitIdle(HELPER_STOP_WAIT_MS);
  }

  /** The deepest iteration a helper completed in the current search (the first helper's on a tie). */
  deepest(): HelperIteration | null {
    let best: HelperIteration | null = null;
    for (const { report } of this.helpers) {
      const iteration = report.read(this.current);
      if (iteration !== null && (best === null || iteration.depth > best.depth)) best = iteration;
    }
    return best;
  }

  /**
   * A helper's result where one went deeper than the main search's `result` (as lazy-SMP engines
   * vote for the deepest thread), or null: the main search's stands, always when it proved a
   * forced result.
   */
  deeper(result: SearchResult): SearchResult | null {
    const helper = this.deepest();
    if (helper === null || helper.depth <= result.depth || isForced(result.score)) return null;
    return { ...result, turn: helper.turn, depth: helper.depth, score: helper.score, pv: [helper.turn] };
  }
}
