import { offlineStatus, type OfflineStatusStore } from './offlineStatus.js';

/** Vite's `import.meta.env`, typed here for the one flag read (the app has no vite/client types). */
interface ViteImportMeta {
  readonly env?: { readonly PROD?: boolean };
}

/** The worker file vite-plugin-pwa writes next to index.html. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker that keeps the app for offline play, in the built app only (`npm run
 * dev` has none). The first install says "ready to play offline"; a new version waits, and the note
 * offers to reload into it (the waiting worker takes over, then the page loads again).
 */
export function registerOffline(store: OfflineStatusStore = offlineStatus): void {
  if ((import.meta as ViteImportMeta).env?.PROD !== true) return;
  if (!('serviceWorker' in navigator)) return;
  void import('workbox-window').then(({ Workbox }) => {
    const workbox = new Workbox(SERVICE_WORKER_URL);
    workbox.addEventListener('installed', (event) => {
      if (event.isUpdate !== true) store.set({ kind: 'ready' });
    });
    workbox.addEventListener('waiting', () => {
      store.set({
        kind: 'update',
        reload: () => {
          workbox.addEventListener('controlling', () => {
            window.location.reload();
          });
          workbox.messageSkipWaiting();
        },
      });
    });
    return workbox.register();
  });
}
