// The data layer: one table per entity, items tagged with their entity name so the byCreatedAt
// index lists them newest first. The tag is internal and stripped from everything returned.

import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { retentionFor } from '../../schema/contract/retention';
import {
  BY_CREATED_AT_INDEX,
  LIST_PARTITION_ATTRIBUTE,
  TABLES,
  TTL_ATTRIBUTE,
} from '../../schema/contract/tables';
import { isAwsError } from './awsErrors';
import { dynamo } from './clients';
import { config, type Entity } from './config';
import { NotFoundError, ValidationError } from './errors';
import type { FilterExpression } from './filter';
import { encodeNextToken, type PageKey } from './pagination';
import { LIST_LIMITS } from '../../schema/contract/inputLimits';

export interface Page<T> {
  items: T[];
  nextToken: string | null;
}

export interface PageRequest {
  limit: number;
  startKey?: PageKey;
  filter?: FilterExpression;
  /** Only these attributes leave the table (a list's summary); every attribute when absent. */
  attributes?: readonly string[];
}

/** The ProjectionExpression for `attributes`, by placeholder (many field names are reserved words). */
function projectionOf(attributes: readonly string[] | undefined): {
  ProjectionExpression?: string;
  names: Record<string, string>;
} {
  if (!attributes) return { names: {} };
  const names = Object.fromEntries(attributes.map((name, index) => [`#p${index}`, name]));
  return { ProjectionExpression: Object.keys(names).join(', '), names };
}

/** The one place a stored record becomes its entity type (the tables only hold what we wrote). */
function withoutListPartition<T>(item: Record<string, unknown>): T {
  const entity = { ...item };
  delete entity[LIST_PARTITION_ATTRIBUTE];
  return entity as T;
}

function notFound(entity: Entity, id: string): NotFoundError {
  return new NotFoundError(`No ${entity} with id "${id}" exists.`);
}

/** A new entity's id (server-assigned unless given) and timestamps around the given fields. */
export function stampNewItem<T extends Record<string, unknown>>(
  fields: T,
  id: string = randomUUID(),
): T & { id: string; createdAt: string; updatedAt: string } {
  const now = new Date().toISOString();
  return { id, ...fields, createdAt: now, updatedAt: now };
}

export interface PutNewItemOptions {
  /**
   * Fields that hold the item's creation time (a status history's first entry): a resend's differ
   * from the first attempt's only by that time, so they are compared like the timestamps, not at all.
   */
  stampedFields?: readonly string[];
}

/** Another write of the same item: the same fields, whenever it was stamped. */
function sameItemApartFromTimestamps(
  stored: Record<string, unknown> | undefined,
  attempted: Record<string, unknown>,
  stampedFields: readonly string[],
): stored is Record<string, unknown> {
  if (!stored) return false;
  const stamped = new Set(['createdAt', 'updatedAt', TTL_ATTRIBUTE, ...stampedFields]);
  const fields = (item: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(item).filter(([name]) => !stamped.has(name)));
  return isDeepStrictEqual(fields(stored), fields(attempted));
}

/**
 * The TTL of a new item of a kind kept for a set period (schema/contract/retention.ts), from its
 * state at creation: none for an open complaint or referral, which are kept until they close.
 * Other kinds are kept until staff delete them.
 */
function retentionOf(entity: Entity, item: object): Record<string, unknown> {
  if (!TABLES[entity].timeToLiveAttribute) {
    return {};
  }
  if (
    entity !== 'Message' &&
    entity !== 'Referral' &&
    entity !== 'Feedback' &&
    entity !== 'JobApplication'
  ) {
    throw new Error(`${entity} items are given their TTL where they are written.`);
  }
  const fields = item as Partial<Record<'createdAt' | 'kind' | 'status' | 'jobClosesOn', string>>;
  const record = { entity, createdAt: fields.createdAt ?? '', ...fields };
  const expiresAt = retentionFor(record, new Date(record.createdAt));
  return expiresAt === null ? {} : { [TTL_ATTRIBUTE]: expiresAt };
}

/** A change's new expiry: set the TTL, or (null) remove it so that the item is kept. */
interface ExpiryUpdate {
  set: Record<string, unknown>;
  remove: string[];
}

function expiryUpdate(expiresAt: number | null | undefined): ExpiryUpdate {
  if (expiresAt === undefined) return { set: {}, remove: [] };
  if (expiresAt === null) return { set: {}, remove: [TTL_ATTRIBUTE] };
  return { set: { [TTL_ATTRIBUTE]: expiresAt }, remove: [] };
}

