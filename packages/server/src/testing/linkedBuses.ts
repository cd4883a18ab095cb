import type { ForeignListener, GameMessage } from '../events/eventBus.js';
import { LocalBus } from '../events/localBus.js';

/**
 * Two "processes'" buses linked as Redis links them, in memory: what one publishes reaches its own
 * subscribers, then the other's foreign listeners and subscribers. `cut` drops what is published
 * until `restore`, which tells both that messages may have been missed (as RedisBus does).
 */
export class LinkedBus extends LocalBus {
  private readonly foreign = new Set<ForeignListener>();
  private peer: LinkedBus | undefined;
  private connected = true;

  /** Two buses, each the other's peer. */
  static pair(): [LinkedBus, LinkedBus] {
    const [a, b] = [new LinkedBus(), new LinkedBus()];
    a.peer = b;
    b.peer = a;
    return [a, b];
  }

  override publish(gameId: string, message: GameMessage): void {
    super.publish(gameId, message);
    if (this.connected && this.peer?.connected === true) this.peer.hear(gameId, message);
  }

  /** A message from the other process, as it arrives (for a test to send one of its own making). */
  hear(gameId: string, message: GameMessage): void {
    for (const listener of [...this.foreign]) listener(gameId, message);
    super.publish(gameId, message);
  }

  override onForeign(listener: ForeignListener): () => void {
    this.foreign.add(listener);
    return () => this.foreign.delete(listener);
  }

  override isCoherent(): boolean {
    return this.connected;
  }

  /** Both lose the link: nothing published goes across. */
  cut(): void {
    for (const bus of [this, this.peer]) if (bus !== undefined) bus.connected = false;
  }

  /** The link is back: both are told that messages may have been missed. */
  restore(): void {
    for (const bus of [this, this.peer])
      if (bus !== undefined) {
        bus.connected = true;
        for (const listener of [...bus.foreign]) listener(null, null);
      }
  }
}
