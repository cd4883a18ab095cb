import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { WEB_MANIFEST } from './src/pwa/webManifest.js';

// The engine and AI are used from their TypeScript sources (the `@santorini/source` export condition).
// `npm run dev` hands /api (the online server's HTTP calls and game sockets) to a server on port 3000.
// The service worker (vite-plugin-pwa, Workbox) is built with the app only: `npm run dev` has none.
export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // src/pwa/registerOffline.ts registers it (production only) and asks before an update.
      injectRegister: false,
      registerType: 'prompt',
      manifest: WEB_MANIFEST,
      workbox: {
        // Every built file, the lazily loaded chunks too (3D view, online play, the AI worker).
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // The 3D view's chunk (three.js) is over Workbox's 2 MiB default.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        // Any page of the app opens offline; the server's API never comes from the cache.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        // The first worker takes the page at once; a new version waits until "Reload".
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: { conditions: ['@santorini/source', ...defaultClientConditions] },
  worker: { format: 'es' },
  build: { outDir: 'dist', target: 'es2022', emptyOutDir: true },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
    },
  },
});
