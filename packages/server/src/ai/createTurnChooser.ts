import { LevelPlayer, Searcher } from '@santorini/ai';
import { parsePosition, type PositionJson } from '@santorini/engine';
import type { TurnChooser } from './turnChooser.js';

/**
 * FALLBACK, to be replaced by the worker-thread pool (./workerPool.js) when it is merged: the AI
 * searched on the main thread. A search blocks the event loop while it runs (each level's time cap
 * bounds it), so this is only a stand-in until the pool exists.
 */
class InProcessTurnChooser implements TurnChooser {
  private readonly searcher = new Searcher();
  private closed = false;

  async chooseTurn(
    position: PositionJson,
    level: number,
    options: { readonly signal?: AbortSignal } = {},
  ): Promise<string> {
    // Lets the caller's request finish first.
    await new Promise((resolve) => setImmediate(resolve));
    if (this.closed) throw new Error('the AI is closed');
    if (options.signal?.aborted === true) throw new Error('the search was aborted');
    const parsed = parsePosition(position);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const result = new LevelPlayer(this.searcher, level, Date.now() >>> 0).chooseTurn(parsed.value, {
      timeMs: 1000,
    });
    if (result.turn === null) throw new Error('no legal turn');
    return result.turn;
  }

  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }
}

/** The server's AI: for now the in-process fallback above. */
export function createTurnChooser(): TurnChooser {
  return new InProcessTurnChooser();
}
