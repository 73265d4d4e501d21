// A referral's files go when DynamoDB's TTL deletes it: the Referral table streams old images, an
// event source mapping hands the function TTL removals only, with bounded retries and a dead-letter
// queue; the function may list and delete under private/referrals/ and nothing else; two alarms
// (errors, dead letters) e-mail the alert address.

import { beforeAll, describe, expect, it } from 'vitest';
import {
  EXPIRED_REFERRAL_FILES_ENTRY,
  EXPIRED_REFERRAL_FILES_RETRIES,
} from '../../lib/cloud/expired-referral-files';
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

describe('the Referral table', () => {
  it('streams old images, and no other table streams', () => {
    for (const { entity } of TABLE_LIST) {
      const spec = resources()[id(`Data/${entity}`)]!.Properties.StreamSpecification;
      expect(spec, entity).toEqual(
        entity === 'Referral' ? { StreamViewType: 'OLD_IMAGE' } : undefined,
      );
    }
  });
});

describe('the event source mapping', () => {
  const mapping = () => {
    const mappings = Object.values(site.template.findResources('AWS::Lambda::EventSourceMapping'));
    expect(mappings).toHaveLength(1);
    return mappings[0]!.Properties;
  };

  it("feeds the function from the Referral table's stream, oldest record first", () => {
    expect(mapping()).toMatchObject({
      FunctionName: { Ref: id('ExpiredReferralFiles/Function') },
      EventSourceArn: { 'Fn::GetAtt': [id('Data/Referral'), 'StreamArn'] },
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
      MaximumRetryAttempts: EXPIRED_REFERRAL_FILES_RETRIES,
      BisectBatchOnFunctionError: true,
      DestinationConfig: {
        OnFailure: {
          Destination: { 'Fn::GetAtt': [id('ExpiredReferralFiles/DeadLetters'), 'Arn'] },
        },
      },
    });
    expect(mapping().MaximumRecordAgeInSeconds).toBeLessThan(24 * 3600);
    expect(resources()[id('ExpiredReferralFiles/DeadLetters')]!.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 86_400,
    });
  });
});

describe('the function', () => {
  it('runs the handler the local TTL sweeper calls, told the files bucket', () => {
    const properties = resources()[id('ExpiredReferralFiles/Function')]!.Properties;
    expect(EXPIRED_REFERRAL_FILES_ENTRY).toBe('lambdas/expiredReferrals/handler.ts');
    expect(properties.Environment.Variables.FILES_BUCKET).toEqual({
      Ref: id('Storage/FilesBucket'),
    });
  });

  it('may list and delete under private/referrals/ only, and read no file', () => {
    const statements = roleStatements(site.template, id('ExpiredReferralFiles/Role'));
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
        condition: { StringLike: { 's3:prefix': 'private/referrals/*' } },
      },
      {
        actions: ['s3:DeleteObject'],
        resources: [`${bucket}/private/referrals/*`],
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
    const properties = resources()[id('ExpiredReferralFiles/Function')]!.Properties;
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
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: id('ExpiredReferralFiles/Function') } }],
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
            Value: { 'Fn::GetAtt': [id('ExpiredReferralFiles/DeadLetters'), 'QueueName'] },
          },
        ],
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: topic(),
      }),
    );
  });
});
