interface Waiter {
  readonly group: string;
  readonly urgent: boolean;
  readonly admit: (release: () => void) => void;
}

/**
 * Who uses the AI's threads next: at most `slots` at once, at most one per group (a game), urgent
 * waiters (a game a person plays) before the rest, and round-robin between groups within each kind.
 * So a flood of games that nobody plays cannot delay a person's game by more than the searches
 * already running when its turn came, and no game holds more than one thread.
 */
export class FairQueue {
  /** The waiters of each group, oldest first; the map's order is the round-robin's. */
  private readonly waiting = new Map<string, Waiter[]>();
  /** Groups holding a slot. */
  private readonly active = new Set<string>();

  constructor(private readonly slots: number) {
    if (!(slots >= 1)) throw new RangeError(`a queue needs at least one slot, not ${slots}`);
  }

  /**
   * Resolves, once the group's turn comes, with the function that gives the slot back (call it
   * once the work is done); rejects if `signal` aborts first.
   */
  acquire(group: string, urgent: boolean, signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted === true) return Promise.reject(signal.reason as Error);
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        this.remove(waiter);
        reject(signal?.reason as Error);
      };
      const waiter: Waiter = {
        group,
        urgent,
        admit: (release) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(release);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const queued = this.waiting.get(group);
      if (queued === undefined) this.waiting.set(group, [waiter]);
      else queued.push(waiter);
      this.pump();
    });
  }

  /** Waiters not yet admitted. */
  get queued(): number {
    let count = 0;
    for (const waiters of this.waiting.values()) count += waiters.length;
    return count;
  }

  /** Slots in use. */
  get busy(): number {
    return this.active.size;
  }

  private pump(): void {
    while (this.active.size < this.slots) {
      const next = this.pick();
      if (next === undefined) return;
      this.admit(next);
    }
  }

  /** The first waiting group without a slot, urgent ones first, in round-robin order. */
  private pick(): string | undefined {
    let fallback: string | undefined;
    for (const [group, waiters] of this.waiting) {
      if (this.active.has(group)) continue;
      if (waiters[0]?.urgent === true) return group;
      fallback ??= group;
    }
    return fallback;
  }

  private admit(group: string): void {
    const waiters = this.waiting.get(group) ?? [];
    const waiter = waiters.shift();
    // The group goes to the back of the round-robin (or leaves it when no one else waits).
    this.waiting.delete(group);
    if (waiters.length > 0) this.waiting.set(group, waiters);
    if (waiter === undefined) return;
    this.active.add(group);
    let released = false;
    waiter.admit(() => {
      if (released) return;
      released = true;
      this.active.delete(group);
      this.pump();
    });
  }

  private remove(waiter: Waiter): void {
    const waiters = this.waiting.get(waiter.group);
    if (waiters === undefined) return;
    const index = waiters.indexOf(waiter);
    if (index >= 0) waiters.splice(index, 1);
    if (waiters.length === 0) this.waiting.delete(waiter.group);
  }
}
