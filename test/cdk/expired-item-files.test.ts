// A referral's attachments and a job application's CV go when DynamoDB's TTL deletes the item: the
// Referral and JobApplication tables stream old images, an event source mapping per table hands its
// function TTL removals only, with bounded retries and a dead-letter queue; each function may list
// and delete under its own prefix and nothing else; two alarms each (errors, dead letters) e-mail
// the alert address.

import { beforeAll, describe, expect, it } from 'vitest';
import { EXPIRED_ITEM_FILES, EXPIRED_ITEM_FILES_RETRIES } from '../../lib/cloud/expired-item-files';
import { TABLE_LIST } from '../../schema/contract/tables';
import {
  actionsOf,
  cfnText,
  defaultSynthesis,
  logicalId,
  resourcesOf,
  roleStatements,
  type SynthesizedSite,
} from './synth';

let site: SynthesizedSite;

beforeAll(async () => {
  site = await defaultSynthesis();
});

const resources = () => site.template.toJSON().Resources;
const id = (path: string) => logicalId(site.stack, path);

describe('the tables', () => {
  it('Referral and JobApplication stream old images, and no other table streams', () => {
    for (const { entity } of TABLE_LIST) {
      const spec = resources()[id(`Data/${entity}`)]!.Properties.StreamSpecification;
      expect(spec, entity).toEqual(
        ['Referral', 'JobApplication'].includes(entity)
          ? { StreamViewType: 'OLD_IMAGE' }
          : undefined,
      );
    }
  });

  it('feed one function each, and nothing else reads a stream', () => {
    const mappings = Object.values(site.template.findResources('AWS::Lambda::EventSourceMapping'));
    expect(mappings.map((mapping) => mapping.Properties.FunctionName).sort(byRef)).toEqual(
      [
        { Ref: id('ExpiredApplicationFiles/Function') },
        { Ref: id('ExpiredReferralFiles/Function') },
      ].sort(byRef),
    );
  });
});

const byRef = (a: { Ref: string }, b: { Ref: string }) => a.Ref.localeCompare(b.Ref);

