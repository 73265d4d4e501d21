// TransactWriteItems on the DynamoDB stand-in (lib/local/emulators/dynamodb-transactions.ts), which
// dynalite itself lacks: driven with the AWS SDK as the product drives DynamoDB, against a dynalite
// of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DynamoDBClient,
  IdempotentParameterMismatchException,
  ResourceNotFoundException,
  TransactionCanceledException,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientOptions } from '../../lib/local/config/aws-env';
import { startDynamoDb } from '../../lib/local/emulators/dynamodb';
import type { RunningEmulator } from '../../lib/local/emulators/emulator';
import { freePort } from '../../lib/local/http/ports';

let root: string;
let dynamo: RunningEmulator;
let raw: DynamoDBClient;
let client: DynamoDBDocumentClient;
let run = 0;

type Actions = TransactWriteCommandInput['TransactItems'];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'transactions-'));
  dynamo = await startDynamoDb({
    dataDir: root,
    choosePort: freePort,
    allowedOrigins: [],
    log: () => undefined,
  });
  raw = new DynamoDBClient({ ...clientOptions(dynamo.endpoint), maxAttempts: 1 });
  client = DynamoDBDocumentClient.from(raw);
  for (const TableName of ['Items', 'Log']) {
    await raw.send(
      new CreateTableCommand({
        TableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
      }),
    );
  }
});

afterAll(async () => {
  raw?.destroy();
  await dynamo?.child.stop();
  await rm(root, { recursive: true, force: true });
});

beforeEach(() => {
  run += 1;
});

/** A key unique to this test. */
const key = (name: string) => ({ pk: `${name}-${run}`, sk: 'item' });

async function read(table: string, name: string) {
  const { Item } = await client.send(
    new GetCommand({ TableName: table, Key: key(name), ConsistentRead: true }),
  );
  return Item;
}

async function seed(name: string, fields: Record<string, unknown>) {
  await client.send(new PutCommand({ TableName: 'Items', Item: { ...key(name), ...fields } }));
}

function transact(actions: Actions, token?: string) {
  return client.send(
    new TransactWriteCommand({ TransactItems: actions, ClientRequestToken: token }),
  );
}

async function cancellation(promise: Promise<unknown>): Promise<TransactionCanceledException> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(TransactionCanceledException);
  return error as TransactionCanceledException;
}

