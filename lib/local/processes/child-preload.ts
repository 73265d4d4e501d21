// Preloaded (node --import) into every stand-in child process (child-process.ts):
// - exit as soon as the parent's IPC channel goes away: that is how the parent stops it
//   (child-process.ts), and so a parent killed with SIGKILL leaves no orphans;
// - ignore SIGINT and SIGTERM: Ctrl-C in a terminal, or a signal to `npm start`'s process group,
//   reaches every process of the stack, and the parent stops its children itself, after the
//   requests in flight that still use them have finished;
// - stamp every HTTP answer (at writeHead, after any handler has reset its headers) with the id the
//   parent gave the child. A free port can be taken by another process (another stack's stand-in,
//   even) before the child binds it; the stamp tells the child's own answer from that process's;
// - exit with PORT_TAKEN_EXIT_CODE when the port it was given is taken, so that the parent can
//   tell that from any other failure and start it again on another port;
// - refuse requests whose Host is not a loopback name (../http/host-check.ts: DNS rebinding), and
//   requests from browser origins other than those the parent allows (none, for stand-ins browsers
//   never call). cognito-local and dynalite answer CORS requests from any origin and check no
//   credentials, so a web page could otherwise find their loopback port and create users or read
//   tables;
// - keep what the child writes under DATA_DIR private (umask: files 0600, directories 0700) and
//   write whole files atomically there, so that a crash or SIGKILL mid-write leaves the old
//   content rather than a cut-off file (cognito-local rewrites its whole pool file on each change).
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHILD_ENV, PORT_TAKEN_EXIT_CODE, STAND_IN_HEADER } from './child-env';
import { PRIVATE_FILE_MODE, temporaryPathFor } from '../data/fs-util';
import { refusedHost } from '../http/host-check';

// node:http as CommonJS sees it, not through an ES module import: that makes Node read every export
// of the module, and three of them (WebSocket, CloseEvent, MessageEvent) load Node's bundled undici,
// about 40 ms of CPU in each stand-in child at every start (docs/PERFORMANCE.md).
const { Server, ServerResponse } = process.getBuiltinModule('node:http');
type Server = InstanceType<typeof Server>;
type ServerResponse = InstanceType<typeof ServerResponse>;

process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => undefined);
process.on('SIGINT', () => undefined);
process.umask(0o077);

const id = process.env[CHILD_ENV.id] ?? '';
const origins = new Set<string>(JSON.parse(process.env[CHILD_ENV.origins] ?? '[]') as string[]);
const dataDir = process.env[CHILD_ENV.dataDir];

const writeHead = ServerResponse.prototype.writeHead;
ServerResponse.prototype.writeHead = function (this: ServerResponse, ...args: unknown[]) {
  this.setHeader(STAND_IN_HEADER, id);
  return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
} as typeof writeHead;

const emit = Server.prototype.emit;
Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
  if (event === 'error' && (args[0] as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE') {
    process.stderr.write(`${String(args[0])}\n`);
    process.exit(PORT_TAKEN_EXIT_CODE);
  }
  if (event === 'request') {
    const [request, response] = args as [IncomingMessage, ServerResponse];
    if (refusedHost(request, response)) {
      return true;
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !origins.has(origin)) {
      response.writeHead(403, { 'content-type': 'text/plain' });
      response.end('Origin not allowed.');
      return true;
    }
  }
  return (emit as (...a: unknown[]) => boolean).call(this, event, ...args);
} as typeof emit;

/** The path a write targets, when it is a whole-file write under DATA_DIR. */
function atomicTarget(file: unknown, options: unknown): string | undefined {
  if (!dataDir) {
    return undefined;
  }
  const flag =
    typeof options === 'object' && options !== null
      ? (options as { flag?: string }).flag
      : undefined;
  if (flag !== undefined && flag !== 'w') {
    return undefined; // Appending or exclusive creation: not a replacement of the whole file.
  }
  const path =
    typeof file === 'string' ? file : file instanceof URL ? fileURLToPath(file) : undefined;
  if (path === undefined) {
    return undefined; // A file descriptor or handle: the caller manages that file.
  }
  const absolute = resolve(path);
  return absolute.startsWith(resolve(dataDir) + sep) ? absolute : undefined;
}

type Data = Parameters<typeof fs.writeFileSync>[1];

function writeAtomicSync(path: string, data: Data, options: unknown): void {
  const temporary = temporaryPathFor(path);
  const encoding = typeof options === 'string' ? options : undefined;
  const descriptor = fs.openSync(temporary, 'wx', PRIVATE_FILE_MODE);
  try {
    fs.writeFileSync(descriptor, data, encoding ? { encoding: encoding as BufferEncoding } : {});
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
  fs.renameSync(temporary, path);
}

/** Writes to one file run one after another, so the last one asked for is the one that stays. */
const queues = new Map<string, Promise<void>>();

async function writeAtomic(path: string, data: Data, options: unknown): Promise<void> {
  const previous = queues.get(path) ?? Promise.resolve();
  const write = previous.then(async () => {
    const temporary = temporaryPathFor(path);
    const handle = await fs.promises.open(temporary, 'wx', PRIVATE_FILE_MODE);
    try {
      const encoding = typeof options === 'string' ? (options as BufferEncoding) : undefined;
      await handle.writeFile(data as string | Uint8Array, encoding ? { encoding } : {});
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temporary, path);
  });
  const settled = write.catch(() => undefined);
  queues.set(path, settled);
  void settled.then(() => {
    if (queues.get(path) === settled) {
      queues.delete(path);
    }
  });
  return write;
}

const writeFileSync = fs.writeFileSync;
fs.writeFileSync = function (file: unknown, data: Data, options?: unknown): void {
  const target = atomicTarget(file, options);
  if (target === undefined) {
    return (writeFileSync as (...a: unknown[]) => void)(file, data, options);
  }
  writeAtomicSync(target, data, options);
} as typeof fs.writeFileSync;

const writeFile = fs.writeFile;
fs.writeFile = function (file: unknown, data: Data, ...rest: unknown[]): void {
  const callback = rest.pop() as (error: NodeJS.ErrnoException | null) => void;
  const options = rest[0];
  const target = atomicTarget(file, options);
  if (target === undefined) {
    (writeFile as (...a: unknown[]) => void)(file, data, ...rest, callback);
    return;
  }
  writeAtomic(target, data, options).then(
    () => callback(null),
    (error: NodeJS.ErrnoException) => callback(error),
  );
} as typeof fs.writeFile;

const promisesWriteFile = fs.promises.writeFile;
fs.promises.writeFile = function (file: unknown, data: unknown, options?: unknown) {
  const target = atomicTarget(file, options);
  if (target === undefined || (typeof data !== 'string' && !(data instanceof Uint8Array))) {
    return (promisesWriteFile as (...a: unknown[]) => Promise<void>)(file, data, options);
  }
  return writeAtomic(target, data, options);
} as typeof fs.promises.writeFile;
