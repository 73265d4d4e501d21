// The local stack and the test harnesses choose ports below the range of outgoing connections, so
// a port chosen now is still free when the stack binds it seconds later.
import { createServer, type Server } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { freePort, LOOPBACK, PORT_RANGE } from '../../lib/local/ports';

const servers: Server[] = [];
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
