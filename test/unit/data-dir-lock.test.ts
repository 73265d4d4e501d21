// One local stack per DATA_DIR (lib/local/data/data-dir-lock.ts), on real files: a running holder
// keeps the lock, one that is gone (or whose pid another process has now) loses it, and --reset
// keeps it.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareDataDir } from '../../lib/local/data/data-dir';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../../lib/local/data/data-dir-lock';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'data-dir-lock-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

const lockHolder = async () => (await readFile(join(dataDir, LOCK_FILE), 'utf8')).split(/\s/)[0];

describe('the DATA_DIR lock', () => {
  it('refuses a second stack while the first holds it, naming the holder', async () => {
    const lock = await lockDataDir(dataDir);
    const second = lockDataDir(dataDir);
    await expect(second).rejects.toThrow(DataDirInUseError);
    await expect(second).rejects.toThrow(
      `Another local stack (process ${process.pid}) is running on DATA_DIR ${dataDir}.`,
    );
    await lock.release();
    await (await lockDataDir(dataDir)).release();
    // Nothing left behind but what the stacks wrote.
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('takes over a lock left behind by a process that is gone', async () => {
    await writeFile(join(dataDir, LOCK_FILE), `${await deadPid()}\n`);
    const lock = await lockDataDir(dataDir);
    expect(await lockHolder()).toBe(String(process.pid));
    await lock.release();
  });

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose pid a later process has now',
    async () => {
      // This process's pid, with a start time it does not have: the holder was an earlier process.
      await writeFile(join(dataDir, LOCK_FILE), `${process.pid} 1\n`);
      const lock = await lockDataDir(dataDir);
      expect(await lockHolder()).toBe(String(process.pid));
      await lock.release();
    },
  );

  it('takes over a lock file that names no process', async () => {
    await writeFile(join(dataDir, LOCK_FILE), 'not a pid\n');
    await (await lockDataDir(dataDir)).release();
  });

  it('is kept when --reset wipes the DATA_DIR', async () => {
    const lock = await lockDataDir(dataDir);
    await writeFile(join(dataDir, 'stack-secrets.json'), '{}');
    await prepareDataDir(dataDir, true);
    expect(await readdir(dataDir)).toEqual([LOCK_FILE]);
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirInUseError);
    await lock.release();
  });
});
