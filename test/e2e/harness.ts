// Browser-test harness: runs the product exactly as a developer does (`npm start`) on a free port
// with a throwaway DATA_DIR, and drives it with Debian's Chromium through playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const CHROMIUM_PATH = '/usr/bin/chromium';
// Headless, and nothing that reaches for the network: the machine running the tests may be offline.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LocalStack {
  /** Origin of the site, /graphql and /config.json, e.g. http://127.0.0.1:41234. */
  baseUrl: string;
  dataDir: string;
  browser: Browser;
  /** Everything the stack printed so far, for failure messages. */
  output(): string;
  /** Closes the browser, stops every process of the stack and deletes its DATA_DIR. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Extra environment for `npm start`, e.g. ADMIN_EMAIL. */
  env?: Record<string, string>;
  /** `npm start` may build the frontend first, so allow for a cold start. */
  readyTimeoutMs?: number;
}

const READY_LINE = /\bready\b/i;
// Variables vitest adds to process.env (NODE_ENV=test would even make Vite build React's
// development bundle). The stack gets the environment a developer's terminal would give it.
const VITEST_ENV = ['NODE_ENV', 'TEST', 'MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL', 'FORCE_TTY'];
const STOP_GRACE_MS = 10_000;

export async function startLocalStack(options: StartOptions = {}): Promise<LocalStack> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'));
  // Its own process group, so teardown reaches every child (stand-ins, servers), as Ctrl-C would.
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...terminalEnv(), ...options.env, PORT: String(port), DATA_DIR: dataDir },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));

  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close();
    await stopProcessGroup(child);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForReady(child, () => output, options.readyTimeoutMs ?? 240_000);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: `http://127.0.0.1:${port}`, dataDir, browser, output: () => output, stop };
}

function terminalEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !VITEST_ENV.includes(key) && !key.startsWith('VITEST'),
    ),
  );
}

function waitForReady(child: ChildProcess, output: () => string, timeoutMs: number) {
  return new Promise<void>((resolve, reject) => {
    const fail = (reason: string) => {
      cleanup();
      reject(new Error(`npm start ${reason}. Its output:\n${output()}`));
    };
    const onData = () => {
      if (READY_LINE.test(output())) {
        cleanup();
        resolve();
      }
    };
    const onError = (error: Error) => fail(`could not be started (${error.message})`);
    const onExit = (code: number | null, signal: string | null) =>
      fail(`exited (${signal ?? `code ${code}`}) before printing a line with "ready"`);
    const timer = setTimeout(() => fail(`did not print "ready" within ${timeoutMs} ms`), timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      child.off('error', onError);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
    child.once('error', onError);
  });
}

/** SIGTERM to the whole group, then SIGKILL whatever is still running after a grace period. */
async function stopProcessGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
