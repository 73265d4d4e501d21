// Staff photos in the files bucket (prefixes in schema/contract/storage.ts): published keys, whether a
// photo exists, whether another staff member still uses it, and best-effort deletion once the
// database no longer points at it.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { STAFF_LIMITS, STAFF_PHOTO_LIMITS } from '../../schema/contract/inputLimits';
import { STAFF_PHOTO_PREFIX, STAFF_PHOTO_UPLOAD_PREFIX } from '../../schema/contract/storage';
import { BY_CREATED_AT_INDEX, LIST_PARTITION_ATTRIBUTE } from '../../schema/contract/tables';
import { isAwsError } from './awsErrors';
import { bestEffort } from './bestEffort';
import { dynamo, s3 } from './clients';
import { config } from './config';
import type { RequestContext } from './errors';
import * as z from 'zod/mini';
import { requiredText } from './validation';

/**
 * The one segment after the prefix of every photo key: `<timestamp>_<sanitised name>`, as
 * startStaffPhotoUpload makes it (lambdas/shared/fileName.ts), so a key that fits is always one a
 * store can hold and a URL can carry unencoded.
 */
const PHOTO_KEY_SEGMENT = new RegExp(
  `^\\d{1,16}_[A-Za-z0-9._-]{1,${STAFF_PHOTO_LIMITS.fileName}}$`,
);

export function isPhotoKeyUnder(prefix: string, key: string): boolean {
  return key.startsWith(prefix) && PHOTO_KEY_SEGMENT.test(key.slice(prefix.length));
}

/** A published photo's key: one segment directly under public/staff/. */
export const staffPhotoKey = requiredText(STAFF_LIMITS.imageUrl).check(
  z.refine(
    (key) => isPhotoKeyUnder(STAFF_PHOTO_PREFIX, key),
    'Must be a storage key under public/staff/, such as public/staff/1700000000000_photo.jpg.',
  ),
);

export type StaffPhotoContentType = (typeof STAFF_PHOTO_LIMITS.contentTypes)[number];

export function allowedImageType(mime: string | undefined): StaffPhotoContentType | undefined {
  return STAFF_PHOTO_LIMITS.contentTypes.find((allowed) => allowed === mime);
}

/** The public key a checked upload is copied to: the same `<timestamp>_<name>` segment. */
export function publishedPhotoKey(uploadKey: string): string {
  return STAFF_PHOTO_PREFIX + uploadKey.slice(STAFF_PHOTO_UPLOAD_PREFIX.length);
}

/** The stored object's metadata, or null when there is no object at `key`. */
export async function headObject(key: string) {
  try {
    const { client, sdk } = await s3();
    return await client.send(new sdk.HeadObjectCommand({ Bucket: config.filesBucket(), Key: key }));
  } catch (error) {
    if (isAwsError(error, 'NotFound', 'NoSuchKey')) {
      return null;
    }
    throw error;
  }
}

export async function deleteObject(key: string): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: config.filesBucket(), Key: key }));
}

/**
 * Whether a staff member other than `changedId` has imageUrl `key` (the staff list is small, so a
 * filtered Query). The index is eventually consistent: right after `changedId`'s own update or
 * delete it may still show that member's old imageUrl, so that member is left out rather than
 * trusted to have caught up.
 */
async function isPhotoUsedByOthers(key: string, changedId: string): Promise<boolean> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: config.tableName('Staff'),
        IndexName: BY_CREATED_AT_INDEX,
        KeyConditionExpression: '#listPartition = :listPartition',
        FilterExpression: '#imageUrl = :imageUrl AND #id <> :changedId',
        ExpressionAttributeNames: {
          '#listPartition': LIST_PARTITION_ATTRIBUTE,
          '#imageUrl': 'imageUrl',
          '#id': 'id',
        },
        ExpressionAttributeValues: {
          ':listPartition': 'Staff',
          ':imageUrl': key,
          ':changedId': changedId,
        },
        ExclusiveStartKey: startKey,
      }),
    );
    if ((page.Items ?? []).length > 0) {
      return true;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return false;
}

/**
 * Deletes the photo staff member `changedId` no longer points at, unless another member shares it.
 * Runs after the database write; a failure only leaves an orphaned object, so it is logged, not
 * raised.
 */
export async function deletePhotoIfUnused(
  key: string,
  changedId: string,
  request: RequestContext,
): Promise<void> {
  await bestEffort('Could not delete staff photo', request, { key }, async () => {
    if (!(await isPhotoUsedByOthers(key, changedId))) {
      await deleteObject(key);
    }
  });
}
