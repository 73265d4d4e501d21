// The referrals table beyond the shared data layer: the unread count.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { BY_CREATED_AT_INDEX, LIST_PARTITION_ATTRIBUTE } from '../../schema/contract/tables';
import { dynamo } from '../shared/clients';
import { config } from '../shared/config';

/** Referrals not yet opened. Counted over the byCreatedAt index: a provider's intake is small. */
export async function countUnread(): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: config.tableName('Referral'),
        IndexName: BY_CREATED_AT_INDEX,
        KeyConditionExpression: '#listPartition = :listPartition',
        FilterExpression: '#read = :unread',
        ExpressionAttributeNames: { '#listPartition': LIST_PARTITION_ATTRIBUTE, '#read': 'read' },
        ExpressionAttributeValues: { ':listPartition': 'Referral', ':unread': false },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}