/** ` REMOVE #r<n>, …` for the attributes to remove, numbered after `after` assignments. */
function removeClause(names: readonly string[], after: number): string {
  if (names.length === 0) return '';
  return ` REMOVE ${names.map((_, index) => `#r${after + index}`).join(', ')}`;
}

function removedNames(names: readonly string[], after: number): Record<string, string> {
  return Object.fromEntries(names.map((name, index) => [`#r${after + index}`, name]));
}

/** The id given item already exists with other fields (a client token sent again for another item). */
export class ItemExistsError extends Error {
  constructor(
    readonly id: string,
    /** The item stored under that id. */
    readonly stored: Record<string, unknown>,
  ) {
    super(`An item with id "${id}" already exists with other fields.`);
    this.name = 'ItemExistsError';
  }
}

/**
 * Stores a new item; the condition guards against ever overwriting an existing id. A write sent
 * again (the SDK's own retry after a lost answer, or a client resending with the same token) meets
 * the first attempt's item: an item with the same fields is that write, so it succeeded and the
 * stored item (with its first timestamps) is the answer. Other fields under that id are an
 * ItemExistsError.
 */
export async function putNewItem<T extends { id: string }>(
  entity: Entity,
  item: T,
  options: PutNewItemOptions = {},
): Promise<T> {
  return (await writeNewItem(entity, item, options)).item;
}

/**
 * putNewItem, also telling whether this call wrote the item (`written`) or met the same item an
 * earlier write stored: only the writer may go on to steps that must run once.
 */
export async function writeNewItem<T extends { id: string }>(
  entity: Entity,
  item: T,
  options: PutNewItemOptions = {},
): Promise<{ item: T; written: boolean }> {
  const stored: Record<string, unknown> = {
    ...item,
    ...retentionOf(entity, item),
    [LIST_PARTITION_ATTRIBUTE]: entity,
  };
  try {
    await dynamo().send(
      new PutCommand({
        TableName: config.tableName(entity),
        Item: stored,
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
  } catch (error) {
    if (!isAwsError(error, 'ConditionalCheckFailedException')) {
      throw error;
    }
    const { Item } = await dynamo().send(
      new GetCommand({
        TableName: config.tableName(entity),
        Key: { id: item.id },
        ConsistentRead: true,
      }),
    );
    if (!sameItemApartFromTimestamps(Item, stored, options.stampedFields ?? [])) {
      throw new ItemExistsError(item.id, Item ?? {});
    }
    return { item: withoutListPartition<T>(Item), written: false };
  }
  return { item: withoutListPartition<T>(stored), written: true };
}

function definedFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

function withUpdatedAt(fields: Record<string, unknown>): Record<string, unknown> {
  return { ...definedFields(fields), updatedAt: new Date().toISOString() };
}

function updateInput(
  entity: Entity,
  id: string,
  fields: Record<string, unknown>,
): UpdateCommandInput {
  const assignments = Object.entries(fields);
  return {
    TableName: config.tableName(entity),
    Key: { id },
    UpdateExpression: `SET ${assignments.map((_, index) => `#f${index} = :f${index}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(
      assignments.map(([name], index) => [`#f${index}`, name]),
    ),
    ExpressionAttributeValues: Object.fromEntries(
      assignments.map(([, value], index) => [`:f${index}`, value]),
    ),
    // Never an upsert: a missing id fails the condition and becomes NotFound.
    ConditionExpression: 'attribute_exists(id)',
  };
}

async function sendUpdate<T>(entity: Entity, id: string, input: UpdateCommandInput): Promise<T> {
  try {
    const { Attributes } = await dynamo().send(new UpdateCommand(input));
    if (!Attributes) {
      throw new Error('UpdateItem returned no attributes.');
    }
    return withoutListPartition<T>(Attributes);
  } catch (error) {
    if (isAwsError(error, 'ConditionalCheckFailedException')) {
      throw notFound(entity, id);
    }
    throw error;
  }
}

/** One action of a DynamoDB transaction (TransactWriteItems). */
export type TransactionAction = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** How often a transaction that met another one on the same item is tried in all. */
const TRANSACTION_ATTEMPTS = 3;

interface CancellationReason {
  Code?: string;
}

/**
 * Makes `write` (one item's change, under its condition) and `alongside` (the audit entries that
 * record it) in one transaction: all of them or none. Returns false when the item's own condition
 * failed and nothing was written; any other failure is thrown. DynamoDB cancels a transaction that
 * meets another on the same item (TransactionConflict): that is tried again.
 */
async function writeTogether(
  write: TransactionAction,
  alongside: readonly TransactionAction[],
): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: [write, ...alongside] }));
      return true;
    } catch (error) {
      if (!isAwsError(error, 'TransactionCanceledException')) {
        throw error;
      }
      const reasons = (error as { CancellationReasons?: CancellationReason[] }).CancellationReasons;
      const codes = (reasons ?? []).map((reason) => reason.Code ?? 'None');
      if (codes.includes('TransactionConflict') && attempt < TRANSACTION_ATTEMPTS) {
        continue;
      }
      const [own, ...others] = codes;
      if (own === 'ConditionalCheckFailed' && others.every((code) => code === 'None')) {
        return false;
      }
      throw error;
    }
  }
}

