// Stopping the stack (what SIGTERM and Ctrl-C do in bin/local.ts) stops accepting, lets requests in
// flight finish and only then stops the stand-ins: every request it had received is answered, and
// every message answered as stored is stored. A request that never finishes is cut off after the
// grace period, so a stop is bounded.
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOptions } from '../../lib/local/aws-env';
import { startLocalStack, type LocalStack } from '../../lib/local/index';

const CREATE = 'mutation ($input: CreateMessageInput!) { createMessage(input: $input) { id } }';
const IN_FLIGHT = 20;
const GRACE_MS = 2_000;

let dataDir: string;

async function start(): Promise<LocalStack> {
  return startLocalStack({
    port: 0,
    dataDir,
    buildFrontend: false,
    log: () => undefined,
    stopGraceMs: GRACE_MS,
  });
}

interface Answer {
  status: number;
  body: string;
}

/**
 * A POST whose body is held back until `release` resolves: the server has the request (headers and
 * half the body) while the stack stops.
 */
function heldRequest(url: string, apiKey: string, body: string, release: Promise<void>) {
  const cut = Math.floor(body.length / 2);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-api-key': apiKey,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, cut));
    void release.then(() => req.end(body.slice(cut)));
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
        JSON.stringify({
          query: CREATE,
          variables: {
            input: {
              fullName: `In Flight ${index}`,
              email: `in.flight.${index}@example.com`,
              phone: '0400 000 000',
              msg: `Sent while the stack stops (${index}).`,
            },
          },
        }),
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

    const ids = answered.map(({ status, body }) => {
      expect(status).toBe(200);
      const parsed = JSON.parse(body) as {
        data: { createMessage: { id: string } };
        errors?: unknown;
      };
      expect(parsed.errors).toBeUndefined();
      return parsed.data.createMessage.id;
    });
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
    const stack = await start();
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
