import type { TurnChooser } from './turnChooser.js';
import { WorkerPool } from './workerPool.js';

/**
 * The server's AI seats: searches on a pool of worker threads (docs/ai-seats.md), so the event loop
 * keeps answering players while the AI thinks. `threads` defaults to the pool's own (one fewer than
 * the machine's cores, at least one).
 */
export function createTurnChooser(threads?: number): TurnChooser {
  return new WorkerPool(threads === undefined ? {} : { threads });
}

/** `AI_THREADS` from the environment: a whole number 1–64, or undefined (the default). */
export function aiThreadsFrom(text: string | undefined): number | { error: string } | undefined {
  if (text === undefined || text === '') return undefined;
  const threads = Number(text);
  if (!/^\d+$/.test(text) || threads < 1 || threads > 64)
    return { error: `AI_THREADS must be a whole number from 1 to 64, not ${JSON.stringify(text)}` };
  return threads;
}
