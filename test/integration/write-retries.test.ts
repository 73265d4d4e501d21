// A write whose answer is lost: the SDK retries createMessage's conditional PutItem, and the retry
// meets the item its first attempt stored. The visitor must hear "stored" (once stored, once
// e-mailed), not an error that makes them send the message again. A proxy in front of dynalite
// forwards the first PutItem, lets dynalite store it, then drops the connection instead of answering.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clientOptions } from '../../lib/local/config/aws-env';
import { graphql, sharedTestStack, type LocalStack } from './support/stack';

const CREATE =
  'mutation ($input: CreateMessageInput!) { createMessage(input: $input) { id fullName } }';

let stack: LocalStack;
let proxy: Server;
let putAttempts = 0;
let answersToDrop = 1;

/** Forwards to dynalite; drops the answer to the first `answersToDrop` Message PutItems. */
function startLossyProxy(upstream: string): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const isMessagePut =
        req.headers['x-amz-target'] === 'DynamoDB_20120810.PutItem' &&
        (JSON.parse(body.toString('utf8')) as { TableName?: string }).TableName === 'Message';
      if (isMessagePut) {
        putAttempts += 1;
      }
      const forward = request(
        `${upstream}${req.url ?? '/'}`,
        { method: req.method, headers: req.headers },
        (upstreamRes) => {
          const answer: Buffer[] = [];
          upstreamRes.on('data', (chunk: Buffer) => answer.push(chunk));
          upstreamRes.on('end', () => {
            if (isMessagePut && answersToDrop > 0) {
              answersToDrop -= 1;
              req.socket.destroy();
              return;
            }
            res.writeHead(upstreamRes.statusCode ?? 500, upstreamRes.headers);
            res.end(Buffer.concat(answer));
          });
        },
      );
      forward.on('error', () => req.socket.destroy());
      forward.end(body);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  stack = await sharedTestStack();
  proxy = await startLossyProxy(stack.dynamodbEndpoint);
  // The handlers create their DynamoDB client on first use, from this variable.
  process.env.AWS_ENDPOINT_URL_DYNAMODB = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
});

it('a retried createMessage whose first attempt was stored answers "stored", stores once and e-mails once', async () => {
  const marker = `Retry Check ${Date.now()}`;
  const response = await graphql<{ createMessage: { id: string; fullName: string } }>(
    stack,
    { apiKey: stack.apiKey },
    CREATE,
    {
      input: {
        fullName: marker,
        email: 'retry.check@example.com',
        phone: '0400 000 000',
        msg: 'Sent once, answered once.',
      },
    },
  );
  expect(putAttempts).toBe(2);
  expect(response.body.errors).toBeUndefined();
  const { id } = response.body.data!.createMessage;

  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient(clientOptions(stack.dynamodbEndpoint)),
  );
  try {
    const { Items = [] } = await client.send(
      new ScanCommand({ TableName: 'Message', ConsistentRead: true }),
    );
    expect(Items.filter((item) => item.fullName === marker).map((item) => item.id)).toEqual([id]);
  } finally {
    client.destroy();
  }
  const store = (await (await fetch(`${stack.mailUrl}store`)).json()) as {
    emails: { subject: string }[];
  };
  expect(store.emails.filter((email) => email.subject.includes(marker))).toHaveLength(1);
});
