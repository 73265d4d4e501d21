// The expired items' files handlers (lambdas/shared/expiredItemFiles.ts) as each table's stream
// invokes them (TTL removals, OLD_IMAGE view), against a mocked S3, one suite for each kind of item
// that keeps files: everything under each item's prefix and every key its old image names is
// deleted; a failure is logged with the item and fails the batch after the other records were
// done; what is not a removed item of that kind (an insert, an id that is not its reference: the
// other kind's, a staging prefix) touches nothing.

import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../logs';
import { handler as expiredApplications } from '../../lambdas/expiredApplications/handler';
import { handler as expiredReferrals } from '../../lambdas/expiredReferrals/handler';
import { s3Mock, useHandlerTestEnvironment } from './helpers';

useHandlerTestEnvironment();

interface ExpiringKind {
  kind: string;
  handler: (event: DynamoDBStreamEvent) => Promise<void>;
  /** The old image's attributes besides its id and its list of files. */
  fields: Record<string, { S: string }>;
  filesAttribute: string;
  /** Two references of this kind and one of the other kind. */
  first: string;
  second: string;
  otherKind: string;
  prefixOf: (id: string) => string;
  /** The first item's listed file, the file only its prefix holds, the second item's file. */
  files: { listed: string; leftOver: string; secondListed: string };
  plural: string;
  logMessage: string;
  idDetail: string;
}

const KINDS: ExpiringKind[] = [
  {
    kind: 'referral',
    handler: expiredReferrals,
    fields: { participantName: { S: 'Pat Participant' } },
    filesAttribute: 'attachments',
    first: 'R-7K3Q9P',
    second: 'R-ABCDEF',
    otherKind: 'J-7K3Q9P',
    prefixOf: (id) => `private/referrals/${id}/`,
    files: { listed: '1_plan.pdf', leftOver: '9_left-over.pdf', secondListed: '1_report.png' },
    plural: 'expired referrals',
    logMessage: 'Could not delete the files of an expired referral',
    idDetail: 'referralId',
  },
  {
    kind: 'job application',
    handler: expiredApplications,
    fields: { name: { S: 'Jo Applicant' } },
    filesAttribute: 'cv',
    first: 'J-7K3Q9P',
    second: 'J-ABCDEF',
    otherKind: 'R-7K3Q9P',
    prefixOf: (id) => `private/applications/${id}/`,
    files: { listed: 'cv.pdf', leftOver: 'left-over.docx', secondListed: 'resume.docx' },
    plural: 'expired job applications',
    logMessage: 'Could not delete the files of an expired application',
    idDetail: 'applicationId',
  },
];

const event = (...records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });

const deletedKeys = () =>
  s3Mock
    .commandCalls(DeleteObjectCommand)
    .map((call) => call.args[0].input.Key)
    .sort();

describe.each(KINDS)('expired $kind files', (kind) => {
  const { handler, first, second, prefixOf, files } = kind;
  const firstListed = `${prefixOf(first)}${files.listed}`;
  const secondListed = `${prefixOf(second)}${files.secondListed}`;

  function ttlRemoval(id: string, fileKeys: string[]): DynamoDBRecord {
    return {
      eventID: `event-${id}`,
      eventName: 'REMOVE',
      eventSource: 'aws:dynamodb',
      userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' },
      dynamodb: {
        Keys: { id: { S: id } },
        OldImage: {
          id: { S: id },
          ...kind.fields,
          [kind.filesAttribute]: {
            L: fileKeys.map((key) => ({
              M: { key: { S: key }, fileName: { S: files.listed }, size: { N: '10' } },
            })),
          },
        },
        StreamViewType: 'OLD_IMAGE',
      },
    };
  }

  it('deletes what the prefix holds, page by page, and the keys the old image names', async () => {
    s3Mock
      .on(ListObjectsV2Command, { Prefix: prefixOf(first) })
      .resolvesOnce({
        Contents: [{ Key: firstListed }],
        IsTruncated: true,
        NextContinuationToken: 'page-2',
      })
      .resolvesOnce({ Contents: [{ Key: `${prefixOf(first)}${files.leftOver}` }] });
    s3Mock.on(ListObjectsV2Command, { Prefix: prefixOf(second) }).resolves({});

    await handler(event(ttlRemoval(first, [firstListed]), ttlRemoval(second, [secondListed])));

    expect(deletedKeys()).toEqual([
      firstListed,
      `${prefixOf(first)}${files.leftOver}`,
      secondListed,
    ]);
    const lists = s3Mock.commandCalls(ListObjectsV2Command).map((call) => call.args[0].input);
    expect(lists).toContainEqual(
      expect.objectContaining({ Bucket: 'files-bucket', ContinuationToken: 'page-2' }),
    );
    for (const call of s3Mock.commandCalls(DeleteObjectCommand)) {
      expect(call.args[0].input.Bucket).toBe('files-bucket');
    }
  });

  it('deletes what lies under the prefix of an item without a list of files', async () => {
    s3Mock
      .on(ListObjectsV2Command, { Prefix: prefixOf(first) })
      .resolves({ Contents: [{ Key: firstListed }] });
    const record = ttlRemoval(first, []);
    delete record.dynamodb!.OldImage![kind.filesAttribute];

    await handler(event(record));

    expect(deletedKeys()).toEqual([firstListed]);
  });

  it('logs a failed item and fails the batch, after deleting the others', async () => {
    const logged = captureLogs();
    s3Mock.on(ListObjectsV2Command).resolves({});
    s3Mock.on(DeleteObjectCommand, { Key: firstListed }).rejects(new Error('S3 is down'));

    await expect(
      handler(event(ttlRemoval(first, [firstListed]), ttlRemoval(second, [secondListed]))),
    ).rejects.toThrow(`The files of 1 of 2 ${kind.plural} were not deleted.`);

    expect(deletedKeys()).toContain(secondListed);
    expect(logged.entry(kind.logMessage)).toMatchObject({
      eventID: `event-${first}`,
      [kind.idDetail]: first,
    });
  });

  it('touches no file for a record that is not a removed item of its kind', async () => {
    captureLogs();
    const inserted = { ...ttlRemoval(first, []), eventName: 'INSERT' as const };
    // Not a reference of this kind: its prefix would reach other items' files or the staging
    // uploads of every visitor.
    for (const id of ['uploads', 'checked', kind.otherKind, '']) {
      await expect(handler(event(ttlRemoval(id, [])))).rejects.toThrow(/were not deleted/);
    }
    await expect(handler(event(inserted))).rejects.toThrow(/were not deleted/);
    expect(s3Mock.calls()).toEqual([]);
  });
});
