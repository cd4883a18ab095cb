import { MAX_LEVEL, MIN_LEVEL } from '@santorini/ai';
import type { PositionJson } from '@santorini/engine';
import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { AiThread } from './aiThread.js';
import { abortError, closedError, TurnChooserError } from './errors.js';
import type { TurnReply, TurnRequest } from './protocol.js';
import type { TurnChooser } from './turnChooser.js';
import { AI_WORKER_SCRIPT, checkWorkerScript } from './workerScript.js';

export interface WorkerPoolOptions {
  /** Worker threads at most (default: one fewer than the machine's cores, at least 1). */
  readonly threads?: number;
  /** Requests that may wait for a thread (default: no limit); one more is refused. */
  readonly maxQueue?: number;
  /** A search still unanswered after this long is ended and its request refused (default 30 s). */
  readonly timeoutMs?: number;
  /** How long an aborted search may take to stop before its thread is replaced (default 1 s). */
  readonly stopGraceMs?: number;
  /** Transposition table of each thread's searcher, in MB (default 32). */
  readonly hashMb?: number;
  /** The worker's script (default: the built aiWorker.js); tests put another in. */
  readonly workerScript?: URL | string;
}

export interface ChooseTurnOptions {
  readonly signal?: AbortSignal;
  /** Seeds the level's random choices (levels 1–5), to replay a game; random by default. */
  readonly seed?: number;
  /** This request's search timeout, in place of the pool's. */
  readonly timeoutMs?: number;
  /** How long the search may take (a seat's share of its clock); the level's own time when absent. */
  readonly timeMs?: number;
}

/** What the pool is doing, for monitoring. */
export interface PoolStats {
  /** Threads alive now. */
  readonly threads: number;
  /** Threads searching (or stopping a search that was aborted). */
  readonly busy: number;
  /** Requests waiting for a thread. */
  readonly queued: number;
  /** Threads started since the pool was made (those that replaced crashed or stuck ones included). */
  readonly started: number;
}

interface Job {
  readonly request: TurnRequest;
  readonly timeoutMs: number;
  readonly resolve: (turn: string) => void;
  readonly reject: (error: Error) => void;
  /** The thread searching for it; null while queued. */
  thread: AiThread | null;
  /** Ends the search when it takes too long. */
  timer?: NodeJS.Timeout;
  settled: boolean;
  cleanUp: () => void;
}

/**
 * The server's AI seats: each turn is searched on a worker thread, so the event loop never waits
 * for a search. Threads start when first needed and are kept; requests beyond them wait in turn.
 */
export class WorkerPool implements TurnChooser {
  private readonly size: number;
  private readonly maxQueue: number;
  private readonly timeoutMs: number;
  private readonly stopGraceMs: number;
  private readonly hashMb: number;
  private readonly script: URL | string;
  private readonly threads = new Set<AiThread>();
  private readonly queue: Job[] = [];
  private readonly running = new Map<number, Job>();
  private nextId = 1;
  private started = 0;
  private closed = false;

  constructor(options: WorkerPoolOptions = {}) {
    this.size = options.threads ?? Math.max(1, availableParallelism() - 1);
    if (!Number.isInteger(this.size) || this.size < 1)
      throw new RangeError(`an AI pool needs a whole number of threads, at least 1, not ${this.size}`);
    this.maxQueue = options.maxQueue ?? Infinity;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.stopGraceMs = options.stopGraceMs ?? 1000;
    this.hashMb = options.hashMb ?? 32;
    this.script = options.workerScript ?? AI_WORKER_SCRIPT;
  }

  /** Searches run at once: one a thread. */
  get capacity(): number {
    return this.size;
  }

