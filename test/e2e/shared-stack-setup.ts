// One `npm start` for the whole e2e run, shared by the files that use the product only through its
// pages and API (sharedLocalStack in harness.ts). Files that damage a stack, need special env or
// count things the others change start their own (startLocalStack). It gets the project's env (as
// each file's own stack does through its worker) and the test admin.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, spawnNpmStart, stopProcessGroup, waitForReady } from '../support/npm-start';
import { TEST_ADMIN_ENV } from './support/productApi';

/** What a test file needs to reach the shared stack; its output up to "ready" names the stand-ins. */
export interface SharedStack {
  baseUrl: string;
  dataDir: string;
  output: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eSharedStack: SharedStack;
  }
}

const READY_TIMEOUT_MS = 240_000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-shared-'));
  const npmStart = spawnNpmStart({
    port,
    dataDir,
    env: { ...project.config.env, ...TEST_ADMIN_ENV },
  });
  const stop = async () => {
    await stopProcessGroup(npmStart);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const output = await waitForReady(npmStart, READY_TIMEOUT_MS);
    project.provide('e2eSharedStack', { baseUrl: `http://127.0.0.1:${port}`, dataDir, output });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
