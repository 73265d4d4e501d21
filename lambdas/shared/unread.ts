// How many items of an inbox-like entity (referrals, feedback) nobody has opened yet: items carry
// `read`, false until a staff member first opens one.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { BY_CREATED_AT_INDEX, LIST_PARTITION_ATTRIBUTE } from '../../schema/contract/tables';
import { dynamo } from './clients';
import { config, type Entity } from './config';

/** Counted over the byCreatedAt index: a provider's intake is small. */
export async function countUnread(entity: Entity): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: config.tableName(entity),
        IndexName: BY_CREATED_AT_INDEX,
        KeyConditionExpression: '#listPartition = :listPartition',
        FilterExpression: '#read = :unread',
        ExpressionAttributeNames: { '#listPartition': LIST_PARTITION_ATTRIBUTE, '#read': 'read' },
        ExpressionAttributeValues: { ':listPartition': entity, ':unread': false },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}
