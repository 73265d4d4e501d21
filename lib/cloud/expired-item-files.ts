// Deletes an item's files when DynamoDB's TTL deletes the item: a referral's attachments
// (retentionDays.Referral) and a job application's CV (retentionDays.JobApplication), one function
// each. The table's stream (OLD_IMAGE: the keys and the files) invokes the handler with TTL removals
// only, filtered before any invocation, so a staff deletion (which deletes the files itself) costs
// nothing here. A failed batch is retried, split in halves to isolate the record that fails, and
// then described in the dead-letter queue; ./monitoring.ts alarms on the function's errors and on
// that queue. The local stack's TTL sweeper calls the same handlers
// (lib/local/emulators/ttl-sweeper.ts).

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
import { APPLICATIONS_PREFIX, REFERRALS_PREFIX } from '../../schema/contract/storage';
import { bundledFunctionProps } from './functions';
import { acknowledge, acknowledgeWildcardResource } from './nag';

/** What each kind of item's function is: its handler, the prefix it cleans, how it is named. */
export const EXPIRED_ITEM_FILES = {
  referrals: {
    entry: 'lambdas/expiredReferrals/handler.ts',
    prefix: REFERRALS_PREFIX,
    /** As in "Deletes the files of referrals that DynamoDB TTL removed." */
    plural: 'referrals',
    /** Where one item's files are. */
    itemPrefix: `${REFERRALS_PREFIX}<reference>/`,
  },
  applications: {
    entry: 'lambdas/expiredApplications/handler.ts',
    prefix: APPLICATIONS_PREFIX,
    plural: 'job applications',
    itemPrefix: `${APPLICATIONS_PREFIX}<reference>/`,
  },
} as const;

/** Tries per batch after the first: deleting is idempotent, and a lasting failure goes to the DLQ. */
export const EXPIRED_ITEM_FILES_RETRIES = 3;

export interface ExpiredItemFilesProps {
  kind: keyof typeof EXPIRED_ITEM_FILES;
  /** The item's table, with its OLD_IMAGE stream (./data.ts). */
  table: Table;
  filesBucket: IBucket;
}

export class ExpiredItemFiles extends Construct {
  readonly function: NodejsFunction;
  /** Where a batch that failed every try is described (shard and sequence numbers). */
  readonly deadLetterQueue: Queue;
  /** Whose files, as the alarms name them ("referrals"), and where one item's are. */
  readonly plural: string;
  readonly itemPrefix: string;

  constructor(scope: Construct, id: string, props: ExpiredItemFilesProps) {
    super(scope, id);
    const { entry, prefix, plural, itemPrefix } = EXPIRED_ITEM_FILES[props.kind];
    this.plural = plural;
    this.itemPrefix = itemPrefix;
    const description = `Deletes the files of ${plural} that DynamoDB TTL removed.`;

    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description,
    });
    const logGroup = new LogGroup(this, 'Logs', {
      retention: LOG_RETENTION_DAYS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    logGroup.grantWrite(role);
    // Lists one item's prefix and deletes what it finds there; it cannot read a file.
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [props.filesBucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': `${prefix}*` } },
      }),
    );
    const itemObjects = props.filesBucket.arnForObjects(`${prefix}*`);
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [itemObjects] }),
    );
    acknowledgeWildcardResource(
      role,
      itemObjects,
      `An item keeps its files under ${itemPrefix}, a key known only when it expires; the ` +
        'function may delete there and nowhere else, and read nothing.',
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
      ...bundledFunctionProps(entry),
      description,
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
        retryAttempts: EXPIRED_ITEM_FILES_RETRIES,
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
        'type to scope it to); reading records is granted on the stream of its table alone.',
    );
  }
}
