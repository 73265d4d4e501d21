// One local stack per DATA_DIR: a second one would start a second set of stand-ins on the same
// files. The lock file names the process that holds it; one left behind by a stack that is gone
// (killed with SIGKILL, a crash, a reboot) is taken over. Linux adds the holder's start time, so
// that a process that got the dead holder's pid later is not taken for it.
import { readFileSync } from 'node:fs';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, temporaryPathFor } from './fs-util';

export const LOCK_FILE = 'local-stack.lock';

interface Holder {
  pid: number;
  /** The process's start time in clock ticks after boot (Linux), when known. */
  started?: string;
}

/** Another local stack runs on this DATA_DIR. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another local stack (process ${pid}) is running on DATA_DIR ${dataDir}. Stop that one ` +
        `first (Ctrl-C where it runs), or start this one with another DATA_DIR.`,
    );
  }
}

export interface DataDirLock {
  /** Removes the lock file; another stack may start on the DATA_DIR then. */
  release(): Promise<void>;
}

/** Field 22 of /proc/<pid>/stat, after the parenthesised command name (which may hold spaces). */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined; // Not Linux, or no such process.
  }
}

function isRunning(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') {
      return false;
    }
  }
  return holder.started === undefined || startTimeOf(holder.pid) === holder.started;
}

/** Who the lock file names; undefined when it is gone or names no process. */
async function holderOf(path: string): Promise<Holder | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined;
    }
    throw error;
  }
  const [pid, started] = text.trim().split(/\s+/);
  const holder = { pid: Number(pid), started: started || undefined };
  return Number.isSafeInteger(holder.pid) && holder.pid > 0 ? holder : undefined;
}

/** Takes the DATA_DIR's lock (making the directory), or throws DataDirInUseError. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const path = join(dataDir, LOCK_FILE);
  const started = startTimeOf(process.pid);
  // Written in full first and linked into place, so the lock file never exists half-written.
  const mine = temporaryPathFor(path);
  await writeFile(mine, `${process.pid}${started ? ` ${started}` : ''}\n`, {
    mode: PRIVATE_FILE_MODE,
    flag: 'wx',
  });
  try {
    // Each round either takes the lock or moves aside one left behind; a few rounds settle a race.
    for (let round = 0; round < 5; round += 1) {
      try {
        await link(mine, path);
        return { release: () => rm(path, { force: true }) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
          throw error;
        }
      }
      const holder = await holderOf(path);
      if (holder && isRunning(holder)) {
        throw new DataDirInUseError(dataDir, holder.pid);
      }
      await moveAsideStale(path, dataDir, `${mine}.stale`);
    }
    throw new Error(`Could not take the lock file ${path}: other starts kept taking it.`);
  } finally {
    await rm(mine, { force: true });
  }
}

/**
 * Moves a stale lock file out of the way. Another start may have taken the lock between our look
 * and the move; then what was moved is a live lock, and it goes back.
 */
async function moveAsideStale(path: string, dataDir: string, aside: string): Promise<void> {
  try {
    await rename(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return; // Another start moved it first.
    }
    throw error;
  }
  try {
    const moved = await holderOf(aside);
    if (moved && isRunning(moved)) {
      await link(aside, path).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
      throw new DataDirInUseError(dataDir, moved.pid);
    }
  } finally {
    await rm(aside, { force: true });
  }
}
