// `npm start` execs node, so npm's SIGINT/SIGTERM reach us. But if npm dies without passing a
// signal on (killed with SIGKILL), we would linger as an orphan holding the port. So, when started
// by npm on Linux, watch npm and stop when it is gone. npm is our parent, or, with a shell that
// runs the script without exec, our parent's parent. Nothing above npm is watched: the shell or
// program that ran `npm start` may exit while npm runs on (`npm start &`, nohup).
import { readFile } from 'node:fs/promises';

const SHELLS = new Set(['sh', 'dash', 'bash', 'zsh', 'ash', 'ksh']);
/** How often npm is looked for. */
export const LAUNCHER_CHECK_MS = 500;

/** Fields after the parenthesised command name of /proc/<pid>/stat (which may contain spaces). */
async function statOf(pid: number): Promise<{ command: string; parent: number } | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // Field 4: the parent's pid.
    return { command, parent: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) };
  } catch {
    return undefined;
  }
}

export async function watchLauncher(onGone: () => void): Promise<void> {
  if (!process.env.npm_lifecycle_event || process.platform !== 'linux') {
    return;
  }
  const parent = process.ppid;
  const parentStat = await statOf(parent);
  if (parentStat === undefined) {
    return;
  }
  const viaShell = SHELLS.has(parentStat.command);
  const timer = setInterval(() => {
    void statOf(parent).then((current) => {
      if (process.ppid !== parent || (viaShell && current?.parent !== parentStat.parent)) {
        clearInterval(timer);
        onGone();
      }
    });
  }, LAUNCHER_CHECK_MS);
  timer.unref();
}
