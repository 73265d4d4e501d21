import { defineConfig } from 'vitest/config';

// One run, four layers (see docs/LOCAL-STACK.md "npm scripts"). Integration and e2e tests start the
// local stack themselves on free ports (most e2e files share one: test/e2e/harness.ts). Their
// stacks count no public writes per address (RATE_LIMITS=off, schema/contract/rateLimits.ts): they
// send many from one address; test/integration/rate-limits.test.ts turns the counting on.
const RATE_LIMITS_OFF = { RATE_LIMITS: 'off' };
// Files share their worker's module cache instead of loading the SDK, the stand-ins and Playwright
// again each (unit 85 s to 43 s here); test/restore-process-state.ts hands each file the process's
// environment, timers and globals as it found them.
const SHARED_WORKER = { isolate: false, setupFiles: ['test/restore-process-state.ts'] };
// expect.poll gives up after 1 s by default: too soon for a page on a machine busy with two files.
const POLL_PATIENTLY = { poll: { timeout: 15_000 } };
export default defineConfig({
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
    // Vitest's default on 2 cores is one worker. Layers run one after another (groupOrder); the
    // unit and integration files two at a time (integration 300 s to 190 s here:
    // docs/PERFORMANCE.md), the e2e files three (below), the cdk files in one process.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          ...SHARED_WORKER,
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'cdk',
          include: ['test/cdk/**/*.test.ts'],
          environment: 'node',
          // One process for every file, sharing aws-cdk-lib's asset cache: see test/cdk/outdir-setup.ts.
          ...SHARED_WORKER,
          setupFiles: [...SHARED_WORKER.setupFiles, 'test/cdk/temporary-dir-setup.ts'],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          globalSetup: ['test/cdk/outdir-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'integration',
          ...SHARED_WORKER,
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          expect: POLL_PATIENTLY,
          sequence: { groupOrder: 2 },
          env: RATE_LIMITS_OFF,
          // The folder of the workers' shared stacks: see sharedTestStack in support/stack.ts.
          globalSetup: ['test/integration/shared-stack-dirs.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          ...SHARED_WORKER,
          // Three at a time: browser tests wait on pages, animations and timers, and with two the
          // cores were idle a sixth of the time (the layer 324 s, about 305 s with three:
          // docs/PERFORMANCE.md).
          maxWorkers: 3,
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
          expect: POLL_PATIENTLY,
          sequence: { groupOrder: 3 },
          env: RATE_LIMITS_OFF,
          // One `npm start` for the files that only use the product: see test/e2e/harness.ts.
          globalSetup: ['test/e2e/shared-stack-setup.ts'],
        },
      },
    ],
  },
});
