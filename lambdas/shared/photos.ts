// Staff photos in the files bucket: where they live, whether one exists, whether a staff member
// still uses it, and best-effort deletion once the database no longer points at it.

import { DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { BY_CREATED_AT_INDEX, LIST_PARTITION_ATTRIBUTE } from '../../lib/tables';
import { dynamo, s3 } from './clients';
import { config } from './config';
import type { RequestContext } from './errors';
import { STAFF_LIMITS } from './limits';
import { requiredText } from './validation';

export const STAFF_PHOTO_PREFIX = 'public/staff/';

/** A key directly under public/staff/ (one path segment, no traversal). */
export const staffPhotoKey = requiredText(STAFF_LIMITS.imageUrl).refine(
  (key) => /^public\/staff\/[^/]+$/.test(key) && !/^public\/staff\/\.\.?$/.test(key),
  'Must be a storage key under public/staff/, such as public/staff/1700000000000_photo.jpg.',
);

function isMissingObject(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey');
}

/** The stored object's metadata, or null when there is no object at `key`. */
export async function headObject(key: string) {
  try {
    return await s3().send(new HeadObjectCommand({ Bucket: config.filesBucket(), Key: key }));
  } catch (error) {
    if (isMissingObject(error)) {
      return null;
    }
    throw error;
  }
}

export async function photoExists(key: string): Promise<boolean> {
  return (await headObject(key)) !== null;
}

export async function deleteObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: config.filesBucket(), Key: key }));
}

/** Whether any staff member's imageUrl is `key` (the staff list is small, so a filtered Query). */
export async function isPhotoInUse(key: string): Promise<boolean> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: config.tableName('Staff'),
        IndexName: BY_CREATED_AT_INDEX,
        KeyConditionExpression: '#listPartition = :listPartition',
        FilterExpression: '#imageUrl = :imageUrl',
        ExpressionAttributeNames: {
          '#listPartition': LIST_PARTITION_ATTRIBUTE,
          '#imageUrl': 'imageUrl',
        },
        ExpressionAttributeValues: { ':listPartition': 'Staff', ':imageUrl': key },
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
 * Deletes a photo the database no longer points at, unless another staff member shares it. Runs
 * after the database write; a failure only leaves an orphaned object, so it is logged, not raised.
 */
export async function deletePhotoIfUnused(key: string, request: RequestContext): Promise<void> {
  try {
    if (!(await isPhotoInUse(key))) {
      await deleteObject(key);
    }
  } catch (error) {
    console.error('Could not delete staff photo', {
      requestId: request.requestId,
      fieldName: request.fieldName,
      key,
      error,
    });
  }
}
