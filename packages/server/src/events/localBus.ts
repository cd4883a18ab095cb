import type { EventBus, GameListener, GameMessage } from './eventBus.js';

/** The event bus of a single server process. */
export class LocalBus implements EventBus {
  private readonly listeners = new Map<string, Set<GameListener>>();

  publish(gameId: string, message: GameMessage): void {
    for (const listener of [...(this.listeners.get(gameId) ?? [])]) {
      try {
        listener(message);
      } catch {
        // One broken listener (a socket gone wrong) must not keep the message from the others.
      }
    }
  }

  subscribe(gameId: string, listener: GameListener): () => void {
    let set = this.listeners.get(gameId);
    if (set === undefined) this.listeners.set(gameId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(gameId);
    };
  }

  /** One process: nobody else publishes. */
  onForeign(): () => void {
    return () => undefined;
  }

  isCoherent(): boolean {
    return true;
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }
}
