// The referrals table beyond the shared data layer: a new referral's unique reference, and the
// unread count.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Referral } from '../../schema/generated/types';
import { BY_CREATED_AT_INDEX, LIST_PARTITION_ATTRIBUTE } from '../../schema/contract/tables';
import { dynamo } from '../shared/clients';
import { config } from '../shared/config';
import { ItemExistsError, putNewItem } from '../shared/repository';
import { newReference } from './reference';

/** A clash needs two of 2^30 references to meet; five in a row means something else is wrong. */
const REFERENCE_ATTEMPTS = 5;

/**
 * Stores the referral `build` makes for a fresh reference. The reference is the id, so the table's
 * condition on new ids refuses one already taken, and another is drawn.
 */
export async function storeWithNewReference(build: (id: string) => Referral): Promise<Referral> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await putNewItem('Referral', build(newReference()));
    } catch (error) {
      if (!(error instanceof ItemExistsError) || attempt >= REFERENCE_ATTEMPTS) {
        throw error;
      }
    }
  }
}

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
