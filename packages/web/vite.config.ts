import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The engine and AI are used from their TypeScript sources (the `@santorini/source` export condition).
// `npm run dev` hands /api (the online server's HTTP calls and game sockets) to a server on port 3000.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@santorini/source', ...defaultClientConditions] },
  worker: { format: 'es' },
  build: { outDir: 'dist', target: 'es2022', emptyOutDir: true },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
    },
  },
});
