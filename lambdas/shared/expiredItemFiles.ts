// The handler that deletes the files of the items DynamoDB's TTL removed, for each table whose
// items keep files (lib/cloud/expired-item-files.ts). In the cloud the table's stream invokes it
// with TTL removals only; locally the TTL sweeper calls it with the same record for each item it
// deletes (lib/local/emulators/ttl-sweeper.ts). Every record is tried; any failure then fails the
// batch, which Lambda retries and at last hands to the dead-letter queue. Deleting is idempotent,
// so records retried with a failed one are harmless.

import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { deleteItemFiles, type FilesOwner } from './itemFiles';
import { log } from './log';

/** A removed item's id, from its old image (OLD_IMAGE stream view). */
const removedItem = z.object({
  eventName: z.literal('REMOVE'),
  dynamodb: z.object({ OldImage: z.object({ id: z.object({ S: z.string() }) }) }),
});

/** The item's list of files ({ key, … } maps), which it may lack. */
const fileList = z.optional(
  z.object({ L: z.array(z.object({ M: z.object({ key: z.object({ S: z.string() }) }) })) }),
);

export interface ExpiredItemFiles {
  owner: FilesOwner;
  /** The attribute listing the item's files. */
  filesAttribute: string;
  /** Its plural in the batch failure, as in "expired referrals". */
  plural: string;
  /** The log detail naming the item's id. */
  idDetail: string;
}

export function expiredItemFilesHandler({
  owner,
  filesAttribute,
  plural,
  idDetail,
}: ExpiredItemFiles): (event: DynamoDBStreamEvent) => Promise<void> {
  async function deleteFilesOf(record: DynamoDBRecord): Promise<void> {
    const { OldImage } = removedItem.parse(record).dynamodb;
    const files = fileList.parse(record.dynamodb?.OldImage?.[filesAttribute]);
    await deleteItemFiles(
      owner,
      OldImage.id.S,
      (files?.L ?? []).map((file) => file.M.key.S),
    );
  }

  return async (event) => {
    const failures: unknown[] = [];
    for (const record of event.Records) {
      try {
        await deleteFilesOf(record);
      } catch (error) {
        log.error(`Could not delete the files of an expired ${owner}`, null, {
          eventID: record.eventID,
          [idDetail]: record.dynamodb?.OldImage?.id?.S,
          error,
        });
        failures.push(error);
      }
    }
    if (failures.length > 0) {
      throw new AggregateError(
        failures,
        `The files of ${failures.length} of ${event.Records.length} ${plural} were not deleted.`,
      );
    }
  };
}