/** The item right after a write that changed it; gone meanwhile (deleted at once) is NotFound. */
async function readWritten<T>(entity: Entity, id: string): Promise<T> {
  const item = await getItem<T>(entity, id);
  if (!item) {
    throw notFound(entity, id);
  }
  return item;
}

/** Sets `fields` on an existing item (createdAt untouched) and returns the item as stored. */
export async function updateExistingItem<T>(
  entity: Entity,
  id: string,
  fields: Record<string, unknown>,
): Promise<T> {
  const input = updateInput(entity, id, withUpdatedAt(fields));
  return sendUpdate<T>(entity, id, { ...input, ReturnValues: 'ALL_NEW' });
}

/** An item after a write that happens only when it changes something. */
export interface Change<T> {
  item: T;
  changed: boolean;
}

/** A condition that holds when setting `fields` would change the item (placeholders #c, :c). */
function changesAnyOf(fields: Record<string, unknown>) {
  const entries = Object.entries(fields);
  return {
    expression: `(${entries
      .map((_, index) => `attribute_not_exists(#c${index}) OR #c${index} <> :c${index}`)
      .join(' OR ')})`,
    names: Object.fromEntries(entries.map(([name], index) => [`#c${index}`, name])),
    values: Object.fromEntries(entries.map(([, value], index) => [`:c${index}`, value])),
  };
}

/**
 * Like updateExistingItem, but an item that already holds these values is left as it is, updatedAt
 * too, and answered with `changed` false; `alongside` is written with the change, in the same
 * transaction, and not at all without one. The write's own condition decides, so two saves of the
 * same value at once change the item once.
 */
export async function updateExistingItemIfChanged<T>(
  entity: Entity,
  id: string,
  fields: Record<string, unknown>,
  alongside: readonly TransactionAction[],
  /** The item's new TTL, written with the change (null: kept, no TTL); see ListAppend. */
  expiresAt?: number | null,
): Promise<Change<T>> {
  const { set, remove } = expiryUpdate(expiresAt);
  const input = updateInput(entity, id, withUpdatedAt({ ...fields, ...set }));
  const assigned = Object.keys(input.ExpressionAttributeNames ?? {}).length;
  const change = changesAnyOf(definedFields(fields));
  const written = await writeTogether(
    {
      Update: {
        TableName: input.TableName,
        Key: input.Key,
        UpdateExpression: input.UpdateExpression + removeClause(remove, assigned),
        ConditionExpression: `${input.ConditionExpression} AND ${change.expression}`,
        ExpressionAttributeNames: {
          ...input.ExpressionAttributeNames,
          ...removedNames(remove, assigned),
          ...change.names,
        },
        ExpressionAttributeValues: { ...input.ExpressionAttributeValues, ...change.values },
      },
    },
    alongside,
  );
  if (written) {
    return { item: await readWritten<T>(entity, id), changed: true };
  }
  // An item that is there failed only the change condition: it held these values.
  const stored = await getItem<T>(entity, id);
  if (!stored) {
    throw notFound(entity, id);
  }
  return { item: stored, changed: false };
}

/**
 * Like updateExistingItem, but also returns the item as it was: both come from the one atomic
 * write, so a caller cleaning up a replaced value (a staff photo) sees exactly what it replaced.
 */
export async function replaceInExistingItem<T>(
  entity: Entity,
  id: string,
  fields: Record<string, unknown>,
): Promise<{ previous: T; current: T }> {
  const changes = withUpdatedAt(fields);
  const input = updateInput(entity, id, changes);
  const previous = await sendUpdate<T>(entity, id, { ...input, ReturnValues: 'ALL_OLD' });
  return { previous, current: { ...previous, ...definedFields(changes) } };
}

