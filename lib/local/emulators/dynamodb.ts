// DynamoDB stand-in: dynalite on LevelDB under DATA_DIR, with the tables of
// schema/contract/tables.ts.
import { createRequire } from 'node:module';
import { join } from 'node:path';
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
import { clientOptions } from '../aws-env';
import { startChild, type ManagedChild } from '../child-process';
import type { Log } from '../log';
import { LOOPBACK } from '../ports';

const require = createRequire(import.meta.url);

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
    args: [
      require.resolve('dynalite/cli.js'),
      '--host',
      LOOPBACK,
      '--port',
      String(options.port),
      '--path',
      join(options.dataDir, 'dynamodb'),
      // Tables are usable at once, as the handlers expect right after start-up.
      '--createTableMs',
      '0',
    ],
    readyUrl: endpoint,
    // Only the stack's own SDK clients, which send no Origin, talk to the tables: no browser may.
    allowedOrigins: [],
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
