import { positionToJson, type Position } from '@santorini/engine';
import type { AiMessage, AiRequest } from './protocol.js';

/** What the client needs of a Web Worker (a fake one in tests). */
export interface AiWorker {
  onmessage: ((event: MessageEvent<AiMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(request: AiRequest): void;
  terminate(): void;
}

/** The AI's turn: notation (null when no turn is legal), the depth searched, and whether "Move now" cut it short. */
export interface AiTurn {
  readonly turn: string | null;
  readonly depth: number;
  readonly early: boolean;
}

/** The search in flight. */
interface Search {
  readonly request: AiRequest;
  readonly resolve: (turn: AiTurn) => void;
  readonly reject: (error: Error) => void;
  readonly onProgress: ((depth: number) => void) | undefined;
  /** The best turn reported so far, after the deepest completed depth. */
  best: { readonly depth: number; readonly turn: string } | null;
  /** "Move now" came before any depth was done: a one-ply search stands in. */
  quick: boolean;
}

const startWorker = (): AiWorker => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });

/**
 * Talks to the AI worker, one search at a time: a new request drops the one in flight. `moveNow`
 * ends the search at once with the best turn found so far; `cancel` drops it without an answer.
 */
export class AiClient {
  private worker: AiWorker | null = null;
  private nextId = 1;
  private search: Search | null = null;

  constructor(private readonly createWorker: () => AiWorker = startWorker) {}

  /** Whether a search is in flight. */
  get busy(): boolean {
    return this.search !== null;
  }

  /** The AI's turn for `pos`; `onProgress` hears each completed search depth. */
  chooseTurn(
    pos: Position,
    level: number,
    seed: number,
    onProgress?: (depth: number) => void,
  ): Promise<AiTurn> {
    if (this.search !== null) this.cancel();
    const request: AiRequest = { id: this.nextId++, position: positionToJson(pos), level, seed };
    return new Promise((resolve, reject) => {
      this.search = { request, resolve, reject, onProgress, best: null, quick: false };
      this.post(request);
    });
  }

  /**
   * Plays now: the search stops and its best turn so far is the answer; before any depth is done, a
   * one-ply search gives it. False when nothing is being searched.
   */
  moveNow(): boolean {
    const search = this.search;
    if (search === null) return false;
    if (search.quick) return true;
    this.stopWorker();
    if (search.best !== null) {
      this.search = null;
      search.resolve({ turn: search.best.turn, depth: search.best.depth, early: true });
      return true;
    }
    search.quick = true;
    this.post({ ...search.request, quick: true });
    return true;
  }

  /** Drops the search in flight (its answer never comes) and stops the worker. */
  cancel(): void {
    this.search = null;
    this.stopWorker();
  }

  private post(request: AiRequest): void {
    this.worker ??= this.connect();
    this.worker.postMessage(request);
  }

  private connect(): AiWorker {
    const worker = this.createWorker();
    worker.onmessage = (event) => {
      this.receive(event.data);
    };
    worker.onerror = (event) => {
      const search = this.search;
      this.cancel();
      search?.reject(new Error(`the AI worker failed: ${event.message || 'it could not start'}`));
    };
    return worker;
  }

  private receive(message: AiMessage): void {
    const search = this.search;
    if (search?.request.id !== message.id) return;
    if ('progress' in message) {
      search.best = message.progress;
      search.onProgress?.(message.progress.depth);
      return;
    }
    this.search = null;
    if ('error' in message) search.reject(new Error(message.error));
    else search.resolve({ turn: message.turn, depth: message.depth, early: search.quick });
  }

  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = null;
  }
}
