// aws-cdk-lib gives every App built without an outdir a new `cdk.out*` folder in the system's
// temporary folder and never removes it: some 45 a run, left behind on every developer's machine.
// While a cdk file runs, the temporary folder is one inside the run's output directory, which
// test/cdk/outdir-setup.ts removes when the run ends. Set in a hook, after
// test/restore-process-state.ts has noted the environment, so it is gone again after each file.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, inject } from 'vitest';

beforeAll(() => {
  const folder = join(inject('cdkOutdir'), 'tmp');
  mkdirSync(folder, { recursive: true });
  process.env.TMPDIR = folder;
});
