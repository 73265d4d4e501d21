// A stand-in's free port can be taken by another process between the stack choosing it and the
// stand-in listening on it. The stand-in is then started again on another port, a bounded number
// of times, and the stack still starts; when every port it is given is taken, the start fails
// with an error that says so and leaves no process behind.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORT_ATTEMPTS } from '../../lib/local/emulators/emulator';
import { startLocalStack } from '../../lib/local/index';
import { LOOPBACK, freePort } from '../../lib/local/http/ports';
import { alive, descendants } from './support/processes';

/** dynalite, s3rver, cognito-local and aws-ses-v2-local. */
const STAND_INS = 4;

let dataDir: string;
const squatters: Server[] = [];

/** A port another process (this test) listens on; it hangs up on whoever connects. */
async function takenPort(): Promise<number> {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => resolve());
  });
  squatters.push(server);
  return (server.address() as { port: number }).port;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'port-race-'));
});

afterAll(async () => {
  await Promise.all(squatters.map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(dataDir, { recursive: true, force: true });
});

describe('a stand-in whose port is taken before it listens', () => {
  it('starts again on another port, and the stack starts', async () => {
    // Every stand-in's first port is taken (and then one more), as if another process won each race.
    const taken = await Promise.all(Array.from({ length: STAND_INS + 1 }, () => takenPort()));
    const handedOut: number[] = [];
    const lines: string[] = [];
    const stack = await startLocalStack({
      port: 0,
      dataDir: join(dataDir, 'retried'),
      buildFrontend: false,
      log: (line) => lines.push(line),
      standInPort: async () => {
        const port = taken[handedOut.length] ?? (await freePort());
        handedOut.push(port);
        return port;
      },
    });
    try {
      expect(handedOut.slice(0, taken.length)).toEqual(taken);
      const endpoints = [
        stack.dynamodbEndpoint,
        stack.s3Endpoint,
        stack.cognitoAdminEndpoint,
        stack.mailUrl,
      ].map((endpoint) => Number(new URL(endpoint).port));
      expect(endpoints.filter((port) => taken.includes(port))).toEqual([]);
      expect(
        lines.filter((line) => line.includes('was taken before it could listen')),
      ).toHaveLength(taken.length);
      // The API answers, reading the tables on the stand-in's new port.
      const response = await fetch(stack.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': stack.apiKey },
        body: JSON.stringify({ query: '{ listTestimonials { items { id } } }' }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: unknown };
      expect(body.errors).toBeUndefined();
      expect(body.data).toEqual({ listTestimonials: { items: expect.any(Array) } });
    } finally {
      await stack.stop();
    }
  });

  // Twenty child starts, five after one another: more than the usual minute on a loaded machine.
  it(`gives up after ${PORT_ATTEMPTS} taken ports with a clear error, leaving no process`, async () => {
    const port = await takenPort();
    const before = new Set(descendants(process.pid));
    let asked = 0;
    const start = startLocalStack({
      port: 0,
      dataDir: join(dataDir, 'given-up'),
      buildFrontend: false,
      log: () => undefined,
      standInPort: () => {
        asked += 1;
        return Promise.resolve(port);
      },
    });
    await expect(start).rejects.toThrow(
      `another process took each of the ${PORT_ATTEMPTS} free ports it was given`,
    );
    expect(asked).toBe(STAND_INS * PORT_ATTEMPTS);
    const started = descendants(process.pid).filter((pid) => !before.has(pid));
    const deadline = Date.now() + 5_000;
    while (started.some(alive) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(started.filter(alive)).toEqual([]);
  }, 180_000);
});
