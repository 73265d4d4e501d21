// One line of an item's history: what was done, what changed (a status by the label the page uses
// for it, not the API's value) and by whom.
import type { AuditTrailQuery } from '../graphql/generated/operations';
import { auditText } from '../texts';

type AuditEntry = Pick<AuditTrailQuery['auditTrail'][number], 'action' | 'detail' | 'actor'>;

export function auditEntryText(entry: AuditEntry, statusLabel: (value: string) => string): string {
  const detail =
    entry.detail && entry.action === 'CHANGED_STATUS' ? statusLabel(entry.detail) : entry.detail;
  const what = detail
    ? `${auditText.actions[entry.action]}: ${detail}`
    : auditText.actions[entry.action];
  return `${what} ${auditText.by(entry.actor)}`;
}
