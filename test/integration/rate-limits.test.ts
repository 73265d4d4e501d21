// The per-address limit on createMessage against the local stack (dynalite): the request after the
// limit is refused with TooManyRequests and stores nothing, another address still gets through,
// and the counters carry the TTL attribute that lets DynamoDB delete them.
import { request } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOptions } from '../../lib/local/config/aws-env';
import { COUNT_ATTRIBUTE } from '../../lambdas/shared/rateLimit';
import { RATE_LIMIT_TABLE, RATE_LIMITS } from '../../schema/contract/rateLimits';
import { TTL_ATTRIBUTE } from '../../schema/contract/tables';
import { adminTokens, graphql, startTestStack, type TestStack } from './support/stack';

const CREATE =
  'mutation ($input: CreateMessageInput!) { createMessage(input: $input) { id fullName } }';
const LIST = 'query { listMessages(limit: 100) { items { fullName } } }';
const { requests: LIMIT, windowSeconds: WINDOW } = RATE_LIMITS.createMessage;

interface Answer {
  data?: { createMessage: { id: string } | null } | null;
  errors?: { errorType?: string; message: string }[];
}

function input(fullName: string) {
  return { fullName, email: 'limit.tester@example.com', phone: '0400 000 000', msg: 'Hello.' };
}

/** createMessage with the API key, over a connection from `localAddress` (any 127.x on Linux). */
function createMessageFrom(localAddress: string, fullName: string): Promise<Answer> {
  const url = new URL(stack.graphqlUrl);
  const body = JSON.stringify({ query: CREATE, variables: { input: input(fullName) } });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'x-api-key': stack.apiKey },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString()) as Answer));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function storedNames(): Promise<string[]> {
  const admin = { token: (await adminTokens(stack)).AccessToken };
  const listed = await graphql<{ listMessages: { items: { fullName: string }[] } }>(
    stack,
    admin,
    LIST,
  );
  return (listed.body.data?.listMessages.items ?? []).map((item) => item.fullName);
}

async function counters(): Promise<Record<string, unknown>[]> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient(clientOptions(stack.dynamodbEndpoint)),
  );
  try {
    const { Items = [] } = await client.send(new ScanCommand({ TableName: RATE_LIMIT_TABLE.name }));
    return Items;
  } finally {
    client.destroy();
  }
}

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ rateLimits: true });
});

afterAll(async () => {
  await stack?.dispose();
});

describe('per-address limit on createMessage', () => {
  it('refuses the request after the limit, storing nothing, while another address gets through', async () => {
    // Sent one after another until the first refusal. The windows are fixed (aligned to the epoch),
    // so if a window happened to end during the run the refusal comes later; the counters below
    // still show exactly LIMIT in the window that refused.
    const accepted: string[] = [];
    let refusal: Answer | undefined;
    for (let attempt = 1; attempt <= 2 * LIMIT + 1 && !refusal; attempt += 1) {
      const name = `Limit Tester ${attempt}`;
      const answer = await createMessageFrom('127.0.0.1', name);
      if (answer.errors) refusal = answer;
      else accepted.push(name);
    }

    expect(refusal?.errors).toEqual([
      expect.objectContaining({
        errorType: 'TooManyRequests',
        message: expect.stringMatching(
          new RegExp(`^Too many requests from your address: at most ${LIMIT} in 5 minutes\\.`),
        ),
      }),
    ]);
    expect(refusal?.data).toEqual({ createMessage: null });

    const items = await counters();
    const ownCounters = items
      .filter((item) => String(item.id).startsWith('createMessage#127.0.0.1#'))
      .sort((a, b) => String(a.id).localeCompare(String(b.id)));
    expect(ownCounters.at(-1)?.[COUNT_ATTRIBUTE]).toBe(LIMIT);
    expect(ownCounters.reduce((sum, item) => sum + Number(item[COUNT_ATTRIBUTE]), 0)).toBe(
      accepted.length,
    );
    if (ownCounters.length === 1) expect(accepted).toHaveLength(LIMIT);

    // The refused message was not stored; every accepted one was.
    const refusedName = `Limit Tester ${accepted.length + 1}`;
    const stored = await storedNames();
    expect(stored).not.toContain(refusedName);
    expect(stored).toEqual(expect.arrayContaining(accepted));

    // Another address is counted on its own.
    const other = await createMessageFrom('127.0.0.2', 'Other Address');
    expect(other.errors).toBeUndefined();
    expect(other.data?.createMessage?.id).toEqual(expect.any(String));
    expect(await storedNames()).toContain('Other Address');
  });

  it('gives every counter the TTL attribute: the end of its window, in epoch seconds', async () => {
    const items = await counters();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const [, , windowStart] = String(item.id).split('#');
      expect(item[TTL_ATTRIBUTE]).toBe(Number(windowStart) + WINDOW);
      expect(Number(windowStart) % WINDOW).toBe(0);
    }
  });
});
