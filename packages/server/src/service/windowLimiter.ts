/** At most `limit` events per key in any `windowMs` (chat lines per player, logins per address). */
export class WindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the key has had its `limit` events in the window already. */
  isFull(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  /** Counts an event for the key. */
  hit(key: string): void {
    this.hits.set(key, [...this.recent(key), this.now()]);
  }

  /** Whether one more event for the key is allowed now; counts it when so. */
  allow(key: string): boolean {
    if (this.isFull(key)) return false;
    this.hit(key);
    return true;
  }

  private recent(key: string): number[] {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length === 0) this.hits.delete(key);
    else this.hits.set(key, recent);
    return recent;
  }
}
