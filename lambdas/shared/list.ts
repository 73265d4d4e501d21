// The list fields' shared arguments (filter, limit, nextToken) and how they become one page.

import * as z from 'zod/mini';
import type { Entity } from './config';
import { type FilterNode, toFilterExpression } from './filter';
import { LIST_LIMITS } from '../../schema/contract/inputLimits';
import { decodeNextToken } from './pagination';
import { type Page, queryMatchingNewestFirst, queryNewestFirst } from './repository';

export function listArguments(filter: z.ZodMiniType<FilterNode>) {
  const range = `Must be between 1 and ${LIST_LIMITS.maxLimit}.`;
  return z.strictObject({
    filter: z.nullish(filter),
    limit: z.nullish(
      z
        .int({ error: 'Must be a whole number.' })
        .check(z.gte(1, range), z.lte(LIST_LIMITS.maxLimit, range)),
    ),
    nextToken: z.nullish(z.string({ error: 'Must be text.' })),
  });
}

export interface ListArguments {
  filter?: FilterNode | null;
  limit?: number | null;
  nextToken?: string | null;
}

/**
 * Checks the token and filter, then reads one page; nothing is queried for bad arguments.
 * `attributes`: only these leave the table (a list's summary); all when absent.
 */
export async function listPage<T>(
  entity: Entity,
  args: ListArguments,
  attributes?: readonly string[],
): Promise<Page<T>> {
  const startKey = args.nextToken ? await decodeNextToken(entity, args.nextToken) : undefined;
  const filter = args.filter ? toFilterExpression(args.filter) : undefined;
  return queryNewestFirst<T>(entity, {
    limit: args.limit ?? LIST_LIMITS.defaultLimit,
    startKey,
    filter,
    attributes,
  });
}

/**
 * Like listPage, but a filtered page holds `limit` matches whenever that many follow: DynamoDB
 * applies Limit before its filter, so a status filter over a one-query page can come back short or
 * empty while more matches exist. The filter expression is exact here, so every item read matches.
 */
export async function listFilledPage<T extends { id: string; createdAt: string }>(
  entity: Entity,
  args: ListArguments,
  attributes?: readonly (keyof T & string)[],
): Promise<Page<T>> {
  const filter = args.filter ? toFilterExpression(args.filter) : undefined;
  if (!filter) {
    return listPage<T>(entity, args, attributes);
  }
  const startKey = args.nextToken ? await decodeNextToken(entity, args.nextToken) : undefined;
  return queryMatchingNewestFirst<T>(entity, {
    limit: args.limit ?? LIST_LIMITS.defaultLimit,
    startKey,
    filter,
    matches: () => true,
    attributes,
  });
}
