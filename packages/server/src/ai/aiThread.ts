import { Worker } from 'node:worker_threads';
import type { AiWorkerData, TurnReply, TurnRequest } from './protocol.js';
import { workerExecArgv } from './workerScript.js';

/** What an AI thread tells its pool. */
export interface AiThreadEvents {
  reply(thread: AiThread, reply: TurnReply): void;
  /** The thread died (an uncaught error, or it exited); it answers nothing more. */
  failure(thread: AiThread, error: Error): void;
}

/** One worker thread of the pool, and the request it is busy with. */
export class AiThread {
  /** The request whose reply the thread owes; null when idle. */
  busyWith: number | null = null;
  private readonly worker: Worker;
  private readonly stopFlag: Int32Array;
  private gone = false;

  constructor(script: URL | string, hashMb: number, events: AiThreadEvents) {
    const buffer = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
    this.stopFlag = new Int32Array(buffer);
    const workerData: AiWorkerData = { stopFlag: buffer, hashMb };
    this.worker = new Worker(script, { workerData, execArgv: workerExecArgv() });
    this.worker.on('message', (reply: TurnReply) => {
      if (!this.gone) events.reply(this, reply);
    });
    const fail = (error: Error) => {
      if (this.gone) return;
      this.gone = true;
      events.failure(this, error);
    };
    this.worker.on('error', fail);
    this.worker.on('messageerror', fail);
    this.worker.on('exit', (code) => {
      fail(new Error(`the AI worker exited with code ${code}`));
    });
  }

  start(request: TurnRequest): void {
    this.busyWith = request.id;
    Atomics.store(this.stopFlag, 0, 0);
    this.worker.postMessage(request);
  }

  /** Asks the search in progress to stop now; it then replies with the best turn it has. */
  stop(): void {
    Atomics.store(this.stopFlag, 0, 1);
  }

  /** Ends the thread, whatever it is doing; it reports nothing more. */
  async terminate(): Promise<void> {
    this.gone = true;
    await this.worker.terminate();
  }
}
