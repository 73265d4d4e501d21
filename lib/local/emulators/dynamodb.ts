// DynamoDB stand-in: dynalite on LevelDB under DATA_DIR behind a signature check
// (dynalite-main.ts), with the tables of schema/contract/tables.ts.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  type AttributeDefinition,
} from '@aws-sdk/client-dynamodb';
import {
  TABLE_LIST,
  type KeyAttribute,
  type TableDefinition,
} from '../../../schema/contract/tables';
import { LOCAL_CREDENTIALS, clientOptions } from '../aws-env';
import { startChild, type ManagedChild } from '../child-process';
import type { Log } from '../log';
import { LOOPBACK } from '../ports';

const CHILD_ENTRY = fileURLToPath(new URL('./dynalite-main.ts', import.meta.url));

export interface EmulatorOptions {
  dataDir: string;
  port: number;
  /** The site's origins: the only browser origins the stand-in answers. */
  allowedOrigins: readonly string[];
  log: Log;
  verbose?: boolean;
  onUnexpectedExit?: (message: string) => void;
}

export interface RunningEmulator {
  endpoint: string;
  child: ManagedChild;
}

export async function startDynamoDb(options: EmulatorOptions): Promise<RunningEmulator> {
  const endpoint = `http://${LOOPBACK}:${options.port}`;
  const child = await startChild({
    name: 'dynalite',
    args: ['--import', 'tsx', CHILD_ENTRY],
    env: {
      ...process.env,
      DYNALITE_PORT: String(options.port),
      DYNALITE_DIR: join(options.dataDir, 'dynamodb'),
      DYNALITE_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      DYNALITE_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    },
    readyUrl: endpoint,
    // Only the stack's own SDK clients, which send no Origin, talk to the tables: no browser may.
    allowedOrigins: [],
    dataDir: options.dataDir,
    log: options.log,
    verbose: options.verbose,
    onUnexpectedExit: options.onUnexpectedExit,
  });
  return { endpoint, child };
}

function attributeDefinitions(table: TableDefinition): AttributeDefinition[] {
  const keys: KeyAttribute[] = [table.partitionKey];
  for (const index of table.globalSecondaryIndexes) {
    keys.push(index.partitionKey, index.sortKey);
  }
  const unique = new Map(keys.map((key) => [key.name, key.type]));
  return [...unique].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType }));
}

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
          KeySchema: [{ AttributeName: table.partitionKey.name, KeyType: 'HASH' }],
          GlobalSecondaryIndexes: table.globalSecondaryIndexes.map((index) => ({
            IndexName: index.indexName,
            KeySchema: [
              { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
              { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          })),
        }),
      );
    }
  } finally {
    client.destroy();
  }
}
