import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@santorini/source'] },
  ssr: { resolve: { conditions: ['@santorini/source'] } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/bench/**/*.test.ts',
      'packages/*/train/**/*.test.ts',
    ],
    reporters: ['default', './scripts/summary-reporter.ts'],
    testTimeout: 180_000,
    // Vitest's default leaves one core free, which on a 2-core CI machine runs every file in turn;
    // the browser tests mostly wait on Chromium, so one worker a core keeps both cores busy.
    maxWorkers: availableParallelism(),
  },
});
