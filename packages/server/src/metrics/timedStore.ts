import type { Store } from '../store/store.js';
import type { ServerMetrics } from './serverMetrics.js';

/**
 * The store with each operation timed into `santorini_store_operation_seconds` (by operation and
 * outcome): a proxy, so that every method of the Store interface is timed, new ones included.
 */
export function timedStore(store: Store, metrics: ServerMetrics): Store {
  return new Proxy(store, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string' || property === 'close') return value;
      const method = value as (...args: unknown[]) => unknown;
      return (...args: unknown[]): unknown => {
        const end = metrics.storeSeconds.startTimer({ operation: property });
        let result: unknown;
        try {
          result = method.apply(target, args);
        } catch (error) {
          end({ outcome: 'error' });
          throw error;
        }
        if (!(result instanceof Promise)) {
          end({ outcome: 'ok' });
          return result;
        }
        return result.then(
          (answer: unknown) => {
            end({ outcome: 'ok' });
            return answer;
          },
          (error: unknown) => {
            end({ outcome: 'error' });
            throw error;
          },
        );
      };
    },
  });
}
