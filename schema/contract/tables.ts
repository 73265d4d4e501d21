// The DynamoDB tables as plain data. lib/cloud/data.ts builds the cloud tables from these and the
// local stack (lib/local) creates identical ones in its stand-in, so both always have the same
// keys.

export type AttributeType = 'S' | 'N';

export interface KeyAttribute {
  name: string;
  type: AttributeType;
}

export interface IndexDefinition {
  indexName: string;
  partitionKey: KeyAttribute;
  sortKey: KeyAttribute;
}

export interface TableDefinition {
  /** Entity name; also the local table name and the CDK construct id. */
  entity:
    | 'Message'
    | 'Post'
    | 'Testimonial'
    | 'Staff'
    | 'Referral'
    | 'Feedback'
    | 'JobApplication'
    | 'Audit';
  /** Environment variable through which handlers learn the table's real name. */
  envVar: string;
  partitionKey: KeyAttribute;
  sortKey?: KeyAttribute;
  globalSecondaryIndexes: IndexDefinition[];
  /** Items are deleted by DynamoDB's TTL on this attribute (schema/contract/retention.ts). */
  timeToLiveAttribute?: typeof TTL_ATTRIBUTE;
}

/** The attribute DynamoDB's TTL reads (epoch seconds); values come from ./retention.ts. */
export const TTL_ATTRIBUTE = 'expiresAt';

/** Every item carries this attribute with its entity name, so one GSI partition lists them all. */
export const LIST_PARTITION_ATTRIBUTE = 'entityType';
/** GSI giving "newest first" listing and paging as a Query, never a Scan. */
export const BY_CREATED_AT_INDEX = 'byCreatedAt';
/** The audit log's GSI: every entry of a month (UTC, YYYY-MM) in time order, across all items. */
export const AUDIT_BY_MONTH_INDEX = 'byMonth';
export const AUDIT_MONTH_ATTRIBUTE = 'month';

function entityTable(
  entity: TableDefinition['entity'],
  envVar: string,
  retained: boolean = false,
): TableDefinition {
  return {
    entity,
    envVar,
    ...(retained ? { timeToLiveAttribute: TTL_ATTRIBUTE } : {}),
    partitionKey: { name: 'id', type: 'S' },
    globalSecondaryIndexes: [
      {
        indexName: BY_CREATED_AT_INDEX,
        partitionKey: { name: LIST_PARTITION_ATTRIBUTE, type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
    ],
  };
}

export const TABLES = {
  Message: entityTable('Message', 'MESSAGE_TABLE', true),
  Post: entityTable('Post', 'POST_TABLE'),
  Testimonial: entityTable('Testimonial', 'TESTIMONIAL_TABLE'),
  Staff: entityTable('Staff', 'STAFF_TABLE'),
  Referral: entityTable('Referral', 'REFERRAL_TABLE', true),
  Feedback: entityTable('Feedback', 'FEEDBACK_TABLE', true),
  JobApplication: entityTable('JobApplication', 'JOB_APPLICATION_TABLE', true),
  // Who viewed, changed, exported or deleted an item (lambdas/shared/audit.ts): one partition per
  // item, entries in time order, kept after the item is deleted.
  Audit: {
    entity: 'Audit',
    envVar: 'AUDIT_TABLE',
    partitionKey: { name: 'subject', type: 'S' },
    sortKey: { name: 'entryKey', type: 'S' },
    globalSecondaryIndexes: [
      {
        indexName: AUDIT_BY_MONTH_INDEX,
        partitionKey: { name: AUDIT_MONTH_ATTRIBUTE, type: 'S' },
        sortKey: { name: 'entryKey', type: 'S' },
      },
    ],
    timeToLiveAttribute: TTL_ATTRIBUTE,
  },
} as const satisfies Record<TableDefinition['entity'], TableDefinition>;

export const TABLE_LIST: readonly TableDefinition[] = Object.values(TABLES);
