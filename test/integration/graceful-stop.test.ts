// Stopping the stack (what SIGTERM does in bin/local.ts; npm-start.test.ts sends the signal) stops accepting, lets requests in
// flight finish and only then stops the stand-ins: every request it had received is answered, and
// every message answered as stored is stored. A request that never finishes is cut off after the
// grace period, so a stop is bounded. Ctrl-C in a terminal (SIGINT to the whole process group of
// `npm start`, stand-ins included) stops it the same way.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOptions } from '../../lib/local/aws-env';
import { startLocalStack, type LocalStack } from '../../lib/local/index';
import { freePort, spawnNpmStart, stopProcessGroup, waitForReady } from '../support/npm-start';
import { createMessageBody, createdMessageId, heldRequest } from './support/held-request';
import { listeningPorts, portsStillListening } from './support/npm-start-group';
import { alive, descendants } from './support/processes';

const IN_FLIGHT = 20;
// Long enough for 20 messages on a loaded machine; the cut-off test uses a short one of its own.
const GRACE_MS = 30_000;
const SHORT_GRACE_MS = 2_000;
/** The site, the Cognito proxy and the four stand-ins. */
const STACK_PORTS = 6;

let dataDir: string;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function start(stopGraceMs = GRACE_MS): Promise<LocalStack> {
  return startLocalStack({
    port: 0,
    dataDir,
    buildFrontend: false,
    log: () => undefined,
    stopGraceMs,
  });
}

/** The stored message ids, read from the table itself (the handlers' clients are per process). */
async function storedMessageIds(stack: LocalStack): Promise<Set<string>> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient(clientOptions(stack.dynamodbEndpoint)),
  );
  try {
    const ids = new Set<string>();
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await client.send(
        new ScanCommand({
          TableName: 'Message',
          ConsistentRead: true,
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) {
        ids.add(String(item.id));
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return ids;
  } finally {
    client.destroy();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'graceful-stop-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('stopping the stack', () => {
  it('answers every request in flight, and every message answered as stored is stored', async () => {
    const stack = await start();
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answers = Array.from({ length: IN_FLIGHT }, (_, index) =>
      heldRequest(
        stack.graphqlUrl,
        stack.apiKey,
        createMessageBody(`In Flight ${index}`),
        released,
      ),
    );
    // Let the server read every request's headers before the stop begins.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopping = stack.stop();
    // New connections are refused at once.
    await expect(fetch(stack.graphqlUrl, { method: 'POST' })).rejects.toThrow();
    release();
    const answered = await Promise.all(answers);
    await stopping;

    const ids = answered.map(createdMessageId);
    expect(new Set(ids).size).toBe(IN_FLIGHT);

    const restarted = await start();
    try {
      const stored = await storedMessageIds(restarted);
      expect(ids.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await restarted.stop();
    }
  });

  it(`cuts off a request that never finishes after the grace period`, async () => {
    const stack = await start(SHORT_GRACE_MS);
    const never = new Promise<void>(() => undefined);
    const stuck = heldRequest(
      stack.graphqlUrl,
      stack.apiKey,
      JSON.stringify({ query: '{ __typename }' }),
      never,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const outcome = stuck.then(
      () => 'answered',
      () => 'cut off',
    );
    await stack.stop();
    expect(await outcome).toBe('cut off');
  });
});

describe('Ctrl-C: SIGINT to the whole process group of npm start', () => {
  it('answers the requests in flight, then stops every process and leaves nothing listening', async () => {
    const port = await freePort();
    const running = spawnNpmStart({ port, dataDir: join(dataDir, 'ctrl-c') });
    try {
      await waitForReady(running, 150_000);
      const npmPid = running.child.pid!;
      const processes = [npmPid, ...descendants(npmPid)];
      const ports = listeningPorts(processes);
      expect(ports).toHaveLength(STACK_PORTS);
      const { graphqlUrl, apiKey } = (await (
        await fetch(`http://localhost:${port}/config.json`)
      ).json()) as { graphqlUrl: string; apiKey: string };

      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      // Settled at once, so that a request the stop cuts off fails the test below, not the run.
      const answers = Promise.allSettled(
        Array.from({ length: IN_FLIGHT }, (_, index) =>
          heldRequest(graphqlUrl, apiKey, createMessageBody(`Ctrl C ${index}`), released),
        ),
      );
      await sleep(300);
      process.kill(-npmPid, 'SIGINT');
      // The stand-ins got the SIGINT too; the requests still need them after it.
      await sleep(500);
      release();
      const ids = (await answers).map((answer) => {
        if (answer.status === 'rejected') {
          throw new Error(
            `A request in flight was cut off: ${String(answer.reason)}\n${running.output()}`,
          );
        }
        return createdMessageId(answer.value);
      });
      expect(new Set(ids).size).toBe(IN_FLIGHT);

      await running.exited;
      const deadline = Date.now() + 15_000;
      while (processes.some(alive) && Date.now() < deadline) {
        await sleep(100);
      }
      expect(processes.filter(alive)).toEqual([]);
      expect(portsStillListening(ports)).toEqual([]);
      expect(running.output()).not.toMatch(/exited unexpectedly|Stopping failed/);
    } finally {
      await stopProcessGroup(running);
    }
  });
});
