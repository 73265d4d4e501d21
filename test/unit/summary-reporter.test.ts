// The closing line CI reads (test/summary-reporter.ts), from a real vitest run over fixtures whose
// beforeAll hooks throw: the tests they kept from running count as failed, not skipped.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const vitestCli = join(repoRoot, 'node_modules/vitest/vitest.mjs');

describe('the summary reporter', () => {
  it('counts the tests behind a failed beforeAll as failed', () => {
    // Without this run's own VITEST* variables, which would make the inner vitest a worker of ours.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')),
    );
    const run = spawnSync(
      process.execPath,
      [
        vitestCli,
        'run',
        '--config',
        join(repoRoot, 'test/unit/fixtures/summary-reporter/vitest.config.ts'),
      ],
      { cwd: repoRoot, env, encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.stdout.trim().split('\n').at(-1)).toBe('1 passed, 3 failed, 1 skipped');
    expect(run.status).toBe(1);
  }, 150_000);
});
