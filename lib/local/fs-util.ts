import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';

/** A path's stats, or undefined when nothing is there; other failures (permissions...) throw. */
export async function statIfExists(path: string): Promise<Stats | undefined> {
  try {
    return await stat(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      return undefined;
    }
    throw error;
  }
}
