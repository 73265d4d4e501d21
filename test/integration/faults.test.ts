// Faults: `npm start` killed hard (SIGKILL of its whole process group, as a crash or the OOM killer
// would) while clients are writing contact messages. Nothing may be left listening on its ports,
// and a second start on the same DATA_DIR must hold every message that was acknowledged.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../lib/local/http/ports';
import type { RuntimeConfig } from '../../schema/contract/runtimeConfig';
import {
  groupProcesses,
  killGroup,
  listeningPorts,
  portsStillListening,
  startNpmGroup,
  type NpmStartGroup,
} from './support/npm-start-group';
import { adminToken, post } from './support/http-calls';

const WRITERS = 20;
/** Acknowledged writes to wait for before the kill, so that it lands mid-stream. */
const ACKNOWLEDGED_BEFORE_KILL = 40;

const CREATE = 'mutation ($input: CreateMessageInput!) { createMessage(input: $input) { id } }';
const LIST = `query ($token: String) {
  listMessages(limit: 100, nextToken: $token) { items { id } nextToken }
}`;

let dataDir: string;
let port: number;
let running: NpmStartGroup | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'faults-test-'));
  port = await freePort();
});

afterAll(async () => {
  if (running) await killGroup(running.child);
  await rm(dataDir, { recursive: true, force: true });
});

async function storedMessageIds(config: RuntimeConfig, token: string): Promise<string[]> {
  const ids: string[] = [];
  let nextToken: string | null = null;
  do {
    const page: {
      data?: { listMessages: { items: { id: string }[]; nextToken: string | null } };
      errors?: unknown;
    } = await post(
      config.graphqlUrl,
      { 'content-type': 'application/json', authorization: token },
      { query: LIST, variables: { token: nextToken } },
    );
    expect(page.errors).toBeUndefined();
    ids.push(...page.data!.listMessages.items.map((item) => item.id));
    nextToken = page.data!.listMessages.nextToken;
  } while (nextToken);
  return ids;
}

describe('a hard kill during writes', () => {
  it(
    'leaves nothing listening and loses no acknowledged message',
    { timeout: 600_000 },
    async () => {
      running = await startNpmGroup({ port, dataDir });
      const first = running;
      const config = await first.config();
      const processes = groupProcesses(first.child);
      const ports = listeningPorts(processes);
      expect(ports).toContain(port);
      // The stand-ins' own ports too, not only the site's.
      expect(ports.length).toBeGreaterThan(1);

      const acknowledged: string[] = [];
      let killed = false;
      let reachedTarget: () => void;
      const target = new Promise<void>((resolve) => (reachedTarget = resolve));
      const writer = async (writerIndex: number) => {
        for (let round = 0; !killed; round += 1) {
          try {
            const body = await post<{ data?: { createMessage: { id: string } }; errors?: unknown }>(
              config.graphqlUrl,
              { 'content-type': 'application/json', 'x-api-key': config.apiKey },
              {
                query: CREATE,
                variables: {
                  input: {
                    fullName: `Crash writer ${writerIndex}`,
                    email: `crash${writerIndex}@example.com`,
                    phone: '0412 345 678',
                    msg: `Written before the kill, round ${round}`,
                  },
                },
              },
            );
            expect(body.errors).toBeUndefined();
            acknowledged.push(body.data!.createMessage.id);
            if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) reachedTarget();
          } catch (error) {
            // Only the kill may stop a write; anything before it is a failure of the test.
            if (!killed) throw error;
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, index) => writer(index));

      await Promise.race([target, Promise.all(writers)]);
      killed = true;
      await killGroup(first.child, processes);
      running = undefined;
      await Promise.all(writers);

      expect(portsStillListening(ports)).toEqual([]);

      running = await startNpmGroup({ port, dataDir });
      const second = running;
      const afterRestart = await second.config();
      const stored = await storedMessageIds(afterRestart, await adminToken(afterRestart));
      expect(new Set(stored).size).toBe(stored.length);
      const missing = acknowledged.filter((id) => !stored.includes(id));
      expect(missing).toEqual([]);
    },
  );
});