  chooseTurn(position: PositionJson, level: number, options: ChooseTurnOptions = {}): Promise<string> {
    const { signal } = options;
    if (this.closed) return Promise.reject(closedError());
    if (signal?.aborted === true) return Promise.reject(abortError(signal.reason));
    if (!Number.isInteger(level) || level < MIN_LEVEL || level > MAX_LEVEL)
      return Promise.reject(new RangeError(`no AI level ${level}: levels are ${MIN_LEVEL}–${MAX_LEVEL}`));
    const idle = this.idleThread();
    if (idle === null && this.threads.size >= this.size && this.queue.length >= this.maxQueue)
      return Promise.reject(
        new TurnChooserError('QueueFullError', `the AI is busy: ${this.queue.length} turns already wait`),
      );
    const seed = options.seed ?? randomInt(0x1_0000_0000);
    return new Promise<string>((resolve, reject) => {
      const job: Job = {
        request: {
          id: this.nextId++,
          position,
          level,
          seed,
          ...(options.timeMs === undefined ? {} : { timeMs: options.timeMs }),
        },
        timeoutMs: options.timeoutMs ?? this.timeoutMs,
        resolve,
        reject,
        thread: null,
        settled: false,
        cleanUp: () => undefined,
      };
      const onAbort = () => {
        this.abort(job, signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      job.cleanUp = () => {
        clearTimeout(job.timer);
        signal?.removeEventListener('abort', onAbort);
      };
      this.queue.push(job);
      this.pump();
    });
  }

  stats(): PoolStats {
    let busy = 0;
    for (const thread of this.threads) if (thread.busyWith !== null) busy++;
    return { threads: this.threads.size, busy, queued: this.queue.length, started: this.started };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of [...this.queue, ...this.running.values()]) this.settle(job, closedError());
    this.queue.length = 0;
    this.running.clear();
    const threads = [...this.threads];
    this.threads.clear();
    await Promise.all(threads.map((thread) => thread.terminate()));
  }

  /** Starts waiting requests while a thread is free or may be started. */
  private pump(): void {
    while (this.queue.length > 0) {
      const thread = this.idleThread() ?? this.startThread();
      if (thread === null) return;
      const job = this.queue.shift() as Job;
      job.thread = thread;
      job.timer = setTimeout(() => {
        this.timeOut(job);
      }, job.timeoutMs);
      this.running.set(job.request.id, job);
      try {
        thread.start(job.request);
      } catch (error) {
        // A position that cannot be posted (not plain JSON data): the thread is free again.
        thread.busyWith = null;
        this.running.delete(job.request.id);
        this.settle(job, error as Error);
      }
    }
  }

  private idleThread(): AiThread | null {
    for (const thread of this.threads) if (thread.busyWith === null) return thread;
    return null;
  }

  private startThread(): AiThread | null {
    if (this.threads.size >= this.size) return null;
    try {
      checkWorkerScript(this.script);
    } catch (error) {
      // Nothing can run: every waiting request learns why.
      for (const job of this.queue.splice(0)) this.settle(job, error as Error);
      return null;
    }
    const thread = new AiThread(this.script, this.hashMb, {
      reply: (from, reply) => {
        this.onReply(from, reply);
      },
      failure: (from, error) => {
        this.onFailure(from, error);
      },
    });
    this.threads.add(thread);
    this.started++;
    return thread;
  }

  private onReply(thread: AiThread, reply: TurnReply): void {
    if (thread.busyWith !== reply.id) return;
    thread.busyWith = null;
    const job = this.running.get(reply.id);
    this.running.delete(reply.id);
    if (job !== undefined) this.settle(job, 'turn' in reply ? reply.turn : new Error(reply.error));
    this.pump();
  }

  private onFailure(thread: AiThread, error: Error): void {
    this.threads.delete(thread);
    const job = thread.busyWith === null ? undefined : this.running.get(thread.busyWith);
    if (job !== undefined) {
      this.running.delete(job.request.id);
      const message = `the AI worker failed: ${error.message}`;
      this.settle(job, new TurnChooserError('WorkerError', message, { cause: error }));
    }
    this.pump();
  }

  private abort(job: Job, reason: unknown): void {
    if (job.settled) return;
    const { thread } = job;
    this.settle(job, abortError(reason));
    if (thread === null) {
      this.queue.splice(this.queue.indexOf(job), 1);
      return;
    }
    // The search stops at its next poll and replies (the reply is dropped); one that does not is ended.
    this.running.delete(job.request.id);
    thread.stop();
    setTimeout(() => {
      if (thread.busyWith === job.request.id) this.replace(thread);
    }, this.stopGraceMs).unref();
  }

  private timeOut(job: Job): void {
    if (job.settled) return;
    const { thread } = job;
    const seconds = job.timeoutMs / 1000;
    this.settle(job, new TurnChooserError('TimeoutError', `the AI found no turn within ${seconds} s`));
    this.running.delete(job.request.id);
    if (thread !== null) this.replace(thread);
  }

  /** Ends a thread that is stuck and lets a new one take its place. */
  private replace(thread: AiThread): void {
    this.threads.delete(thread);
    void thread.terminate();
    this.pump();
  }

  private settle(job: Job, outcome: string | Error): void {
    if (job.settled) return;
    job.settled = true;
    job.cleanUp();
    if (typeof outcome === 'string') job.resolve(outcome);
    else job.reject(outcome);
  }
}
