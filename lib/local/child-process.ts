// Runs one stand-in as a child Node process and knows when it is ready and how to stop it. Children
// get an IPC channel and exit when it closes, so even a parent killed with SIGKILL leaves no orphans.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Log } from './log';

/** Names the child process that answered: see CHILD_PRELOAD. */
const STAND_IN_HEADER = 'x-local-stand-in';
const STAND_IN_ENV = 'LOCAL_STAND_IN_ID';
const ORIGINS_ENV = 'LOCAL_STAND_IN_ORIGINS';

/**
 * Preloaded into every child:
 * - exit as soon as the parent's IPC channel goes away;
 * - stamp every HTTP answer (at writeHead, after any handler has reset its headers) with the id the
 *   parent gave the child. A free port can be taken by another process (another stack's stand-in,
 *   even) before the child binds it; the stamp tells the child's own answer from that process's;
 * - refuse requests from browser origins other than the site's. cognito-local and dynalite answer
 *   CORS requests from any origin and check no credentials, so a page on any web site could
 *   otherwise find their loopback port and create users or read tables.
 */
const CHILD_PRELOAD = `data:text/javascript,${encodeURIComponent(`
import { Server, ServerResponse } from 'node:http';
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
const id = process.env.${STAND_IN_ENV};
const origins = new Set(JSON.parse(process.env.${ORIGINS_ENV} || '[]'));
const writeHead = ServerResponse.prototype.writeHead;
ServerResponse.prototype.writeHead = function (...args) {
  this.setHeader('${STAND_IN_HEADER}', id);
  return writeHead.apply(this, args);
};
const emit = Server.prototype.emit;
Server.prototype.emit = function (event, request, response) {
  const origin = event === 'request' ? request.headers.origin : undefined;
  if (origin !== undefined && !origins.has(origin)) {
    response.writeHead(403, { 'content-type': 'text/plain' });
    response.end('Origin not allowed.');
    return true;
  }
  return emit.apply(this, arguments);
};
`)}`;

const OUTPUT_TAIL_CHARS = 8_000;
const STOP_GRACE_MS = 4_000;

export interface ChildOptions {
  name: string;
  /** Arguments after `node`: the script and its options. */
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** A URL the child answers (any status) once it serves. */
  readyUrl: string;
  /** Browser origins the child answers; requests with any other Origin get 403. Default none. */
  allowedOrigins?: readonly string[];
  log: Log;
  /** Forward the child's output to the log (otherwise it is kept only for error reports). */
  verbose?: boolean;
  timeoutMs?: number;
  /** Called when the child exits without being asked to. */
  onUnexpectedExit?: (message: string) => void;
}

export interface ManagedChild {
  name: string;
  pid: number;
  stop(): Promise<void>;
}

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
  const child = spawn(process.execPath, ['--import', CHILD_PRELOAD, ...options.args], {
    cwd: options.cwd,
    env: {
      ...(options.env ?? process.env),
      [STAND_IN_ENV]: id,
      [ORIGINS_ENV]: JSON.stringify(options.allowedOrigins ?? []),
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
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      exitCode = code ?? (signal ? -1 : 0);
      if (!stopping && options.onUnexpectedExit) {
        options.onUnexpectedExit(
          `${name} exited unexpectedly (${signal ?? `code ${code}`}):\n${output}`,
        );
      }
      resolve();
    });
  });
  child.on('error', (error) => log(`${name}: ${error.message}`));

  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  while (!(await answers(options.readyUrl, id))) {
    if (exitCode !== undefined || Date.now() > deadline) {
      stopping = true;
      child.kill('SIGKILL');
      await exited;
      throw new Error(
        `${name} did not start (${exitCode !== undefined ? 'it exited' : 'timed out'}):\n${output}`,
      );
    }
    await delay(50);
  }

  return {
    name,
    pid: child.pid ?? -1,
    async stop() {
      if (exitCode !== undefined) {
        return;
      }
      stopping = true;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
