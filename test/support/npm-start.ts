// `npm start` as a child process, for the integration and browser layers: started as a developer's
// terminal would start it (PORT, DATA_DIR, no vitest variables), in its own process group, with
// its output collected, a wait for its "ready" line, and a stop that leaves no process behind.

import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

export { freePort } from '../../lib/local/http/ports';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface NpmStart {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (null after a signal) once npm has exited. */
  exited: Promise<number | null>;
}

export interface NpmStartOptions {
  port: number;
  dataDir: string;
  /** Arguments after `--`, e.g. ['--reset']. */
  args?: string[];
  /** Extra environment, e.g. ADMIN_EMAIL. */
  env?: Record<string, string>;
}

const READY_LINE = /\bready\b/i;
// Variables vitest adds to process.env (NODE_ENV=test would even make Vite build React's
// development bundle). The stack gets the environment a developer's terminal would give it.
const VITEST_ENV = ['NODE_ENV', 'TEST', 'MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL', 'FORCE_TTY'];
const STOP_GRACE_MS = 10_000;

function terminalEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !VITEST_ENV.includes(key) && !key.startsWith('VITEST'),
    ),
  );
}

export function spawnNpmStart(options: NpmStartOptions): NpmStart {
  const args = options.args?.length ? ['--', ...options.args] : [];
  // Its own process group, so teardown reaches every child (stand-ins, servers), as Ctrl-C would.
  const child = spawn('npm', ['start', ...args], {
    cwd: repoRoot,
    env: {
      ...terminalEnv(),
      FORCE_COLOR: '0',
      ...options.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

/** Resolves with the output once a line says "ready"; fails if npm exits or the time runs out. */
export function waitForReady(running: NpmStart, timeoutMs: number): Promise<string> {
  const { child, output } = running;
  return new Promise<string>((resolve, reject) => {
    const fail = (reason: string) => {
      cleanup();
      reject(new Error(`npm start ${reason}. Its output:\n${output()}`));
    };
    const onData = () => {
      if (READY_LINE.test(output())) {
        cleanup();
        resolve(output());
      }
    };
    const onError = (error: Error) => fail(`could not be started (${error.message})`);
    const onExit = (code: number | null, signal: string | null) =>
      fail(`exited (${signal ?? `code ${code}`}) before printing a line with "ready"`);
    const timer = setTimeout(() => fail(`did not print "ready" within ${timeoutMs} ms`), timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stderr.off('data', onData);
      child.off('exit', onExit);
      child.off('error', onError);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', onExit);
    child.once('error', onError);
    onData();
  });
}

/** SIGTERM to the whole group, then SIGKILL whatever is still running after a grace period. */
export async function stopProcessGroup(running: { child: { pid?: number } }): Promise<void> {
  const pid = running.child.pid;
  if (pid === undefined) return;
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + STOP_GRACE_MS;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
  if (!groupAlive(pid)) return;
  signalGroup(pid, 'SIGKILL');
  const killDeadline = Date.now() + STOP_GRACE_MS;
  while (groupAlive(pid) && Date.now() < killDeadline) await sleep(50);
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Signal 0 only checks: ESRCH means no process of the group is left. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
