import type { Store } from '../store/store.js';

/** The Store methods that only read. */
const READS = new Set<string>([
  'player',
  'players',
  'account',
  'playerByToken',
  'game',
  'gamesWithStatus',
  'gamesOfPlayer',
  'turns',
  'rating',
  'ratingHistory',
  'leaderboard',
  'recentChat',
  'presence',
  'chatLinesSince',
]);

/** A store that counts the calls made on it, by method name; `reads()` sums those that read. */
export interface CountingStore {
  readonly store: Store;
  readonly calls: Map<string, number>;
  /** How many read calls were made (each method named `READS`). */
  reads(): number;
}

export function countingStore(inner: Store): CountingStore {
  const calls = new Map<string, number>();
  const store = new Proxy(inner, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function' || typeof name !== 'string') return value;
      return (...args: unknown[]): unknown => {
        calls.set(name, (calls.get(name) ?? 0) + 1);
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    store,
    calls,
    reads: () => [...calls].reduce((sum, [name, count]) => sum + (READS.has(name) ? count : 0), 0),
  };
}
