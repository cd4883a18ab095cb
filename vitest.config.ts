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
      'scripts/**/*.test.ts',
    ],
    reporters: ['default', './scripts/summary-reporter.ts'],
    testTimeout: 180_000,
    // Vitest's default leaves one core free, which on a 2-core CI machine runs every file in turn;
    // the browser tests mostly wait on Chromium, so one worker a core keeps both cores busy.
    maxWorkers: availableParallelism(),
    // expect.poll gives up after 1 s by default: a browser test's first page load on a busy 2-core
    // machine can take longer than that (CI once saw an empty list at 1 s that had filled later).
    expect: { poll: { timeout: 10_000 } },
  },
});
