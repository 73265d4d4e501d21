// Process-tree checks for tests that must leave no process behind. Reads /proc (Linux) rather than
// running ps, which would list itself as a descendant.
import { readFileSync, readdirSync } from 'node:fs';

function parentOf(pid: string): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 4, after the parenthesised command name (which may itself contain spaces).
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined; // It exited while we listed.
  }
}

/** Every process below `root`. */
export function descendants(root: number): number[] {
  const table = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => [Number(pid), parentOf(pid)] as const);
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const [pid, ppid] of table) {
      if (ppid === parent) {
        found.push(pid);
        queue.push(pid);
      }
    }
  }
  return found;
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false; // ESRCH: gone.
  }
}