/**
 * Gives an existing item an empty list attribute when it has none (an item stored before the list
 * was kept), so list appends, which need the list, work on it; a list already there is untouched.
 */
export async function ensureListAttribute(
  entity: Entity,
  id: string,
  attribute: string,
): Promise<void> {
  await sendUpdate(entity, id, {
    TableName: config.tableName(entity),
    Key: { id },
    UpdateExpression: 'SET #list = if_not_exists(#list, :empty)',
    ExpressionAttributeNames: { '#list': attribute },
    ExpressionAttributeValues: { ':empty': [] },
    ConditionExpression: 'attribute_exists(id)',
    ReturnValues: 'ALL_NEW',
  });
}

/** The item with `id`, or null. A strongly consistent read: right after a write it sees it. */
export async function getItem<T>(entity: Entity, id: string): Promise<T | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: config.tableName(entity), Key: { id }, ConsistentRead: true }),
  );
  return Item ? withoutListPartition<T>(Item) : null;
}

export interface ListAppend {
  attribute: string;
  value: unknown;
  maxLength: number;
  field: string;
  set?: Record<string, unknown>;
  /**
   * The item's new TTL (epoch seconds), written with the entry (null: kept, no TTL); unlike `set`
   * it never decides whether there is a change.
   */
  expiresAt?: number | null;
}

/** Whether the item holds every value of `fields` already. */
function holdsAll(item: object, fields: Record<string, unknown>): boolean {
  const stored = item as Record<string, unknown>;
  return Object.entries(fields).every(([name, value]) => isDeepStrictEqual(stored[name], value));
}

async function appendToList<T>(
  entity: Entity,
  id: string,
  append: ListAppend,
  onlyIfSetChanges: boolean,
  alongside: readonly TransactionAction[],
): Promise<Change<T>> {
  const expiry = expiryUpdate(append.expiresAt);
  const alsoSet = Object.entries({ ...append.set, ...expiry.set });
  const change = onlyIfSetChanges ? changesAnyOf(append.set ?? {}) : undefined;
  const written = await writeTogether(
    {
      Update: {
        TableName: config.tableName(entity),
        Key: { id },
        UpdateExpression:
          [
            'SET #list = list_append(#list, :entry), updatedAt = :now',
            ...alsoSet.map((_, index) => `#s${index} = :s${index}`),
          ].join(', ') + removeClause(expiry.remove, alsoSet.length),
        ConditionExpression: [
          'attribute_exists(id) AND size(#list) < :maxLength',
          ...(change ? [change.expression] : []),
        ].join(' AND '),
        ExpressionAttributeNames: {
          '#list': append.attribute,
          ...Object.fromEntries(alsoSet.map(([name], index) => [`#s${index}`, name])),
          ...removedNames(expiry.remove, alsoSet.length),
          ...change?.names,
        },
        ExpressionAttributeValues: {
          ':entry': [append.value],
          ':now': new Date().toISOString(),
          ':maxLength': append.maxLength,
          ...Object.fromEntries(alsoSet.map(([, value], index) => [`:s${index}`, value])),
          ...change?.values,
        },
      },
    },
    alongside,
  );
  if (written) {
    return { item: await readWritten<T>(entity, id), changed: true };
  }
  const stored = await getItem<T>(entity, id);
  if (!stored) {
    throw notFound(entity, id);
  }
  if (onlyIfSetChanges && holdsAll(stored as object, append.set ?? {})) {
    return { item: stored, changed: false };
  }
  throw new ValidationError(append.field, `At most ${append.maxLength} may be added.`);
}

/**
 * Appends `value` to the list attribute `attribute` of an existing item, in one atomic write, as
 * long as the list holds fewer than `maxLength` entries (so the item stays within DynamoDB's size
 * limit); the same write sets the fields of `set`, if any (a status and its history stay in step).
 * A full list is a ValidationError naming `field`; a missing item is NotFound. `alongside` is
 * written in the same transaction: with the entry, or not at all.
 */
export async function appendToListInExistingItem<T>(
  entity: Entity,
  id: string,
  append: ListAppend,
  alongside: readonly TransactionAction[],
): Promise<T> {
  return (await appendToList<T>(entity, id, append, false, alongside)).item;
}

/**
 * Like appendToListInExistingItem, but only when `set` changes the item: one that already holds
 * those values gets no entry and is answered as it is, with `changed` false (a status saved twice
 * has one history entry, and `alongside` is written only with a change). The write's own condition
 * decides, so saves at once append once.
 */