describe('TransactWriteItems on the stand-in', () => {
  it('applies Put, Update, Delete and a passing ConditionCheck together', async () => {
    await seed('updated', { count: 1 });
    await seed('deleted', { count: 2 });
    await seed('checked', { state: 'open' });

    await transact([
      { Put: { TableName: 'Log', Item: { ...key('entry'), what: 'all four' } } },
      {
        Update: {
          TableName: 'Items',
          Key: key('updated'),
          UpdateExpression: 'SET #count = #count + :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      { Delete: { TableName: 'Items', Key: key('deleted') } },
      {
        ConditionCheck: {
          TableName: 'Items',
          Key: key('checked'),
          ConditionExpression: '#state = :open',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':open': 'open' },
        },
      },
    ]);

    expect(await read('Log', 'entry')).toEqual({ ...key('entry'), what: 'all four' });
    expect(await read('Items', 'updated')).toEqual({ ...key('updated'), count: 2 });
    expect(await read('Items', 'deleted')).toBeUndefined();
    expect(await read('Items', 'checked')).toEqual({ ...key('checked'), state: 'open' });
  });

  it('applies none when one condition fails, and says which, with the item when asked', async () => {
    await seed('updated', { count: 1 });
    await seed('deleted', { count: 2 });

    const error = await cancellation(
      transact([
        { Put: { TableName: 'Log', Item: { ...key('entry'), what: 'never' } } },
        {
          Update: {
            TableName: 'Items',
            Key: key('updated'),
            UpdateExpression: 'SET #count = :ten',
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: { ':ten': 10 },
          },
        },
        {
          Delete: {
            TableName: 'Items',
            Key: key('deleted'),
            ConditionExpression: '#count = :five',
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: { ':five': 5 },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        },
        {
          ConditionCheck: {
            TableName: 'Items',
            Key: key('missing'),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      ]),
    );

    expect(error.CancellationReasons).toEqual([
      { Code: 'None' },
      { Code: 'None' },
      {
        Code: 'ConditionalCheckFailed',
        Message: 'The conditional request failed',
        Item: { pk: { S: key('deleted').pk }, sk: { S: 'item' }, count: { N: '2' } },
      },
      { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
    ]);
    expect(error.message).toBe(
      'Transaction cancelled, please refer cancellation reasons for specific reasons [None, None, ConditionalCheckFailed, ConditionalCheckFailed]',
    );
    expect(await read('Log', 'entry')).toBeUndefined();
    expect(await read('Items', 'updated')).toEqual({ ...key('updated'), count: 1 });
    expect(await read('Items', 'deleted')).toEqual({ ...key('deleted'), count: 2 });
    expect(await read('Items', 'missing')).toBeUndefined();
  });

  it('refuses a missing table before writing anything', async () => {
    await seed('updated', { count: 1 });
    const error = await transact([
      {
        Update: {
          TableName: 'Items',
          Key: key('updated'),
          UpdateExpression: 'SET #count = :ten',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':ten': 10 },
        },
      },
      { Put: { TableName: 'Gone', Item: key('entry') } },
    ]).catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(ResourceNotFoundException);
    expect(await read('Items', 'updated')).toEqual({ ...key('updated'), count: 1 });
  });

  it('puts back what it wrote when a later action is refused', async () => {
    await seed('updated', { count: 1 });
    const error = await transact([
      {
        Update: {
          TableName: 'Items',
          Key: key('updated'),
          UpdateExpression: 'SET #count = :ten',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':ten': 10 },
        },
      },
      {
        Update: {
          TableName: 'Items',
          Key: key('other'),
          UpdateExpression: 'SET #count = #count + :one',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 'not a number' },
        },
      },
    ]).catch((thrown: unknown) => thrown);

    expect((error as Error).name).toBe('ValidationException');
    expect(await read('Items', 'updated')).toEqual({ ...key('updated'), count: 1 });
    expect(await read('Items', 'other')).toBeUndefined();
  });

  it('refuses requests DynamoDB refuses', async () => {
    const refusal = (actions: Actions) =>
      transact(actions).then(
        () => 'accepted',
        (error: unknown) => `${(error as Error).name}: ${(error as Error).message}`,
      );
    const put = (name: string) => ({ Put: { TableName: 'Items', Item: key(name) } });

    expect(await refusal([])).toMatch(/^ValidationException: .*greater than or equal to 1/);
    expect(await refusal(Array.from({ length: 101 }, (_, index) => put(`many-${index}`)))).toMatch(
      /^ValidationException: .*less than or equal to 100/,
    );
    expect(
      await refusal([put('twice'), { Delete: { TableName: 'Items', Key: key('twice') } }]),
    ).toBe(
      'ValidationException: Transaction request cannot include multiple operations on one item',
    );
    expect(
      await refusal([{ ...put('both'), Delete: { TableName: 'Items', Key: key('both') } }]),
    ).toBe(
      'ValidationException: TransactItems can only contain one of Check, Put, Update or Delete',
    );
    expect(await refusal([{ Put: { TableName: 'Items', Item: { pk: 'no sort key' } } }])).toBe(
      'ValidationException: One or more parameter values were invalid: Missing the key sk in the item',
    );
    expect(await read('Items', 'many-0')).toBeUndefined();
    expect(await read('Items', 'twice')).toBeUndefined();
    expect(await read('Items', 'both')).toBeUndefined();

    expect(await refusal(Array.from({ length: 100 }, (_, index) => put(`many-${index}`)))).toBe(
      'accepted',
    );
  });

  it('applies a request sent again with its ClientRequestToken once, and refuses other actions under it', async () => {
    await seed('counter', { count: 0 });
    const increment: Actions = [
      {
        Update: {
          TableName: 'Items',
          Key: key('counter'),
          UpdateExpression: 'SET #count = #count + :one',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ];
    const token = `token-${run}-${Date.now()}`;
    await transact(increment, token);
    await transact(increment, token);
    expect(await read('Items', 'counter')).toEqual({ ...key('counter'), count: 1 });

    const mismatch = await transact(
      [{ Put: { TableName: 'Items', Item: key('other') } }],
      token,
    ).catch((thrown: unknown) => thrown);
    expect(mismatch).toBeInstanceOf(IdempotentParameterMismatchException);
    expect(await read('Items', 'other')).toBeUndefined();
  });

  it('is atomic to other calls: none sees one half of a transaction without the other', async () => {
    await seed('a', { count: 100 });
    await seed('b', { count: 0 });
    const move: Actions = ['a', 'b'].map((name, index) => ({
      Update: {
        TableName: 'Items',
        Key: key(name),
        UpdateExpression: 'SET #count = #count + :step',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':step': index === 0 ? -1 : 1 },
      },
    }));
    const sums: number[] = [];
    const readBoth = async () => {
      const { Responses } = await client.send(
        new BatchGetCommand({
          RequestItems: { Items: { Keys: [key('a'), key('b')], ConsistentRead: true } },
        }),
      );
      sums.push((Responses?.Items ?? []).reduce((sum, item) => sum + Number(item.count), 0));
    };

    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        index % 2 === 0 ? transact(move) : Promise.all([readBoth(), readBoth()]),
      ),
    );

    expect(sums).toHaveLength(30);
    expect(new Set(sums)).toEqual(new Set([100]));
    expect(await read('Items', 'a')).toEqual({ ...key('a'), count: 85 });
  });

  it('lets exactly one of transactions racing on the same condition through', async () => {
    await seed('claimed', { owner: 'nobody' });
    const claim = (owner: string): Actions => [
      {
        Update: {
          TableName: 'Items',
          Key: key('claimed'),
          UpdateExpression: 'SET #owner = :owner',
          ConditionExpression: '#owner = :nobody',
          ExpressionAttributeNames: { '#owner': 'owner' },
          ExpressionAttributeValues: { ':owner': owner, ':nobody': 'nobody' },
        },
      },
      { Put: { TableName: 'Log', Item: { pk: `claim-${run}`, sk: owner } } },
    ];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) => transact(claim(`owner-${index}`))),
    );

    const winners = outcomes.flatMap((outcome, index) =>
      outcome.status === 'fulfilled' ? [`owner-${index}`] : [],
    );
    expect(winners).toHaveLength(1);
    expect(await read('Items', 'claimed')).toEqual({ ...key('claimed'), owner: winners[0] });
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toBeInstanceOf(TransactionCanceledException);
      }
    }
  });

  it('answers the low-level client in the wire format it parses', async () => {
    await seed('wire', { count: 1 });
    const error = await raw
      .send(
        new TransactWriteItemsCommand({
          TransactItems: [
            {
              ConditionCheck: {
                TableName: 'Items',
                Key: { pk: { S: key('wire').pk }, sk: { S: 'item' } },
                ConditionExpression: 'attribute_not_exists(pk)',
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              },
            },
          ],
        }),
      )
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(TransactionCanceledException);
    expect((error as TransactionCanceledException).CancellationReasons?.[0]?.Item).toEqual({
      pk: { S: key('wire').pk },
      sk: { S: 'item' },
      count: { N: '1' },
    });
    expect((error as TransactionCanceledException).$metadata.httpStatusCode).toBe(400);
  });
});
