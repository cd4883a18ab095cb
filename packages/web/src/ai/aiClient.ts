import { positionToJson, type Position } from '@santorini/engine';
import type { AiReply } from './protocol.js';

/** Talks to the AI worker: one request at a time; a newer request makes older answers stale. */
export class AiClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending = new Map<number, (reply: AiReply) => void>();

  /** The AI's turn for `pos` (notation), or null when it has none. */
  chooseTurn(pos: Position, level: number, seed: number): Promise<string | null> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (reply) => {
        if ('error' in reply) reject(new Error(reply.error));
        else resolve(reply.turn);
      });
      worker.postMessage({ id, position: positionToJson(pos), level, seed });
    });
  }

  /** Forgets every request in flight (their answers are dropped) and stops the search. */
  cancel(): void {
    this.pending.clear();
    this.worker?.terminate();
    this.worker = null;
  }

  private start(): Worker {
    if (this.worker !== null) return this.worker;
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<AiReply>) => {
      const settle = this.pending.get(event.data.id);
      this.pending.delete(event.data.id);
      settle?.(event.data);
    };
    this.worker = worker;
    return worker;
  }
}
