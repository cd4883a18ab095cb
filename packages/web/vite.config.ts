import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The engine and AI are used from their TypeScript sources (the `@santorini/source` export condition).
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@santorini/source', ...defaultClientConditions] },
  worker: { format: 'es' },
  build: { outDir: 'dist', target: 'es2022', emptyOutDir: true },
});
