// The expired job applications' CV handler as the JobApplication table's stream invokes it (TTL
// removals, OLD_IMAGE view), against a mocked S3: everything under each application's prefix and
// the CV its old image names is deleted; a failure is logged with the application and fails the
// batch after the other records were done; an id that is not an application's reference (a
// referral's, a staging prefix) touches nothing.

import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../logs';
import { handler } from '../../lambdas/expiredApplications/handler';
import { s3Mock, useHandlerTestEnvironment } from './helpers';

useHandlerTestEnvironment();

function ttlRemoval(id: string, cvKeys: string[]): DynamoDBRecord {
  return {
    eventID: `event-${id}`,
    eventName: 'REMOVE',
    eventSource: 'aws:dynamodb',
    userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' },
    dynamodb: {
      Keys: { id: { S: id } },
      OldImage: {
        id: { S: id },
        name: { S: 'Jo Applicant' },
        cv: {
          L: cvKeys.map((key) => ({
            M: { key: { S: key }, fileName: { S: 'cv.pdf' }, size: { N: '10' } },
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

describe('expired job applications’ CVs', () => {
  it('deletes what the prefix holds, page by page, and the CV the old image names', async () => {
    s3Mock
      .on(ListObjectsV2Command, { Prefix: 'private/applications/J-7K3Q9P/' })
      .resolvesOnce({
        Contents: [{ Key: 'private/applications/J-7K3Q9P/cv.pdf' }],
        IsTruncated: true,
        NextContinuationToken: 'page-2',
      })
      .resolvesOnce({ Contents: [{ Key: 'private/applications/J-7K3Q9P/left-over.docx' }] });
    s3Mock.on(ListObjectsV2Command, { Prefix: 'private/applications/J-ABCDEF/' }).resolves({});

    await handler(
      event(
        ttlRemoval('J-7K3Q9P', ['private/applications/J-7K3Q9P/cv.pdf']),
        ttlRemoval('J-ABCDEF', ['private/applications/J-ABCDEF/resume.docx']),
      ),
    );

    expect(deletedKeys()).toEqual([
      'private/applications/J-7K3Q9P/cv.pdf',
      'private/applications/J-7K3Q9P/left-over.docx',
      'private/applications/J-ABCDEF/resume.docx',
    ]);
    const lists = s3Mock.commandCalls(ListObjectsV2Command).map((call) => call.args[0].input);
    expect(lists).toContainEqual(
      expect.objectContaining({ Bucket: 'files-bucket', ContinuationToken: 'page-2' }),
    );
    for (const call of s3Mock.commandCalls(DeleteObjectCommand)) {
      expect(call.args[0].input.Bucket).toBe('files-bucket');
    }
  });

  it('deletes what lies under the prefix of an application without a CV list', async () => {
    s3Mock
      .on(ListObjectsV2Command, { Prefix: 'private/applications/J-7K3Q9P/' })
      .resolves({ Contents: [{ Key: 'private/applications/J-7K3Q9P/cv.pdf' }] });
    const record = ttlRemoval('J-7K3Q9P', []);
    delete record.dynamodb!.OldImage!.cv;

    await handler(event(record));

    expect(deletedKeys()).toEqual(['private/applications/J-7K3Q9P/cv.pdf']);
  });

  it('logs a failed application and fails the batch, after deleting the others', async () => {
    const logged = captureLogs();
    s3Mock.on(ListObjectsV2Command).resolves({});
    s3Mock
      .on(DeleteObjectCommand, { Key: 'private/applications/J-7K3Q9P/cv.pdf' })
      .rejects(new Error('S3 is down'));

    await expect(
      handler(
        event(
          ttlRemoval('J-7K3Q9P', ['private/applications/J-7K3Q9P/cv.pdf']),
          ttlRemoval('J-ABCDEF', ['private/applications/J-ABCDEF/resume.docx']),
        ),
      ),
    ).rejects.toThrow('The files of 1 of 2 expired job applications were not deleted.');

    expect(deletedKeys()).toContain('private/applications/J-ABCDEF/resume.docx');
    expect(logged.entry('Could not delete the files of an expired application')).toMatchObject({
      eventID: 'event-J-7K3Q9P',
      applicationId: 'J-7K3Q9P',
    });
  });

  it('touches no file for a record that is not a removed application', async () => {
    captureLogs();
    const inserted = { ...ttlRemoval('J-7K3Q9P', []), eventName: 'INSERT' as const };
    // Not an application's reference: its prefix would reach other files.
    for (const id of ['uploads', 'checked', 'R-7K3Q9P', '']) {
      await expect(handler(event(ttlRemoval(id, [])))).rejects.toThrow(/were not deleted/);
    }
    await expect(handler(event(inserted))).rejects.toThrow(/were not deleted/);
    expect(s3Mock.calls()).toEqual([]);
  });
});
