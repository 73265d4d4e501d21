// The DynamoDB tables, built from the shared definitions in schema/contract/tables.ts (the local
// stack builds identical ones). On-demand billing suits a small site's spiky, low traffic; the data
// is the provider's records, so every table keeps point-in-time recovery and survives a stack
// deletion.

import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { RATE_LIMIT_TABLE } from '../../schema/contract/rateLimits';
import { TTL_ATTRIBUTE } from '../../schema/contract/tables';
import { TABLE_LIST, type KeyAttribute, type TableDefinition } from '../../schema/contract/tables';
import { acknowledge } from './nag';

export type Tables = Record<TableDefinition['entity'], Table>;

/**
 * Tables whose deletions something reacts to: a referral's attachments and an application's CV go
 * when TTL deletes the item (./expired-item-files.ts), and the old image holds its id and file keys.
 */
const STREAMS: Partial<Record<TableDefinition['entity'], StreamViewType>> = {
  Referral: StreamViewType.OLD_IMAGE,
  JobApplication: StreamViewType.OLD_IMAGE,
};

function attribute(key: KeyAttribute): { name: string; type: AttributeType } {
  return { name: key.name, type: key.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER };
}

export class Data extends Construct {
  readonly tables: Tables;
  /** The per-address counters of the public writes (lambdas/shared/rateLimit.ts). */
  readonly rateLimitTable: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // Counters live one window (minutes) and are worth nothing after it: no backups, and a stack
    // deletion may take the table along.
    this.rateLimitTable = new Table(this, RATE_LIMIT_TABLE.name, {
      partitionKey: attribute(RATE_LIMIT_TABLE.partitionKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    acknowledge(
      this.rateLimitTable,
      'AwsSolutions-DDB3',
      'The table only holds rate-limit counters that expire within minutes; restoring them would ' +
        'serve no purpose, so point-in-time recovery would be a cost without a use.',
    );
    const entries = TABLE_LIST.map((definition) => {
      const table = new Table(this, definition.entity, {
        partitionKey: attribute(definition.partitionKey),
        ...(definition.sortKey ? { sortKey: attribute(definition.sortKey) } : {}),
        ...(definition.timeToLiveAttribute
          ? { timeToLiveAttribute: definition.timeToLiveAttribute }
          : {}),
        ...(STREAMS[definition.entity] ? { stream: STREAMS[definition.entity] } : {}),
        billingMode: BillingMode.PAY_PER_REQUEST,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        deletionProtection: true,
        removalPolicy: RemovalPolicy.RETAIN,
      });
      for (const index of definition.globalSecondaryIndexes) {
        table.addGlobalSecondaryIndex({
          indexName: index.indexName,
          partitionKey: attribute(index.partitionKey),
          sortKey: attribute(index.sortKey),
        });
      }
      return [definition.entity, table] as const;
    });
    this.tables = Object.fromEntries(entries) as Tables;
  }
}
