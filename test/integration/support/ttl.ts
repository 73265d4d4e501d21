// Ends stored items' retention by hand and runs the local stack's TTL sweep
// (lib/local/emulators/ttl-sweeper.ts), which deletes them, and their files, as DynamoDB's TTL and
// the tables' streams do in the cloud.

import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LocalStack } from '../../../lib/local/index';
import { TTL_ATTRIBUTE, type TableDefinition } from '../../../schema/contract/tables';

/** Dates a stored item's TTL a minute back; an item that is not stored fails the call. */
export async function expireItem(
  documents: DynamoDBDocumentClient,
  table: TableDefinition['entity'],
  id: string,
): Promise<void> {
  await documents.send(
    new UpdateCommand({
      TableName: table,
      Key: { id },
      UpdateExpression: 'SET #ttl = :past',
      ConditionExpression: 'attribute_exists(id)',
      ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 60 },
    }),
  );
}

/** Expires the item and runs the TTL sweep; answers how many items the sweep deleted. */
export async function expireAndSweep(
  stack: Pick<LocalStack, 'sweepExpiredItems'>,
  documents: DynamoDBDocumentClient,
  table: TableDefinition['entity'],
  id: string,
): Promise<number> {
  await expireItem(documents, table, id);
  return stack.sweepExpiredItems();
}
