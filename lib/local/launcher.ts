// `npm start` runs `sh -c "tsx bin/local.ts"`. A SIGTERM sent to npm reaches only that shell, whose
// death leaves tsx and this process running as orphans. So, when started by npm on Linux, watch the
// chain of parents and stop when it breaks: that is the signal the user meant for us.
import { readFile } from 'node:fs/promises';

async function parentOf(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Field 4, after the parenthesised command name (which may itself contain spaces).
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

export async function watchLauncher(onGone: () => void, intervalMs = 500): Promise<void> {
  if (!process.env.npm_lifecycle_event || process.platform !== 'linux') {
    return;
  }
  const parent = process.ppid;
  const grandparent = await parentOf(parent);
  if (grandparent === undefined) {
    return;
  }
  const timer = setInterval(() => {
    void parentOf(parent).then((current) => {
      if (process.ppid !== parent || current !== grandparent) {
        clearInterval(timer);
        onGone();
      }
    });
  }, intervalMs);
  timer.unref();
}
