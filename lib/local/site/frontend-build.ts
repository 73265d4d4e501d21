// Builds the frontend (npm run build:frontend) when frontend/dist is missing or older than anything
// it is built from, so `npm start` always serves the current site.
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { statIfExists } from '../data/fs-util';
import type { Log } from '../processes/log';

/** What the frontend build reads, besides frontend/ itself (cdk.json: the retention periods). */
const EXTRA_INPUTS = ['schema', 'cdk.json', 'package-lock.json'];
const SKIPPED_DIRS = new Set(['dist', 'node_modules']);

async function newestMtime(path: string): Promise<number> {
  const info = await statIfExists(path);
  if (!info) {
    return 0;
  }
  if (!info.isDirectory()) {
    return info.mtimeMs;
  }
  let newest = 0;
  for (const entry of await readdir(path)) {
    if (!SKIPPED_DIRS.has(entry)) {
      newest = Math.max(newest, await newestMtime(join(path, entry)));
    }
  }
  return newest;
}

/** Oldest file time of the build output, read from the page every build writes last. */
async function builtAt(distDir: string): Promise<number> {
  return (await statIfExists(join(distDir, 'index.html')))?.mtimeMs ?? 0;
}

export async function frontendIsStale(projectRoot: string): Promise<boolean> {
  const built = await builtAt(join(projectRoot, 'frontend', 'dist'));
  if (built === 0) {
    return true;
  }
  const inputs = [join(projectRoot, 'frontend'), ...EXTRA_INPUTS.map((p) => join(projectRoot, p))];
  const newest = Math.max(...(await Promise.all(inputs.map(newestMtime))));
  return newest > built;
}

/** Runs an npm script; aborting it stops the script's whole process tree. */
function npmRun(
  projectRoot: string,
  script: string,
  log: Log,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    // Its own process group: npm runs the script through a shell, and killing npm alone would
    // leave the shell's vite running.
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const cancel = (): void => {
      if (child.pid === undefined) {
        return; // It never started: the 'error' event rejects.
      }
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch (error) {
        // ESRCH: the group has already exited.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') {
          log(`Could not stop npm run ${script}: ${(error as Error).message}`);
        }
      }
    };
    signal?.addEventListener('abort', cancel, { once: true });
    let output = '';
    const collect = (chunk: Buffer): void => {
      output = (output + chunk.toString('utf8')).slice(-20_000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) => {
      signal?.removeEventListener('abort', cancel);
      if (signal?.aborted) {
        reject(signal.reason);
      } else if (code === 0) {
        resolve();
      } else {
        log(output.trim());
        reject(new Error(`npm run ${script} exited with code ${code}.`));
      }
    });
  });
}

/**
 * Rebuilds the frontend when needed. A failed build is reported and, if an older build exists, that
 * one is served, so the API stays usable while the frontend is broken. Aborting `signal` stops the
 * build and rejects.
 */
export async function ensureFrontendBuilt(
  projectRoot: string,
  log: Log,
  signal?: AbortSignal,
): Promise<void> {
  if (!(await frontendIsStale(projectRoot))) {
    return;
  }
  const started = Date.now();
  log('Building the frontend (npm run build:frontend)...');
  try {
    await npmRun(projectRoot, 'build:frontend', log, signal);
    log(`Frontend built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    if (signal?.aborted) {
      throw error;
    }
    log(
      `The frontend build failed: ${(error as Error).message} Serving the previous build, if any.`,
    );
  }
}
