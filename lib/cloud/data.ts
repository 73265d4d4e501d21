// The DynamoDB tables, built from the shared definitions in schema/contract/tables.ts (the local
// stack builds identical ones). On-demand billing suits a small site's spiky, low traffic; the data
// is the provider's records, so every table keeps point-in-time recovery and survives a stack
// deletion.

import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_LIST, type KeyAttribute, type TableDefinition } from '../../schema/contract/tables';

export type Tables = Record<TableDefinition['entity'], Table>;

function attribute(key: KeyAttribute): { name: string; type: AttributeType } {
  return { name: key.name, type: key.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER };
}

export class Data extends Construct {
  readonly tables: Tables;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const entries = TABLE_LIST.map((definition) => {
      const table = new Table(this, definition.entity, {
        partitionKey: attribute(definition.partitionKey),
        ...(definition.sortKey ? { sortKey: attribute(definition.sortKey) } : {}),
        ...(definition.timeToLiveAttribute
          ? { timeToLiveAttribute: definition.timeToLiveAttribute }
          : {}),
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
