import type { Reporter, TestModule } from 'vitest/node';

// CI reads the closing line `N passed, N failed[, N skipped]`; vitest's own summary is not
// recognised, so this reporter prints it after every run.
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      for (const testCase of testModule.children.allTests()) {
        const state = testCase.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      // A file that fails to load has no test cases but must still count as a failure.
      if (testModule.state() === 'failed' && !testModule.children.size) failed += 1;
    }
    const tail = skipped ? `, ${skipped} skipped` : '';
    process.stdout.write(`\n${passed} passed, ${failed} failed${tail}\n`);
  }
}
