// Publishes an entity's public list (schema/contract/publicLists.ts): the items as the public page
// shows them, read from the table, written as one JSON file to the files bucket. Every write that
// changes the entity calls it before answering (lambdas/shared/editableEntity.ts), so the file is
// never older than the data.

import {
  PUBLIC_LIST_CACHE_CONTROL,
  PUBLIC_LIST_CONTENT_TYPE,
  PUBLIC_LISTS,
  type PublicListFile,
  type PublicListItems,
  type PublicListName,
} from '../../schema/contract/publicLists';
import { s3 } from './clients';
import { config, type Entity } from './config';
import type { RequestContext } from './errors';
import { log } from './log';
import { queryAllNewestFirst } from './repository';

/** Which entity feeds which list, and how one of its items becomes a public one. */
export interface PublicList<Item, Name extends PublicListName = PublicListName> {
  name: Name;
  entity: Entity;
  toPublic: (item: Item) => PublicListItems[Name];
  /** Whether an item is on the list at `now` (a job that closed is not); all of them when absent. */
  isListed?: (item: Item, now: Date) => boolean;
}

/**
 * How often the PUT is tried, and the pauses between tries. Each try is itself up to two attempts
 * by the SDK (lambdas/shared/clients.ts), so a short S3 hiccup costs the staff member a second.
 */
export const PUBLISH_RETRY_DELAYS_MS = [200, 1000] as const;
/** The Lambda time a publish leaves for undoing the write and answering. */
const TIME_KEPT_FOR_UNDO_MS = 4000;
/**
 * Rounds of read, put, read again. Two writes publishing at once may put in the other order than
 * they read; the one whose second read differs from what it put publishes again, so the last put
 * always holds the table as it is. More rounds than this means other writes keep changing it: each
 * of them publishes after its own change and checks again, so the last one leaves the file right,
 * and this write's change (already in the table and in what it put) is not undone.
 */
const MAX_ROUNDS = 4;

export class PublishFailedError extends Error {
  constructor(key: string, cause: unknown) {
    super(`Publishing ${key} failed.`, { cause });
    this.name = 'PublishFailedError';
  }
}

async function fileBody<Item>(list: PublicList<Item>, now: Date): Promise<string> {
  const { maxItems } = PUBLIC_LISTS[list.name];
  const { isListed } = list;
  // A filtered list reads every item: the newest may be the ones left out.
  const items = isListed
    ? (await queryAllNewestFirst<Item>(list.entity))
        .filter((item) => isListed(item, now))
        .slice(0, maxItems)
    : await queryAllNewestFirst<Item>(list.entity, maxItems);
  const file: PublicListFile<PublicListItems[PublicListName]> = { items: items.map(list.toPublic) };
  return JSON.stringify(file);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An object a write publishes: where, what, and the headers S3 serves it with. */
export interface PublishedObject {
  bucket: string;
  key: string;
  body: string;
  contentType: string;
  cacheControl: string;
  metadata?: Record<string, string>;
}

/** Puts the object, tried again after each pause of PUBLISH_RETRY_DELAYS_MS while time allows. */
export async function putWithRetries(
  object: PublishedObject,
  request: RequestContext,
): Promise<void> {
  const { client, sdk } = await s3();
  const { bucket, key } = object;
  const timeLeft = () => request.remainingTimeMs?.() ?? Number.POSITIVE_INFINITY;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const budget = timeLeft() - TIME_KEPT_FOR_UNDO_MS;
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: object.body,
          ContentType: object.contentType,
          CacheControl: object.cacheControl,
          ...(object.metadata ? { Metadata: object.metadata } : {}),
        }),
        // A hanging S3 must not take the time the undo needs.
        Number.isFinite(budget) ? { abortSignal: AbortSignal.timeout(Math.max(budget, 0)) } : {},
      );
      return;
    } catch (error) {
      const delay = PUBLISH_RETRY_DELAYS_MS[attempt];
      if (delay === undefined || timeLeft() - delay < TIME_KEPT_FOR_UNDO_MS) {
        throw new PublishFailedError(key, error);
      }
      log.warn('Public list publish attempt failed; retrying', request, {
        key,
        attempt: attempt + 1,
        error,
      });
      await pause(delay);
    }
  }
}

/** Writes the list's file from the table; a PublishFailedError when S3 refused every try. */
export async function publishList<Item>(
  list: PublicList<Item>,
  request: RequestContext,
  now: Date = new Date(),
): Promise<void> {
  const { key } = PUBLIC_LISTS[list.name];
  let body = await fileBody(list, now);
  for (let round = 1; round <= MAX_ROUNDS; round += 1) {
    await putWithRetries(
      {
        bucket: config.filesBucket(),
        key,
        body,
        contentType: PUBLIC_LIST_CONTENT_TYPE,
        cacheControl: PUBLIC_LIST_CACHE_CONTROL,
      },
      request,
    );
    const again = await fileBody(list, now);
    if (again === body) return;
    body = again;
  }
  log.warn('Public list still changing after its rounds; later writes publish it', request, {
    key,
    rounds: MAX_ROUNDS,
  });
}
