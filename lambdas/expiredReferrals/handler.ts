// Deletes the files of the referrals DynamoDB's TTL removed (retentionDays.Referral in cdk.json).
// In the cloud the Referral table's stream invokes it with TTL removals only
// (lib/cloud/expired-referral-files.ts); locally the TTL sweeper calls it with the same record for
// each referral it deletes (lib/local/emulators/ttl-sweeper.ts). Every record is tried; any failure
// then fails the batch, which Lambda retries and at last hands to the dead-letter queue. Deleting
// is idempotent, so records retried with a failed one are harmless.

import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { deleteReferralFiles } from '../shared/referralFiles';
import { log } from '../shared/log';

/** The parts of a removed referral's old image (OLD_IMAGE stream view) that name its files. */
const removedReferral = z.object({
  eventName: z.literal('REMOVE'),
  dynamodb: z.object({
    OldImage: z.object({
      id: z.object({ S: z.string() }),
      attachments: z.optional(
        z.object({
          L: z.array(z.object({ M: z.object({ key: z.object({ S: z.string() }) }) })),
        }),
      ),
    }),
  }),
});

async function deleteFilesOf(record: DynamoDBRecord): Promise<void> {
  const { OldImage } = removedReferral.parse(record).dynamodb;
  await deleteReferralFiles(
    OldImage.id.S,
    (OldImage.attachments?.L ?? []).map((attachment) => attachment.M.key.S),
  );
}

export async function handler(event: DynamoDBStreamEvent): Promise<void> {
  const failures: unknown[] = [];
  for (const record of event.Records) {
    try {
      await deleteFilesOf(record);
    } catch (error) {
      log.error('Could not delete the files of an expired referral', null, {
        eventID: record.eventID,
        referralId: record.dynamodb?.OldImage?.id?.S,
        error,
      });
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(
      failures,
      `The files of ${failures.length} of ${event.Records.length} expired referrals were not deleted.`,
    );
  }
}
