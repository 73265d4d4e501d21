// The local stack killed with SIGKILL in the middle of sign-ins (each writes the user pool and the
// proxy's session file) starts again with the same pool, client and users every time.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { userPoolFile } from '../../lib/local/cognito/pool-file';
import { PROJECT_ROOT, type LocalStack } from '../../lib/local/index';
import { descendants } from './support/processes';
import { signIn } from './support/stack';

type Started = Pick<
  LocalStack,
  'url' | 'cognitoEndpoint' | 'userPoolId' | 'clientId' | 'adminEmail' | 'adminPassword' | 'dataDir'
>;

const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

function startInProcess(dataDir: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(PROJECT_ROOT, 'test/integration/support/stack-process.ts'), dataDir],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const ready = new Promise<Started>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('\n')) {
        resolve(JSON.parse(output.split('\n')[0]!) as Started);
      }
    });
    child.on('exit', (code) => reject(new Error(`The stack exited (${code}):\n${errors}`)));
  });
  return { child, ready };
}

describe('a SIGKILL during parallel sign-ins', () => {
  it('loses no user and needs no repair, three times over', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'crash-test-'));
    dataDirs.push(dataDir);
    let first: Started | undefined;
    for (let round = 0; round < 3; round += 1) {
      const { child, ready } = startInProcess(dataDir);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const stack = await ready;
      first ??= stack;
      expect({ round, pool: stack.userPoolId, client: stack.clientId }).toEqual({
        round,
        pool: first.userPoolId,
        client: first.clientId,
      });
      const tree = [child.pid!, ...descendants(child.pid!)];
      const signIns = Array.from({ length: 20 }, () =>
        signIn(stack as LocalStack, stack.adminEmail, stack.adminPassword).catch(() => undefined),
      );
      await new Promise((resolve) => setTimeout(resolve, 30 + round * 40));
      for (const pid of tree) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      await Promise.all([...signIns, exited]);
      // Whole files only, whatever moment the kill hit.
      JSON.parse(await readFile(userPoolFile(dataDir, stack.userPoolId), 'utf8'));
    }
    const { child, ready } = startInProcess(dataDir);
    const stack = await ready;
    try {
      expect(stack.userPoolId).toBe(first!.userPoolId);
      await expect(
        signIn(stack as LocalStack, stack.adminEmail, stack.adminPassword),
      ).resolves.toBeDefined();
    } finally {
      child.kill('SIGTERM');
    }
  }, 300_000);
});
