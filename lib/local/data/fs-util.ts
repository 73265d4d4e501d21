import { randomUUID } from 'node:crypto';
import { open, rename, rm, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * A path's stats, or undefined when nothing is there (or can be: a name longer than the file
 * system allows); other failures (permissions...) throw.
 */
export async function statIfExists(path: string): Promise<Stats | undefined> {
  try {
    return await stat(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG') {
      return undefined;
    }
    throw error;
  }
}

/** Files in DATA_DIR are the owner's only: they hold passwords, tokens and keys. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** A temporary name beside `path`, so the final rename stays on one file system. */
export function temporaryPathFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${randomUUID()}.tmp`);
}

/**
 * Writes a file so that a crash at any moment leaves either the old or the new content, never a
 * cut-off one: the data goes to a temporary file, is flushed to disk, and replaces the file by a
 * rename (atomic on POSIX); the directory is flushed too so the rename itself survives a crash.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const temporary = temporaryPathFor(path);
  try {
    const file = await open(temporary, 'wx', PRIVATE_FILE_MODE);
    try {
      await file.writeFile(data);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  const directory = await open(dirname(path), 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}