describe.each([
  {
    construct: 'ExpiredReferralFiles',
    kind: 'referrals' as const,
    table: 'Referral',
    entry: 'lambdas/expiredReferrals/handler.ts',
    prefix: 'private/referrals/',
  },
  {
    construct: 'ExpiredApplicationFiles',
    kind: 'applications' as const,
    table: 'JobApplication',
    entry: 'lambdas/expiredApplications/handler.ts',
    prefix: 'private/applications/',
  },
])('$construct', ({ construct, kind, table, entry, prefix }) => {
  describe('the event source mapping', () => {
    const mapping = () => {
      const mappings = Object.values(
        site.template.findResources('AWS::Lambda::EventSourceMapping', {
          Properties: { FunctionName: { Ref: id(`${construct}/Function`) } },
        }),
      );
      expect(mappings).toHaveLength(1);
      return mappings[0]!.Properties;
    };

    it(`feeds the function from the ${table} table's stream, oldest record first`, () => {
      expect(mapping()).toMatchObject({
        EventSourceArn: { 'Fn::GetAtt': [id(`Data/${table}`), 'StreamArn'] },
        StartingPosition: 'TRIM_HORIZON',
      });
    });

    it('passes only the removals DynamoDB itself made (TTL), never a staff deletion', () => {
      const patterns = (mapping().FilterCriteria.Filters as { Pattern: string }[]).map((filter) =>
        JSON.parse(filter.Pattern),
      );
      expect(patterns).toEqual([
        {
          eventName: ['REMOVE'],
          userIdentity: { type: ['Service'], principalId: ['dynamodb.amazonaws.com'] },
        },
      ]);
    });

    it('retries a failed batch a bounded number of times, in halves, then to the dead-letter queue', () => {
      expect(mapping()).toMatchObject({
        MaximumRetryAttempts: EXPIRED_ITEM_FILES_RETRIES,
        BisectBatchOnFunctionError: true,
        DestinationConfig: {
          OnFailure: {
            Destination: { 'Fn::GetAtt': [id(`${construct}/DeadLetters`), 'Arn'] },
          },
        },
      });
      expect(mapping().MaximumRecordAgeInSeconds).toBeLessThan(24 * 3600);
      expect(resources()[id(`${construct}/DeadLetters`)]!.Properties).toMatchObject({
        SqsManagedSseEnabled: true,
        MessageRetentionPeriod: 14 * 86_400,
      });
    });
  });

  describe('the function', () => {
    it('runs the handler the local TTL sweeper calls, told the files bucket', () => {
      const properties = resources()[id(`${construct}/Function`)]!.Properties;
      expect(properties.Description).toMatch(
        /^Deletes the files of .+ that DynamoDB TTL removed\.$/,
      );
      expect(EXPIRED_ITEM_FILES[kind].entry).toBe(entry);
      expect(properties.Environment.Variables.FILES_BUCKET).toEqual({
        Ref: id('Storage/FilesBucket'),
      });
    });

    it(`may list and delete under ${prefix} only, and read no file`, () => {
      const statements = roleStatements(site.template, id(`${construct}/Role`));
      const s3 = statements.filter((statement) =>
        actionsOf(statement).some((action) => action.startsWith('s3:')),
      );
      const bucket = `<${id('Storage/FilesBucket')}.Arn>`;
      expect(
        s3.map((statement) => ({
          actions: actionsOf(statement),
          resources: resourcesOf(statement).map(cfnText),
          condition: statement.Condition,
        })),
      ).toEqual([
        {
          actions: ['s3:ListBucket'],
          resources: [bucket],
          condition: { StringLike: { 's3:prefix': `${prefix}*` } },
        },
        {
          actions: ['s3:DeleteObject'],
          resources: [`${bucket}/${prefix}*`],
          condition: undefined,
        },
      ]);
      const others = statements
        .flatMap(actionsOf)
        .filter((action) => !action.startsWith('s3:') && !action.startsWith('logs:'));
      expect(others.sort()).toEqual(
        [
          'dynamodb:DescribeStream',
          'dynamodb:GetRecords',
          'dynamodb:GetShardIterator',
          'dynamodb:ListStreams',
          'sqs:GetQueueAttributes',
          'sqs:GetQueueUrl',
          'sqs:SendMessage',
        ].sort(),
      );
    });

    it('reserves no concurrency: a stream runs one batch per shard at a time', () => {
      const properties = resources()[id(`${construct}/Function`)]!.Properties;
      expect(properties.ReservedConcurrentExecutions).toBeUndefined();
    });
  });

  describe('alarms', () => {
    const alarms = () =>
      Object.values(site.template.findResources('AWS::CloudWatch::Alarm')).map(
        (alarm) => alarm.Properties,
      );
    const topic = () => [{ Ref: id('Monitoring/AlarmTopic') }];

    it("e-mail the function's errors", () => {
      expect(alarms()).toContainEqual(
        expect.objectContaining({
          Namespace: 'AWS/Lambda',
          MetricName: 'Errors',
          Dimensions: [{ Name: 'FunctionName', Value: { Ref: id(`${construct}/Function`) } }],
          Threshold: 1,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
          AlarmActions: topic(),
        }),
      );
    });

    it('e-mail a batch given up on, in the dead-letter queue', () => {
      expect(alarms()).toContainEqual(
        expect.objectContaining({
          Namespace: 'AWS/SQS',
          MetricName: 'ApproximateNumberOfMessagesVisible',
          Dimensions: [
            {
              Name: 'QueueName',
              Value: { 'Fn::GetAtt': [id(`${construct}/DeadLetters`), 'QueueName'] },
            },
          ],
          AlarmDescription: expect.stringContaining(`${prefix}<reference>/ --recursive`),
          Threshold: 1,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
          AlarmActions: topic(),
        }),
      );
    });
  });
});
