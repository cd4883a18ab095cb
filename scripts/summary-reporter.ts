import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Prints `N passed, N failed, N skipped` as the very last line of a run: the one summary format CI
 * recognises. A test file that fails outside its tests (an import error, a failing `beforeAll`) counts
 * as one more failure, and so does each unhandled error, so `0 failed` always means a green run.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[], unhandledErrors: readonly SerializedError[]): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const testModule of testModules) {
      let failedHere = 0;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedHere++;
        else skipped++;
      }
      if (failedHere === 0 && testModule.state() === 'failed') failedHere = 1;
      failed += failedHere;
    }
    process.stdout.write(
      `\n${String(passed)} passed, ${String(failed)} failed, ${String(skipped)} skipped\n`,
    );
  }
}