export async function appendChangeToExistingItem<T>(
  entity: Entity,
  id: string,
  append: ListAppend & { set: Record<string, unknown> },
  alongside: readonly TransactionAction[],
): Promise<Change<T>> {
  return appendToList<T>(entity, id, append, true, alongside);
}

/** Deletes an item, returning it, or null when there was nothing to delete. */
export async function deleteItem<T>(entity: Entity, id: string): Promise<T | null> {
  const { Attributes } = await dynamo().send(
    new DeleteCommand({
      TableName: config.tableName(entity),
      Key: { id },
      ReturnValues: 'ALL_OLD',
    }),
  );
  return Attributes ? withoutListPartition<T>(Attributes) : null;
}

/**
 * Deletes an item together with `alongside`, in one transaction: both or neither. Returns the item
 * as read just before, or null when there is none (already deleted, by this or another request).
 */
export async function deleteExistingItem<T>(
  entity: Entity,
  id: string,
  alongside: readonly TransactionAction[],
  options: DeleteOptions<T> = {},
  attempt = 1,
): Promise<T | null> {
  const stored = await getItem<T>(entity, id);
  if (!stored) {
    return null;
  }
  const refusal = options.refuse?.(stored);
  if (refusal) {
    throw new ValidationError('id', refusal);
  }
  const written = await writeTogether(
    {
      Delete: {
        TableName: config.tableName(entity),
        Key: { id },
        ...(options.refuse
          ? {
              // Deletes the item as it was read and judged: a change meanwhile (a complaint
              // reopened) fails this, and the delete is judged again on the item as it now is.
              ConditionExpression: 'attribute_exists(id) AND updatedAt = :read',
              ExpressionAttributeValues: { ':read': (stored as { updatedAt?: string }).updatedAt },
            }
          : { ConditionExpression: 'attribute_exists(id)' }),
      },
    },
    alongside,
  );
  if (!written && options.refuse) {
    // Judged again on the item as it now is, a few times: an item changed without pause is
    // refused rather than retried forever.
    if (attempt >= TRANSACTION_ATTEMPTS) {
      throw new ValidationError('id', ITEM_CHANGING_MESSAGE);
    }
    return deleteExistingItem(entity, id, alongside, options, attempt + 1);
  }
  return written ? stored : null;
}

/** Why a delete judged on an item that kept changing under it was refused. */
export const ITEM_CHANGING_MESSAGE =
  'This item was changed by someone else while it was being deleted. Open it again and retry.';

export interface DeleteOptions<T> {
  /** Why the item may not be deleted, or null when it may: refused as a ValidationError on `id`. */
  refuse?: (item: T) => string | null;
}

/**
 * Puts `previous` back as it was before a write that is being undone, only while the item is still
 * what that write left (`current`'s updatedAt; null when the write deleted it), so a later change
 * by someone else is never overwritten. Returns false when the item had changed meanwhile.
 * `previous` null undoes a create: the item is deleted.
 */
export async function restoreItem(
  entity: Entity,
  id: string,
  previous: object | null,
  current: { updatedAt: string } | null,
): Promise<boolean> {
  const condition = current
    ? {
        ConditionExpression: 'updatedAt = :updatedAt',
        ExpressionAttributeValues: { ':updatedAt': current.updatedAt },
      }
    : { ConditionExpression: 'attribute_not_exists(id)' };
  const TableName = config.tableName(entity);
  try {
    if (previous) {
      await dynamo().send(
        new PutCommand({
          TableName,
          Item: { ...previous, [LIST_PARTITION_ATTRIBUTE]: entity },
          ...condition,
        }),
      );
    } else {
      await dynamo().send(new DeleteCommand({ TableName, Key: { id }, ...condition }));
    }
    return true;
  } catch (error) {
    if (isAwsError(error, 'ConditionalCheckFailedException')) {
      return false;
    }
    throw error;
  }
}

