// A change and its audit entry are one transaction (lambdas/shared/repository.ts): with the Audit
// table gone from the local stack, a status change, a note and a delete are refused and leave the
// message as it was; with the table back, each is made and recorded.
import { DeleteTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clientOptions } from '../../lib/local/config/aws-env';
import { ensureTables } from '../../lib/local/emulators/dynamodb';
import {
  adminTokens,
  graphql,
  startTestStack,
  type Credentials,
  type TestStack,
} from './support/stack';

const CREATE = 'mutation ($input: CreateMessageInput!) { createMessage(input: $input) { id } }';
const STATUS =
  'mutation ($id: ID!) { updateMessageStatus(input: { id: $id, status: CLOSED }) { status } }';
const NOTE =
  'mutation ($id: ID!) { addMessageNote(input: { id: $id, text: "Rang back." }) { id } }';
const DELETE = 'mutation ($id: ID!) { deleteMessage(input: { id: $id }) { id } }';

let stack: TestStack;
let admin: Credentials;
let raw: DynamoDBClient;
let dynamo: DynamoDBDocumentClient;

beforeAll(async () => {
  stack = await startTestStack();
  admin = { token: (await adminTokens(stack)).AccessToken };
  raw = new DynamoDBClient(clientOptions(stack.dynamodbEndpoint));
  dynamo = DynamoDBDocumentClient.from(raw);
}, 180_000);

afterAll(async () => {
  raw?.destroy();
  await stack?.dispose();
});

async function stored(id: string) {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: 'Message', Key: { id }, ConsistentRead: true }),
  );
  return Item;
}

async function auditActions(id: string) {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: 'Audit',
      KeyConditionExpression: 'subject = :subject',
      ExpressionAttributeValues: { ':subject': `MESSAGE#${id}` },
      ConsistentRead: true,
    }),
  );
  return (Items ?? []).map((item) => item.action as string);
}

async function dropAuditTable(): Promise<void> {
  await raw.send(new DeleteTableCommand({ TableName: 'Audit' }));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { TableNames = [] } = await raw.send(new ListTablesCommand({}));
    if (!TableNames.includes('Audit')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The Audit table was not deleted.');
}

it('changes nothing when the audit entry cannot be written, and records every change it makes', async () => {
  const created = await graphql<{ createMessage: { id: string } }>(
    stack,
    { apiKey: stack.apiKey },
    CREATE,
    {
      input: {
        fullName: 'Audit Atomic',
        email: 'audit.atomic@example.com',
        phone: '0400 111 222',
        msg: 'Call me.',
      },
    },
  );
  expect(created.body.errors).toBeUndefined();
  const id = created.body.data!.createMessage.id;
  const before = await stored(id);

  await dropAuditTable();
  try {
    for (const mutation of [STATUS, NOTE, DELETE]) {
      const answer = await graphql(stack, admin, mutation, { id });
      expect(answer.body.errors).toEqual([expect.objectContaining({ errorType: 'InternalError' })]);
    }
    // Neither the status, nor the notes, nor the message's existence changed.
    expect(await stored(id)).toEqual(before);
  } finally {
    await ensureTables(stack.dynamodbEndpoint);
  }

  for (const mutation of [STATUS, NOTE, DELETE]) {
    const answer = await graphql(stack, admin, mutation, { id });
    expect(answer.body.errors).toBeUndefined();
  }
  expect(await stored(id)).toBeUndefined();
  expect((await auditActions(id)).sort()).toEqual(['ADDED_NOTE', 'CHANGED_STATUS', 'DELETED']);
});
