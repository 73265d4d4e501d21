// DynamoDB's TTL for the local stand-in, which has none: items whose TTL attribute
// (schema/contract/tables.ts) lies in the past are deleted, as the cloud tables do within a day or
// two of that time. Sweeps once at start and then hourly, so a long-running `npm start` forgets old
// messages, referrals, feedback and audit entries as the cloud does. A table's consumer (where the
// cloud has a Lambda on its stream) gets each deletion as the stream record TTL would write, so the
// same handler code runs on it.

import { randomUUID } from 'node:crypto';
import {
  type AttributeValue,
  DeleteItemCommand,
  DynamoDBClient,
  ScanCommand,
} from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { TABLE_LIST, type TableDefinition } from '../../../schema/contract/tables';
import { clientOptions } from '../config/aws-env';
import { errorText } from '../processes/log';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

type Entity = TableDefinition['entity'];
type Item = Record<string, AttributeValue>;
type StreamImage = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['OldImage']>;
export type StreamConsumer = (event: DynamoDBStreamEvent) => Promise<void>;

export interface TtlSweeper {
  /** Deletes every expired item now; resolves to how many it deleted. */
  sweep(): Promise<number>;
  stop(): void;
}

function keyOf(table: TableDefinition, item: Item): Item {
  const names = [table.partitionKey.name, ...(table.sortKey ? [table.sortKey.name] : [])];
  return Object.fromEntries(names.map((name) => [name, item[name]!]));
}

/** An item as a stream record's JSON holds it: binary values in base64, as Lambda receives them. */
function streamImage(item: Item): StreamImage {
  return JSON.parse(
    JSON.stringify(item, (_key, value: unknown) =>
      value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
    ),
  ) as StreamImage;
}

/** What a DynamoDB stream carries for an item TTL deleted (the OLD_IMAGE view). */
function ttlRemovalEvent(table: TableDefinition, oldImage: Item): DynamoDBStreamEvent {
  return {
    Records: [
      {
        eventID: randomUUID(),
        eventName: 'REMOVE',
        eventSource: 'aws:dynamodb',
        userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' },
        dynamodb: {
          Keys: streamImage(keyOf(table, oldImage)),
          OldImage: streamImage(oldImage),
          StreamViewType: 'OLD_IMAGE',
        },
      },
    ],
  };
}

interface SweepContext {
  client: DynamoDBClient;
  consumers: Partial<Record<Entity, StreamConsumer>>;
  log: (line: string) => void;
}

async function sweepTable(
  { client, consumers, log }: SweepContext,
  table: TableDefinition & { timeToLiveAttribute: string },
  nowSeconds: number,
): Promise<number> {
  const consumer = consumers[table.entity];
  let deleted = 0;
  let startKey: Item | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: table.entity,
        FilterExpression: '#ttl < :now',
        ExpressionAttributeNames: { '#ttl': table.timeToLiveAttribute },
        ExpressionAttributeValues: { ':now': { N: String(nowSeconds) } },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const { Attributes } = await client.send(
        new DeleteItemCommand({
          TableName: table.entity,
          Key: keyOf(table, item),
          ReturnValues: 'ALL_OLD',
        }),
      );
      if (!Attributes) continue;
      deleted += 1;
      // As in the cloud, the item is gone whatever its consumer does; a failure there is reported.
      await consumer?.(ttlRemovalEvent(table, Attributes)).catch((error: unknown) =>
        log(`Handling the expiry of a ${table.entity} item failed: ${errorText(error)}`),
      );
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}

export function startTtlSweeper(
  endpoint: string,
  log: (line: string) => void,
  consumers: Partial<Record<Entity, StreamConsumer>> = {},
): TtlSweeper {
  const context: SweepContext = {
    client: new DynamoDBClient(clientOptions(endpoint)),
    consumers,
    log,
  };
  const tables = TABLE_LIST.filter(
    (table): table is TableDefinition & { timeToLiveAttribute: string } =>
      Boolean(table.timeToLiveAttribute),
  );
  const sweep = async (): Promise<number> => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    let deleted = 0;
    for (const table of tables) {
      deleted += await sweepTable(context, table, nowSeconds);
    }
    return deleted;
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => log(`Deleting expired items failed: ${errorText(error)}`));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    sweep,
    stop: () => {
      clearInterval(timer);
      context.client.destroy();
    },
  };
}
