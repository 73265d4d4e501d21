// The audit log owners read across every item and staff account: the Audit table's byMonth index
// (schema/contract/tables.ts), read month by month, newest first, with the person and the item as
// DynamoDB filters and the days (the provider's, not UTC) checked here. At most `limit` entries,
// with a flag when more match, so one request never reads the whole table into memory.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { providerDate } from '../../schema/contract/providerDate';
import { RETENTION_DAYS } from '../../schema/contract/retention';
import { AUDIT_BY_MONTH_INDEX, AUDIT_MONTH_ATTRIBUTE, TABLES } from '../../schema/contract/tables';
import type {
  AuditAction,
  AuditLogEntry,
  AuditLogFilterInput,
  AuditedKind,
} from '../../schema/generated/types';
import { subjectOf } from '../shared/audit';
import { dynamo } from '../shared/clients';
import { config } from '../shared/config';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AuditLogPage {
  entries: AuditLogEntry[];
  truncated: boolean;
}

/** The UTC months (YYYY-MM) an entry on one of these provider days may carry, newest first. */
function monthsBetween(from: string, to: string): string[] {
  // A provider day starts up to 14 hours before its UTC day, and ends up to 12 hours after.
  const first = new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS);
  const last = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const months: string[] = [];
  const cursor = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), 1));
  while (cursor >= new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1))) {
    months.push(cursor.toISOString().slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() - 1);
  }
  return months;
}

function entryOf(item: Record<string, unknown>): AuditLogEntry {
  const subject = String(item[TABLES.Audit.partitionKey.name]);
  const split = subject.indexOf('#');
  return {
    at: String(item.at),
    actor: String(item.actor),
    kind: subject.slice(0, split) as AuditedKind,
    itemId: subject.slice(split + 1),
    action: item.action as AuditAction,
    detail: typeof item.detail === 'string' ? item.detail : null,
  };
}

/** The newest `limit` entries the filter selects; `truncated` when more match. */
export async function readAuditLog(
  filter: AuditLogFilterInput,
  limit: number,
  now: Date = new Date(),
): Promise<AuditLogPage> {
  const to = filter.to ?? providerDate(now);
  const from = filter.from ?? providerDate(new Date(now.getTime() - RETENTION_DAYS.Audit * DAY_MS));
  const conditions: string[] = [];
  const names: Record<string, string> = { '#month': AUDIT_MONTH_ATTRIBUTE };
  const values: Record<string, unknown> = {};
  if (filter.actor) {
    conditions.push('#actor = :actor');
    names['#actor'] = 'actor';
    values[':actor'] = filter.actor;
  }
  if (filter.kind && filter.itemId) {
    conditions.push('#subject = :subject');
    names['#subject'] = TABLES.Audit.partitionKey.name;
    values[':subject'] = subjectOf(filter.kind, filter.itemId);
  } else if (filter.kind) {
    conditions.push('begins_with(#subject, :kind)');
    names['#subject'] = TABLES.Audit.partitionKey.name;
    values[':kind'] = `${filter.kind}#`;
  }
  const entries: AuditLogEntry[] = [];
  for (const month of monthsBetween(from, to)) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(
        new QueryCommand({
          TableName: config.tableName('Audit'),
          IndexName: AUDIT_BY_MONTH_INDEX,
          KeyConditionExpression: '#month = :month',
          ...(conditions.length > 0 ? { FilterExpression: conditions.join(' AND ') } : {}),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ...values, ':month': month },
          ScanIndexForward: false,
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) {
        const day = providerDate(new Date(String(item.at)));
        if (day < from || day > to) continue;
        if (entries.length === limit) return { entries, truncated: true };
        entries.push(entryOf(item));
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
  return { entries, truncated: false };
}
