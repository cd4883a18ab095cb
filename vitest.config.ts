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
  },
});
