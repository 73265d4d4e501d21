// One folder per run for the integration workers' shared stacks (sharedTestStack in
// support/stack.ts), removed when the run ends: a worker's stack lives until vitest ends the
// worker, after every file, so no file can remove its DATA_DIR.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    sharedStacksDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'shared-stacks-'));
  project.provide('sharedStacksDir', folder);
  // The stand-ins exit once their worker has gone; retry while the last of them let go.
  return () => rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
}
