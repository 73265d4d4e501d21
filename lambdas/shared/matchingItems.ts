// Every item of an entity an expression selects, read over the byCreatedAt index with only the
// attributes asked for: the dashboard's and the referral deletion list's reads, where a small
// provider's tables hold a few thousand items at most.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { BY_CREATED_AT_INDEX, LIST_PARTITION_ATTRIBUTE } from '../../schema/contract/tables';
import { dynamo } from './clients';
import { config, type Entity } from './config';

/** A DynamoDB filter: its expression with the names and values it refers to. */
export interface ItemFilter {
  expression: string;
  names: Record<string, string>;
  values: Record<string, string | number | boolean>;
}

/** Newest first; `attributes` must hold what the caller reads. */
export async function matchingItems<T>(
  entity: Entity,
  filter: ItemFilter,
  attributes: readonly string[],
): Promise<T[]> {
  const items: T[] = [];
  const projected = Object.fromEntries(attributes.map((name, index) => [`#p${index}`, name]));
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: config.tableName(entity),
        IndexName: BY_CREATED_AT_INDEX,
        KeyConditionExpression: '#listPartition = :listPartition',
        FilterExpression: filter.expression,
        ProjectionExpression: Object.keys(projected).join(', '),
        ExpressionAttributeNames: {
          '#listPartition': LIST_PARTITION_ATTRIBUTE,
          ...filter.names,
          ...projected,
        },
        ExpressionAttributeValues: { ':listPartition': entity, ...filter.values },
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((page.Items ?? []) as T[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
