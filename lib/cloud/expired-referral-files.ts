// Deletes a referral's files when DynamoDB's TTL deletes the referral (retentionDays.Referral):
// the Referral table's stream (OLD_IMAGE: the keys and the attachments) invokes
// lambdas/expiredReferrals/handler.ts with TTL removals only, filtered before any invocation, so a
// staff deletion (which deletes the files itself) costs nothing here. A failed batch is retried,
// split in halves to isolate the record that fails, and then described in the dead-letter queue;
// ./monitoring.ts alarms on the function's errors and on that queue. The local stack's TTL sweeper
// calls the same handler (lib/local/emulators/ttl-sweeper.ts).

import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { LOG_RETENTION_DAYS } from '../../schema/contract/logRetention';
import { HANDLER_ENV } from '../../schema/contract/handlerEnvironment';
import { REFERRALS_PREFIX } from '../../schema/contract/storage';
import { bundledFunctionProps } from './functions';
import { acknowledge, acknowledgeWildcardResource } from './nag';

export const EXPIRED_REFERRAL_FILES_ENTRY = 'lambdas/expiredReferrals/handler.ts';

/** Tries per batch after the first: deleting is idempotent, and a lasting failure goes to the DLQ. */
export const EXPIRED_REFERRAL_FILES_RETRIES = 3;

export interface ExpiredReferralFilesProps {
  /** The Referral table, with its OLD_IMAGE stream (./data.ts). */
  table: Table;
  filesBucket: IBucket;
}

export class ExpiredReferralFiles extends Construct {
  readonly function: NodejsFunction;
  /** Where a batch that failed every try is described (shard and sequence numbers). */
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: ExpiredReferralFilesProps) {
    super(scope, id);

    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Deletes the files of referrals that DynamoDB TTL removed.',
    });
    const logGroup = new LogGroup(this, 'Logs', {
      retention: LOG_RETENTION_DAYS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    logGroup.grantWrite(role);
    // Lists one referral's prefix and deletes what it finds there; it cannot read a file.
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [props.filesBucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': `${REFERRALS_PREFIX}*` } },
      }),
    );
    const referralObjects = props.filesBucket.arnForObjects(`${REFERRALS_PREFIX}*`);
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [referralObjects] }),
    );
    acknowledgeWildcardResource(
      role,
      referralObjects,
      'A referral keeps its files under private/referrals/<reference>/, a key known only when it ' +
        'expires; the function may delete there and nowhere else, and read nothing.',
    );

    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(
      this.deadLetterQueue,
      'AwsSolutions-SQS3',
      "This queue is the event source mapping's on-failure destination (a dead-letter queue " +
        'itself); it holds batch descriptions for a person to read, so it needs no DLQ of its own.',
    );

    this.function = new NodejsFunction(this, 'Function', {
      ...bundledFunctionProps(EXPIRED_REFERRAL_FILES_ENTRY),
      description: 'Deletes the files of referrals that DynamoDB TTL removed.',
      memorySize: 256,
      timeout: Duration.minutes(1),
      role,
      logGroup,
      environment: {
        [HANDLER_ENV.filesBucket]: props.filesBucket.bucketName,
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    acknowledge(
      this.function,
      'AwsSolutions-L1',
      'Node.js 22 is the runtime the project pins for every function (lib/cloud/functions.ts).',
    );

    this.function.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 10,
        retryAttempts: EXPIRED_REFERRAL_FILES_RETRIES,
        bisectBatchOnError: true,
        // Stream records live 24 hours: give up in time to leave a description in the queue.
        maxRecordAge: Duration.hours(12),
        onFailure: new SqsDlq(this.deadLetterQueue),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('REMOVE'),
            userIdentity: {
              type: FilterRule.isEqual('Service'),
              principalId: FilterRule.isEqual('dynamodb.amazonaws.com'),
            },
          }),
        ],
      }),
    );
    acknowledgeWildcardResource(
      role,
      '*',
      "The DynamoDB event source grants dynamodb:ListStreams on '*' (the action has no resource " +
        'type to scope it to); reading records is granted on the Referral stream alone.',
    );
  }
}
