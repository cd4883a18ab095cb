/** At most `limit` events per key in any `windowMs` (chat lines per player, logins per address). */
export class WindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether one more event for the key is allowed now; counts it when so. */
  allow(key: string): boolean {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    const allowed = recent.length < this.limit;
    if (allowed) recent.push(now);
    if (recent.length === 0) this.hits.delete(key);
    else this.hits.set(key, recent);
    return allowed;
  }
}
