// DynamoDB's TTL for the local stand-in, which has none: items whose TTL attribute
// (schema/contract/tables.ts) lies in the past are deleted, as the cloud tables do within a day or
// two of that time. Sweeps once at start and then hourly, so a long-running `npm start` forgets old
// messages, referrals, feedback and audit entries as the cloud does.

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_LIST, type TableDefinition } from '../../../schema/contract/tables';
import { clientOptions } from '../aws-env';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface TtlSweeper {
  /** Deletes every expired item now; resolves to how many it deleted. */
  sweep(): Promise<number>;
  stop(): void;
}

function keyOf(table: TableDefinition, item: Record<string, unknown>): Record<string, unknown> {
  const names = [table.partitionKey.name, ...(table.sortKey ? [table.sortKey.name] : [])];
  return Object.fromEntries(names.map((name) => [name, item[name]]));
}

async function sweepTable(
  client: DynamoDBDocumentClient,
  table: TableDefinition & { timeToLiveAttribute: string },
  nowSeconds: number,
): Promise<number> {
  let deleted = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: table.entity,
        FilterExpression: '#ttl < :now',
        ExpressionAttributeNames: { '#ttl': table.timeToLiveAttribute },
        ExpressionAttributeValues: { ':now': nowSeconds },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      await client.send(new DeleteCommand({ TableName: table.entity, Key: keyOf(table, item) }));
      deleted += 1;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}

export function startTtlSweeper(endpoint: string, log: (line: string) => void): TtlSweeper {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient(clientOptions(endpoint)));
  const tables = TABLE_LIST.filter(
    (table): table is TableDefinition & { timeToLiveAttribute: string } =>
      Boolean(table.timeToLiveAttribute),
  );
  const sweep = async (): Promise<number> => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    let deleted = 0;
    for (const table of tables) {
      deleted += await sweepTable(client, table, nowSeconds);
    }
    return deleted;
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => log(`Deleting expired items failed: ${String(error)}`));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    sweep,
    stop: () => {
      clearInterval(timer);
      client.destroy();
    },
  };
}
