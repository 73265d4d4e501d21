// The local stack and the test harnesses choose ports below the range of outgoing connections, so
// a port chosen now is still free when the stack binds it seconds later.
import type { Server as HttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import {
  freePort,
  listeningServer,
  LOOPBACK,
  PORT_RANGE,
  portOf,
  serve,
} from '../../lib/local/http/ports';

const servers: (Server | HttpServer)[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

test('free ports lie outside the range outgoing connections draw from, and can be bound', async () => {
  for (let i = 0; i < 20; i += 1) {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(PORT_RANGE.from);
    expect(port).toBeLessThan(PORT_RANGE.to);
    const server = createServer();
    servers.push(server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, LOOPBACK, resolve);
    });
  }
});

/** A port this test listens on, as another process that won the race would. */
async function takenPort(): Promise<number> {
  const squatter = createServer();
  servers.push(squatter);
  await new Promise<void>((resolve, reject) => {
    squatter.once('error', reject);
    squatter.listen(0, LOOPBACK, resolve);
  });
  return (squatter.address() as { port: number }).port;
}

test('a server whose free port is taken before it listens listens on another one', async () => {
  const taken = await takenPort();
  const handedOut: number[] = [];
  const server = await listeningServer(0, async () => {
    const port = handedOut.length === 0 ? taken : await freePort();
    handedOut.push(port);
    return port;
  });
  servers.push(server);
  expect(handedOut).toHaveLength(2);
  expect(portOf(server)).toBe(handedOut[1]);
  expect(portOf(server)).not.toBe(taken);
});

test('a server answers 503 until its handler is installed, then the handler answers', async () => {
  const server = await listeningServer(0);
  servers.push(server);
  const url = `http://${LOOPBACK}:${portOf(server)}/`;
  const early = await fetch(url);
  expect(early.status).toBe(503);
  expect(early.headers.get('retry-after')).toBe('1');
  serve(server, (_req, res) => res.end('served'));
  const later = await fetch(url);
  expect(later.status).toBe(200);
  await expect(later.text()).resolves.toBe('served');
});

test('a server given a port that is taken fails with EADDRINUSE instead of choosing another', async () => {
  const taken = await takenPort();
  await expect(listeningServer(taken)).rejects.toMatchObject({ code: 'EADDRINUSE' });
});
