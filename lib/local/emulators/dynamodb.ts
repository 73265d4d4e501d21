// DynamoDB stand-in: dynalite on LevelDB under DATA_DIR behind a signature check
// (dynalite-main.ts), with the tables of schema/contract/tables.ts.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  type AttributeDefinition,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { RATE_LIMIT_TABLE } from '../../../schema/contract/rateLimits';
import {
  TABLE_LIST,
  type KeyAttribute,
  type TableDefinition,
} from '../../../schema/contract/tables';
import { LOCAL_CREDENTIALS, clientOptions } from '../config/aws-env';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from './emulator';

const CHILD_ENTRY = fileURLToPath(new URL('./dynalite-main.ts', import.meta.url));

export function startDynamoDb(options: EmulatorOptions): Promise<RunningEmulator> {
  return startEmulator(options, (port) => ({
    name: 'dynalite',
    script: CHILD_ENTRY,
    env: {
      ...process.env,
      DYNALITE_PORT: String(port),
      DYNALITE_DIR: join(options.dataDir, 'dynamodb'),
      DYNALITE_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      DYNALITE_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    },
    // Only the stack's own SDK clients, which send no Origin, talk to the tables: no browser may.
    allowedOrigins: [],
    writesData: true,
  }));
}

function attributeDefinitions(table: TableDefinition): AttributeDefinition[] {
  const keys: KeyAttribute[] = [table.partitionKey, ...(table.sortKey ? [table.sortKey] : [])];
  for (const index of table.globalSecondaryIndexes) {
    keys.push(index.partitionKey, index.sortKey);
  }
  const unique = new Map(keys.map((key) => [key.name, key.type]));
  return [...unique].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType }));
}

/** The rate-limit counters' table: a key and nothing else (dynalite never expires items). */
const RATE_LIMIT_TABLE_DEFINITION: CreateTableCommandInput = {
  TableName: RATE_LIMIT_TABLE.name,
  BillingMode: 'PAY_PER_REQUEST',
  AttributeDefinitions: [
    {
      AttributeName: RATE_LIMIT_TABLE.partitionKey.name,
      AttributeType: RATE_LIMIT_TABLE.partitionKey.type,
    },
  ],
  KeySchema: [{ AttributeName: RATE_LIMIT_TABLE.partitionKey.name, KeyType: 'HASH' }],
};

/** Creates the tables that do not exist yet, as lib/cloud/data.ts defines them in the cloud. */
export async function ensureTables(endpoint: string): Promise<void> {
  const client = new DynamoDBClient(clientOptions(endpoint));
  try {
    const { TableNames = [] } = await client.send(new ListTablesCommand({}));
    for (const table of TABLE_LIST) {
      if (TableNames.includes(table.entity)) {
        continue;
      }
      await client.send(
        new CreateTableCommand({
          TableName: table.entity,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: attributeDefinitions(table),
          KeySchema: [
            { AttributeName: table.partitionKey.name, KeyType: 'HASH' },
            ...(table.sortKey
              ? [{ AttributeName: table.sortKey.name, KeyType: 'RANGE' as const }]
              : []),
          ],
          // DynamoDB refuses an empty index list, so a table without indexes sends none.
          ...(table.globalSecondaryIndexes.length > 0
            ? {
                GlobalSecondaryIndexes: table.globalSecondaryIndexes.map((index) => ({
                  IndexName: index.indexName,
                  KeySchema: [
                    { AttributeName: index.partitionKey.name, KeyType: 'HASH' as const },
                    { AttributeName: index.sortKey.name, KeyType: 'RANGE' as const },
                  ],
                  Projection: { ProjectionType: 'ALL' as const },
                })),
              }
            : {}),
        }),
      );
    }
    if (!TableNames.includes(RATE_LIMIT_TABLE.name)) {
      await client.send(new CreateTableCommand(RATE_LIMIT_TABLE_DEFINITION));
    }
  } finally {
    client.destroy();
  }
}
