import type { SearchEvents, SearchHost, SearchRequest } from './searchHost.js';
import { SearchRunner } from './searchRunner.js';

/**
 * Runs each search on the calling thread, one macrotask after `start`. The thread is busy while it
 * searches, so nothing is answered meanwhile and `stop` only takes effect before the search begins:
 * for tests of the protocol's logic, and for hosts without worker threads.
 */
export class InlineSearchHost implements SearchHost {
  private stopRequested = false;
  private closed = false;

  constructor(private readonly runner = new SearchRunner()) {}

  start(request: SearchRequest, events: SearchEvents): void {
    this.stopRequested = false;
    setImmediate(() => {
      if (this.closed) return;
      try {
        const result = this.runner.run(
          request,
          () => this.stopRequested,
          (info) => {
            events.info(info);
          },
        );
        if (result.ok) events.done(result.value);
        else events.failed(result.error);
      } catch (error) {
        events.failed(error instanceof Error ? error.message : String(error));
      }
    });
  }

  stop(): void {
    this.stopRequested = true;
  }

  newGame(): void {
    this.runner.newGame();
  }

  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }
}
