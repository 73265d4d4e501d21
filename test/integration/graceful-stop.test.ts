// Stopping the stack (what SIGTERM does in bin/local.ts; npm-start-stop.test.ts sends the signals)
// stops accepting, lets requests in flight finish and only then stops the stand-ins: every request
// it had received is answered, and every message answered as stored is stored. A request that never
// finishes is cut off after the grace period, so a stop is bounded.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOptions } from '../../lib/local/config/aws-env';
import { startLocalStack, type LocalStack } from '../../lib/local/index';
import { createMessageBody, createdMessageId, heldRequest } from './support/held-request';

const IN_FLIGHT = 20;
// Long enough for 20 messages on a loaded machine; the cut-off test uses a short one of its own.
const GRACE_MS = 30_000;
const SHORT_GRACE_MS = 2_000;

let dataDir: string;

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
