import { randomInt } from 'node:crypto';
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
