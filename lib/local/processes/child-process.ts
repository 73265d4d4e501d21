// Runs one stand-in as a child Node process and knows when it is ready and how to stop it. Children
// get an IPC channel and exit when it closes (child-preload.ts): that is how they are stopped (they
// ignore the signals sent to the whole process group), and why even a parent killed with SIGKILL
// leaves no orphans.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundledModule, CHILD_COMPILE_CACHE_DIR } from './bundled-module';
import { CHILD_ENV, PORT_TAKEN_EXIT_CODE, STAND_IN_HEADER } from './child-env';
import type { Log } from './log';

/** Loaded into every child before its own code (see child-preload.ts). */
const PRELOAD = new URL('./child-preload.ts', import.meta.url);

const OUTPUT_TAIL_CHARS = 8_000;
const STOP_GRACE_MS = 4_000;

export interface ChildOptions {
  name: string;
  /** The file it runs: a TypeScript module of this repo (run as its bundle, bundled-module.ts), or
   * a JavaScript file, run as it is. */
  script: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** A URL the child answers (any status) once it serves. */
  readyUrl: string;
  /** Browser origins the child answers; requests with any other Origin get 403. Default none. */
  allowedOrigins?: readonly string[];
  /** DATA_DIR: the child writes whole files below it atomically (see child-preload.ts). */
  dataDir?: string;
  log: Log;
  /** Forward the child's output to the log (otherwise it is kept only for error reports). */
  verbose?: boolean;
  timeoutMs?: number;
  /** Called when the child, once it served, exits without being asked to. */
  onUnexpectedExit?: (exit: ChildExit) => void;
}

/** How a child exited. */
export interface ChildExit {
  /** The signal that ended it, or `code N`. */
  reason: string;
  /** The end of what it printed. */
  output: string;
}

export interface ManagedChild {
  name: string;
  pid: number;
  stop(): Promise<void>;
}

/** A child that exited during start-up because another process had taken its port. */
export class PortTakenError extends Error {}

const running = new Set<ChildProcess>();

// Last resort for a parent that exits without stopping the stack (an uncaught exception, say).
process.on('exit', () => {
  for (const child of running) {
    child.kill('SIGKILL');
  }
});

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Whether the child with this id answers at url (and not some other process on its port). */
async function answers(url: string, id: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    await response.arrayBuffer();
    return response.headers.get(STAND_IN_HEADER) === id;
  } catch {
    return false; // Not listening yet (or too slow to answer): poll again.
  }
}

export async function startChild(options: ChildOptions): Promise<ManagedChild> {
  const { name, log } = options;
  const id = randomUUID();
  const [preload, script] = await Promise.all([
    bundledModule(fileURLToPath(PRELOAD)),
    options.script.endsWith('.ts') ? bundledModule(options.script) : options.script,
  ]);
  const child = spawn(process.execPath, ['--import', pathToFileURL(preload).href, script], {
    cwd: options.cwd,
    env: {
      NODE_COMPILE_CACHE: CHILD_COMPILE_CACHE_DIR,
      ...(options.env ?? process.env),
      [CHILD_ENV.id]: id,
      [CHILD_ENV.origins]: JSON.stringify(options.allowedOrigins ?? []),
      ...(options.dataDir ? { [CHILD_ENV.dataDir]: options.dataDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  running.add(child);
  let output = '';
  const collect = (chunk: Buffer): void => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-OUTPUT_TAIL_CHARS);
    if (options.verbose) {
      for (const line of text.split('\n').filter(Boolean)) {
        log(`[${name}] ${line}`);
      }
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  let stopping = false;
  let ready = false;
  let exitCode: number | null | undefined;
  let exitReason = '';
  const exited = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      exitCode = code ?? (signal ? -1 : 0);
      exitReason = signal ?? `code ${code}`;
      if (ready && !stopping) {
        options.onUnexpectedExit?.({ reason: exitReason, output });
      }
      resolve();
    });
  });
  child.on('error', (error) => log(`${name}: ${error.message}`));

  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    const serving = await answers(options.readyUrl, id);
    // One that answered and then exited at once did not start either.
    if (exitCode !== undefined || (!serving && Date.now() > deadline)) {
      stopping = true;
      child.kill('SIGKILL');
      await exited;
      const message = `${name} did not start (${exitCode !== undefined ? `it exited, ${exitReason}` : 'timed out'}):\n${output}`;
      throw exitCode === PORT_TAKEN_EXIT_CODE ? new PortTakenError(message) : new Error(message);
    }
    if (serving) {
      break;
    }
    await delay(50);
  }
  ready = true;

  return {
    name,
    pid: child.pid ?? -1,
    async stop() {
      if (exitCode !== undefined) {
        return;
      }
      stopping = true;
      if (child.connected) {
        child.disconnect();
      } else {
        child.kill('SIGKILL');
      }
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
