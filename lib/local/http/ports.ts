import { randomInt } from 'node:crypto';
import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import { createServer } from 'node:net';

export const LOOPBACK = '127.0.0.1';

/**
 * Ports are chosen below the range operating systems give out for outgoing connections (Linux
 * 32768–60999, macOS and Windows 49152–65535). A port the OS picks with listen(0) comes from that
 * range, and a client socket can take it in the seconds before the stack binds it.
 */
export const PORT_RANGE = { from: 20_000, to: 32_000 } as const;
const ATTEMPTS = 50;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      else reject(error);
    });
    server.listen(port, LOOPBACK, () => server.close(() => resolve(true)));
  });
}

/** A port free right now on the loopback interface, outside the range of outgoing connections. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const port = randomInt(PORT_RANGE.from, PORT_RANGE.to);
    if (await isFree(port)) return port;
  }
  throw new Error(
    `No free port found between ${PORT_RANGE.from} and ${PORT_RANGE.to} after ${ATTEMPTS} tries.`,
  );
}

/** Answers requests that reach a server before its handler is installed (`serve`). */
const notReady: RequestListener = (_req, res) => {
  res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' });
  res.end('Starting');
};

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error): void => reject(error);
    server.once('error', failed);
    server.listen(port, LOOPBACK, () => {
      server.removeListener('error', failed);
      resolve();
    });
  });
}

/**
 * An HTTP server already listening on loopback, so its port is held from the moment it is chosen:
 * on `port`, or with 0 on a free port of PORT_RANGE, chosen again when another process takes it
 * between the check and the listen (as the stand-ins' children are restarted on another port). It
 * answers 503 until `serve` installs its handler.
 */
export async function listeningServer(port: number, choosePort = freePort): Promise<Server> {
  const server = createHttpServer(notReady);
  if (port !== 0) {
    await listen(server, port);
    return server;
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      await listen(server, await choosePort());
      return server;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= ATTEMPTS) {
        throw error;
      }
    }
  }
}

/** Installs the handler of a server from `listeningServer`, replacing its 503 answer. */
export function serve(server: Server, handler: RequestListener): void {
  server.removeListener('request', notReady);
  server.on('request', handler);
}

/** The port a listening server is bound to. */
export function portOf(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') {
    throw new Error('The server is not listening on a TCP port.');
  }
  return address.port;
}
