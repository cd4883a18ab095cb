import { positionToJson, type Position } from '@santorini/engine';
import type { AnalysisMessage, AnalysisRequest, RankedTurnJson } from '../ai/protocol.js';
import { t } from '../i18n/i18n.js';

/** What the client needs of the AI's Web Worker (a fake one in tests). */
export interface AnalysisWorker {
  onmessage: ((event: MessageEvent<AnalysisMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(request: AnalysisRequest): void;
  terminate(): void;
}

/** The analysis of one position so far. */
export interface Analysis {
  /** The position it is about (`positionKey`). */
  readonly key: string;
  /** Plies searched: 0 before the first depth is done. */
  readonly depth: number;
  /** The player to move's score (centi-units, or forced), null when no turn is legal. */
  readonly score: number | null;
  readonly top: readonly RankedTurnJson[];
  readonly done: boolean;
  readonly error: string | null;
}

/** How long an analysis searches, in all (its depths one after another). */
export const ANALYSIS_TIME_MS = 4000;

/** Names a position, so that an answer can be matched to the position it is about. */
export const positionKey = (pos: Position): string => JSON.stringify(positionToJson(pos));

const startWorker = (): AnalysisWorker =>
  new Worker(new URL('../ai/worker.ts', import.meta.url), { type: 'module' });

/**
 * Analyses one position at a time in the AI's worker. A new position (or `stop`) ends the worker
 * (a search cannot be interrupted from outside), so the old search stops at once; an answer about
 * any other request or position than the current one is dropped.
 */
export class AnalysisClient {
  private worker: AnalysisWorker | null = null;
  private nextId = 1;
  private current: { readonly id: number; readonly key: string } | null = null;
  private listener: ((analysis: Analysis) => void) | null = null;

  constructor(
    private readonly createWorker: () => AnalysisWorker = startWorker,
    private readonly timeMs: number = ANALYSIS_TIME_MS,
  ) {}

  /** Starts analysing `pos`; `onUpdate` hears each depth until the analysis is done or stopped. */
  analyse(pos: Position, onUpdate: (analysis: Analysis) => void): string {
    this.stop();
    const key = positionKey(pos);
    const id = this.nextId++;
    this.current = { id, key };
    this.listener = onUpdate;
    this.worker = this.createWorker();
    this.worker.onmessage = (event) => {
      this.receive(event.data);
    };
    this.worker.onerror = (event) => {
      this.settle({ key, depth: 0, score: null, top: [], done: true, error: errorText(event) });
    };
    this.worker.postMessage({ kind: 'analyse', id, key, position: positionToJson(pos), timeMs: this.timeMs });
    return key;
  }

  /** Ends the analysis in flight: nothing more is heard of it. */
  stop(): void {
    this.current = null;
    this.listener = null;
    this.worker?.terminate();
    this.worker = null;
  }

  private receive(message: AnalysisMessage): void {
    const current = this.current;
    const listener = this.listener;
    // An answer about another request or position is stale: the page shows something else now.
    if (current === null || listener === null || message.id !== current.id || message.key !== current.key)
      return;
    if (message.kind === 'analysis-error') {
      this.settle({ key: message.key, depth: 0, score: null, top: [], done: true, error: message.error });
      return;
    }
    const { key, depth, score, top, done } = message;
    if (done) this.settle({ key, depth, score, top, done, error: null });
    else listener({ key, depth, score, top, done, error: null });
  }

  /** The last word on the current analysis: heard, then the worker goes. */
  private settle(analysis: Analysis): void {
    const listener = this.listener;
    this.stop();
    listener?.(analysis);
  }
}

const errorText = (event: ErrorEvent): string =>
  t('pages.analysis.failed', { why: event.message || t('pages.analysis.workerFailed') });
