import type { Reporter, TestCase, TestModule } from 'vitest/node';

/** Whether a suite or file around the test failed on its own, e.g. in a beforeAll hook. */
function enclosingSuiteFailed(testCase: TestCase): boolean {
  for (let parent = testCase.parent; ; parent = parent.parent) {
    if (parent.errors().length > 0) return true;
    if (parent.type === 'module') return false;
  }
}

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
        // A test that did not run because a beforeAll around it failed has not passed either.
        else if (state === 'failed' || enclosingSuiteFailed(testCase)) failed += 1;
        else skipped += 1;
      }
      // A file that fails to load has no test cases but must still count as a failure.
      if (testModule.state() === 'failed' && !testModule.children.size) failed += 1;
    }
    const tail = skipped ? `, ${skipped} skipped` : '';
    process.stdout.write(`\n${passed} passed, ${failed} failed${tail}\n`);
  }
}
