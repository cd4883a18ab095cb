import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import appPaths from './src/appPaths.json' with { type: 'json' };

// The engine and AI are used from their TypeScript sources (the `@santorini/source` export condition).
// `npm run dev` hands /api (the online server's HTTP calls and game sockets) to a server on port 3000.
// The service worker (vite-plugin-pwa, Workbox) is built with the app only: `npm run dev` has none.
// dist/app-paths.json: the pages' addresses (src/appPaths.ts), which the server answers with the app.
// The dev and preview servers send the headers the online server sends (packages/server
// src/transport/crossOriginIsolation.ts): a cross-origin isolated page has shared memory, which the
// AI's lazy-SMP helpers need (src/ai/threads.ts).
const crossOriginIsolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

export default defineConfig({
  plugins: [
    react(),
    {
      name: 'app-paths',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'app-paths.json', source: JSON.stringify(appPaths) });
      },
    },
    VitePWA({
      // src/pwa/registerOffline.ts registers it (production only) and asks before an update.
      injectRegister: false,
      registerType: 'prompt',
      // What an installed Santorini is called and looks like (icons drawn in public/icon.svg).
      manifest: {
        name: 'Santorini',
        short_name: 'Santorini',
        description: 'Play the board game Santorini against people or the AI, online or offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1e3a8a',
        background_color: '#f3f1ea',
        icons: [
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Every built file, the lazily loaded chunks too (3D view, online play, the AI worker).
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // Workbox leaves out, with only a warning, any file over its 2 MiB default: room for the 3D
        // view's chunk (three.js, about 1 MB now) to grow.
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
  preview: { headers: crossOriginIsolation },
  server: {
    headers: crossOriginIsolation,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
    },
  },
});
