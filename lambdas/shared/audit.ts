// The audit trail: who viewed, changed, exported or deleted a message, referral or feedback item,
// and when. Entries live in their own table, one partition per item, so they outlast the item; they
// are only ever added (a condition refuses to overwrite one, and no function may update or delete
// the table's items: lib/cloud/functions.ts), and DynamoDB's TTL removes them after the Audit
// retention period (schema/contract/retention.ts). A change is written with its entry in one
// transaction (auditEntryWrites with the repository's change functions); a view or an export is
// recorded (recordAudit) before its data is answered.

import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditAction, AuditEntry, AuditedKind } from '../../schema/generated/types';
import { expiresAtFor } from '../../schema/contract/retention';
import { AUDIT_MONTH_ATTRIBUTE, TABLES, TTL_ATTRIBUTE } from '../../schema/contract/tables';
import { staffName } from './auth';
import { dynamo } from './clients';
import { config } from './config';
import type { RequestContext } from './errors';
import type { TransactionAction } from './repository';

const { partitionKey, sortKey } = TABLES.Audit;
const SUBJECT = partitionKey.name;
const ENTRY_KEY = sortKey!.name;

/** Parallel writes when one action touches many items (an export). */
const WRITE_CONCURRENCY = 10;

export interface AuditedAction {
  kind: AuditedKind;
  id: string;
  action: AuditAction;
  /** What changed, such as the new status; never the item's personal details. */
  detail?: string;
}

export function subjectOf(kind: AuditedKind, id: string): string {
  return `${kind}#${id}`;
}

/** The entries' Puts: each refuses to overwrite an entry already there. */
async function entryPuts(
  request: RequestContext,
  actions: readonly AuditedAction[],
): Promise<NonNullable<TransactionAction['Put']>[]> {
  const actor = await staffName(request.identity ?? null);
  const now = new Date();
  const at = now.toISOString();
  return actions.map((action) => ({
    TableName: config.tableName('Audit'),
    Item: {
      [SUBJECT]: subjectOf(action.kind, action.id),
      [ENTRY_KEY]: `${at}#${randomUUID()}`,
      at,
      [AUDIT_MONTH_ATTRIBUTE]: at.slice(0, 7),
      actor,
      action: action.action,
      ...(action.detail ? { detail: action.detail } : {}),
      [TTL_ATTRIBUTE]: expiresAtFor('Audit', now),
    },
    ConditionExpression: `attribute_not_exists(#entryKey)`,
    ExpressionAttributeNames: { '#entryKey': ENTRY_KEY },
  }));
}

/**
 * The entries recording a change the signed-in staff member makes, as actions of the transaction
 * that makes it (repository.ts): the change and its entries are written together or not at all.
 */
export async function auditEntryWrites(
  request: RequestContext,
  actions: readonly AuditedAction[],
): Promise<TransactionAction[]> {
  return (await entryPuts(request, actions)).map((Put) => ({ Put }));
}

/**
 * Records what the signed-in staff member viewed or exported. Throws when an entry cannot be
 * written: callers record before they answer with the data, so nothing is shown without its entry
 * and a failed entry is reported, never lost quietly.
 */
export async function recordAudit(
  request: RequestContext,
  actions: readonly AuditedAction[],
): Promise<void> {
  if (actions.length === 0) {
    return;
  }
  const puts = await entryPuts(request, actions);
  for (let start = 0; start < puts.length; start += WRITE_CONCURRENCY) {
    await Promise.all(
      puts.slice(start, start + WRITE_CONCURRENCY).map((put) => dynamo().send(new PutCommand(put))),
    );
  }
}

/** Every entry for one item, newest first (also after the item itself is deleted). */
export async function readAuditTrail(kind: AuditedKind, id: string): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: config.tableName('Audit'),
        KeyConditionExpression: '#subject = :subject',
        ExpressionAttributeNames: { '#subject': SUBJECT },
        ExpressionAttributeValues: { ':subject': subjectOf(kind, id) },
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      entries.push({
        at: String(item.at),
        actor: String(item.actor),
        action: item.action as AuditAction,
        detail: typeof item.detail === 'string' ? item.detail : null,
      });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return entries;
}
