import type { EventBus, GameListener, GameMessage, ResyncListener, SignOutListener } from './eventBus.js';

interface Subscriber {
  readonly listener: GameListener;
  readonly resync: ResyncListener | undefined;
}

/** The event bus of a single server process. */
export class LocalBus implements EventBus {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly signOutListeners = new Set<SignOutListener>();

  publish(gameId: string, message: GameMessage): void {
    for (const { listener } of [...(this.subscribers.get(gameId) ?? [])]) {
      try {
        listener(message);
      } catch {
        // One broken listener (a socket gone wrong) must not keep the message from the others.
      }
    }
  }

  subscribe(gameId: string, listener: GameListener, resync?: ResyncListener): () => void {
    let set = this.subscribers.get(gameId);
    if (set === undefined) this.subscribers.set(gameId, (set = new Set()));
    const subscriber = { listener, resync };
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.subscribers.get(gameId) === set) this.subscribers.delete(gameId);
    };
  }

  resync(gameId: string | null): void {
    const games = gameId === null ? [...this.subscribers.keys()] : [gameId];
    for (const game of games)
      for (const { resync } of [...(this.subscribers.get(game) ?? [])]) {
        try {
          resync?.();
        } catch {
          // As for messages: one broken subscriber does not keep the others behind.
        }
      }
  }

  subscribedGames(): string[] {
    return [...this.subscribers.keys()];
  }

  /** One process: nobody else publishes. */
  onForeign(): () => void {
    return () => undefined;
  }

  isCoherent(): boolean {
    return true;
  }

  cuts(): number {
    return 0;
  }

  publishSignOut(tokenHash: string): void {
    for (const listener of [...this.signOutListeners]) {
      try {
        listener(tokenHash);
      } catch {
        // One listener's failure does not keep the others from hearing.
      }
    }
  }

  onSignOut(listener: SignOutListener): () => void {
    this.signOutListeners.add(listener);
    return () => this.signOutListeners.delete(listener);
  }

  close(): Promise<void> {
    this.subscribers.clear();
    this.signOutListeners.clear();
    return Promise.resolve();
  }
}
