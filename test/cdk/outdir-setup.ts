// One cloud-assembly directory for the whole cdk layer, removed when the run ends. The cdk project
// runs its files in one process without isolation (vitest.config.ts), so aws-cdk-lib's asset cache,
// keyed by output directory, bundles each Lambda once per run instead of once per synthesis.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    cdkOutdir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const outdir = mkdtempSync(join(tmpdir(), 'cdk-test-'));
  project.provide('cdkOutdir', outdir);
  return () => rmSync(outdir, { recursive: true, force: true });
}
