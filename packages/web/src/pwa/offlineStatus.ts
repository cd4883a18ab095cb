/** What the service worker has to say: nothing yet, ready to play offline, or a new version waiting. */
export type OfflineStatus =
  | { readonly kind: 'none' }
  | { readonly kind: 'ready' }
  | { readonly kind: 'update'; readonly reload: () => void };

/** A tiny store between the worker's registration and the note on the page (useSyncExternalStore). */
export interface OfflineStatusStore {
  readonly get: () => OfflineStatus;
  readonly set: (status: OfflineStatus) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createOfflineStatusStore(): OfflineStatusStore {
  let status: OfflineStatus = { kind: 'none' };
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    set: (next) => {
      status = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app's one store, filled by registerOffline(). */
export const offlineStatus = createOfflineStatusStore();
