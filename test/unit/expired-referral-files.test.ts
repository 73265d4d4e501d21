// The expired referrals' files handler as the Referral table's stream invokes it (TTL removals,
// OLD_IMAGE view), against a mocked S3: every file under each referral's prefix and every key its
// old image names is deleted; a failure is logged with the referral and fails the batch after the
// other records were done; what is not a removed referral touches nothing.

import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../logs';
import { handler } from '../../lambdas/expiredReferrals/handler';
import { s3Mock, useHandlerTestEnvironment } from './helpers';

useHandlerTestEnvironment();

function ttlRemoval(id: string, attachmentKeys: string[]): DynamoDBRecord {
  return {
    eventID: `event-${id}`,
    eventName: 'REMOVE',
    eventSource: 'aws:dynamodb',
    userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' },
    dynamodb: {
      Keys: { id: { S: id } },
      OldImage: {
        id: { S: id },
        participantName: { S: 'Pat Participant' },
        attachments: {
          L: attachmentKeys.map((key) => ({
            M: { key: { S: key }, fileName: { S: 'plan.pdf' }, size: { N: '10' } },
          })),
        },
      },
      StreamViewType: 'OLD_IMAGE',
    },
  };
}

const event = (...records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });

const deletedKeys = () =>
  s3Mock
    .commandCalls(DeleteObjectCommand)
    .map((call) => call.args[0].input.Key)
    .sort();

describe('expired referral files', () => {
  it('deletes what the prefix holds, page by page, and the keys the old image names', async () => {
    s3Mock
      .on(ListObjectsV2Command, { Prefix: 'private/referrals/R-7K3Q9P/' })
      .resolvesOnce({
        Contents: [{ Key: 'private/referrals/R-7K3Q9P/1_plan.pdf' }],
        IsTruncated: true,
        NextContinuationToken: 'page-2',
      })
      .resolvesOnce({ Contents: [{ Key: 'private/referrals/R-7K3Q9P/9_left-over.pdf' }] });
    s3Mock.on(ListObjectsV2Command, { Prefix: 'private/referrals/R-ABCDEF/' }).resolves({});

    await handler(
      event(
        ttlRemoval('R-7K3Q9P', ['private/referrals/R-7K3Q9P/1_plan.pdf']),
        ttlRemoval('R-ABCDEF', ['private/referrals/R-ABCDEF/1_report.png']),
      ),
    );

    expect(deletedKeys()).toEqual([
      'private/referrals/R-7K3Q9P/1_plan.pdf',
      'private/referrals/R-7K3Q9P/9_left-over.pdf',
      'private/referrals/R-ABCDEF/1_report.png',
    ]);
    const lists = s3Mock.commandCalls(ListObjectsV2Command).map((call) => call.args[0].input);
    expect(lists).toContainEqual(
      expect.objectContaining({ Bucket: 'files-bucket', ContinuationToken: 'page-2' }),
    );
    for (const call of s3Mock.commandCalls(DeleteObjectCommand)) {
      expect(call.args[0].input.Bucket).toBe('files-bucket');
    }
  });

  it('logs a failed referral and fails the batch, after deleting the others', async () => {
    const logged = captureLogs();
    s3Mock.on(ListObjectsV2Command).resolves({});
    s3Mock
      .on(DeleteObjectCommand, { Key: 'private/referrals/R-7K3Q9P/1_plan.pdf' })
      .rejects(new Error('S3 is down'));

    await expect(
      handler(
        event(
          ttlRemoval('R-7K3Q9P', ['private/referrals/R-7K3Q9P/1_plan.pdf']),
          ttlRemoval('R-ABCDEF', ['private/referrals/R-ABCDEF/1_report.png']),
        ),
      ),
    ).rejects.toThrow('The files of 1 of 2 expired referrals were not deleted.');

    expect(deletedKeys()).toContain('private/referrals/R-ABCDEF/1_report.png');
    expect(logged.entry('Could not delete the files of an expired referral')).toMatchObject({
      eventID: 'event-R-7K3Q9P',
      referralId: 'R-7K3Q9P',
    });
  });

  it('touches no file for a record that is not a removed referral', async () => {
    captureLogs();
    const inserted = { ...ttlRemoval('R-7K3Q9P', []), eventName: 'INSERT' as const };
    // Not a reference: its prefix would reach the staging uploads of every visitor.
    const notAReference = ttlRemoval('uploads', []);
    for (const record of [inserted, notAReference]) {
      await expect(handler(event(record))).rejects.toThrow(/were not deleted/);
    }
    expect(s3Mock.calls()).toEqual([]);
  });
});
