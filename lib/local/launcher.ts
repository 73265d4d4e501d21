// `npm start` execs node, so npm's SIGINT/SIGTERM reach us. But if the launcher dies without passing
// a signal on (killed with SIGKILL, or an npm that runs scripts through a shell that does not exec),
// we would linger as an orphan holding the port. So, when started by npm on Linux, watch the chain
// of parents and stop when it breaks.
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