/** Every item newest first, or the newest `maxItems`: all pages of the byCreatedAt index. */
export async function queryAllNewestFirst<T>(entity: Entity, maxItems?: number): Promise<T[]> {
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await dynamo().send(
      new QueryCommand({
        TableName: config.tableName(entity),
        IndexName: BY_CREATED_AT_INDEX,
        KeyConditionExpression: '#listPartition = :listPartition',
        ExpressionAttributeNames: { '#listPartition': LIST_PARTITION_ATTRIBUTE },
        ExpressionAttributeValues: { ':listPartition': entity },
        ScanIndexForward: false,
        ...(maxItems === undefined ? {} : { Limit: maxItems - items.length }),
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(Items ?? []).map((item) => withoutListPartition<T>(item)));
    startKey = LastEvaluatedKey;
  } while (startKey && (maxItems === undefined || items.length < maxItems));
  return items;
}

/** One page, newest first, from the byCreatedAt index (a Query, never a Scan). */
export async function queryNewestFirst<T>(entity: Entity, request: PageRequest): Promise<Page<T>> {
  const projection = projectionOf(request.attributes);
  const { Items, LastEvaluatedKey } = await dynamo().send(
    new QueryCommand({
      TableName: config.tableName(entity),
      IndexName: BY_CREATED_AT_INDEX,
      KeyConditionExpression: '#listPartition = :listPartition',
      FilterExpression: request.filter?.expression,
      ProjectionExpression: projection.ProjectionExpression,
      ExpressionAttributeNames: {
        '#listPartition': LIST_PARTITION_ATTRIBUTE,
        ...request.filter?.names,
        ...projection.names,
      },
      ExpressionAttributeValues: { ':listPartition': entity, ...request.filter?.values },
      ScanIndexForward: false,
      Limit: request.limit,
      ExclusiveStartKey: request.startKey,
    }),
  );
  return {
    items: (Items ?? []).map((item) => withoutListPartition<T>(item)),
    nextToken: LastEvaluatedKey ? await encodeNextToken(entity, LastEvaluatedKey) : null,
  };
}

/** Items a filtered page reads at most per call: a sparse match answers with what it found so far. */
export const MAX_EVALUATED_PER_PAGE = 1000;

export interface MatchingPageRequest<T> {
  limit: number;
  startKey?: PageKey;
  /** Narrows what DynamoDB returns; `matches` decides. */
  filter?: FilterExpression;
  matches(item: T): boolean;
  /** As PageRequest's; it must hold what `matches` reads, and id and createdAt. */
  attributes?: readonly string[];
}

/**
 * Up to `limit` items that match, newest first. DynamoDB applies Limit before its filter, so one
 * query can return a short or empty page while more matches follow: this reads on, batch by batch,
 * until the page is full, the index is exhausted or MAX_EVALUATED_PER_PAGE items were read. The
 * token then points just past the last item read for this page (the last match when the page
 * filled mid-batch), so the next page neither skips nor repeats an item.
 */
export async function queryMatchingNewestFirst<T extends { id: string; createdAt: string }>(
  entity: Entity,
  request: MatchingPageRequest<T>,
): Promise<Page<T>> {
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined = request.startKey;
  let evaluated = 0;
  const projection = projectionOf(request.attributes);
  do {
    const {
      Items,
      LastEvaluatedKey,
    }: { Items?: Record<string, unknown>[]; LastEvaluatedKey?: Record<string, unknown> } =
      await dynamo().send(
        new QueryCommand({
          TableName: config.tableName(entity),
          IndexName: BY_CREATED_AT_INDEX,
          KeyConditionExpression: '#listPartition = :listPartition',
          FilterExpression: request.filter?.expression,
          ProjectionExpression: projection.ProjectionExpression,
          ExpressionAttributeNames: {
            '#listPartition': LIST_PARTITION_ATTRIBUTE,
            ...request.filter?.names,
            ...projection.names,
          },
          ExpressionAttributeValues: { ':listPartition': entity, ...request.filter?.values },
          ScanIndexForward: false,
          Limit: LIST_LIMITS.maxLimit,
          ExclusiveStartKey: startKey,
        }),
      );
    evaluated += LIST_LIMITS.maxLimit;
    startKey = LastEvaluatedKey;
    for (const stored of Items ?? []) {
      const item = withoutListPartition<T>(stored);
      if (!request.matches(item)) continue;
      items.push(item);
      if (items.length === request.limit) {
        const last: PageKey = {
          id: item.id,
          [LIST_PARTITION_ATTRIBUTE]: entity,
          createdAt: item.createdAt,
        };
        // The page filled on the batch's last item: the batch's own key says whether more follow.
        const filledOnLast = stored === Items?.[Items.length - 1];
        const next = filledOnLast ? LastEvaluatedKey : last;
        return { items, nextToken: next ? await encodeNextToken(entity, next) : null };
      }
    }
  } while (startKey && evaluated < MAX_EVALUATED_PER_PAGE);
  return { items, nextToken: startKey ? await encodeNextToken(entity, startKey) : null };
}
