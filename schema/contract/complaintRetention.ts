// Whether staff may delete a register item: its own module, because the retention periods it
// reads come from cdk.json at import, which the pages that only need ./feedback.ts's names and
// paths should not load.
import { periodInWords } from './periods';
import { RETENTION_DAYS } from './retention';

/**
 * Why a register item may not be deleted yet, or null when it may. A complaint's record is kept
 * while it is open and for RETENTION_DAYS.Complaint after it is closed (its TTL, `expiresAt` in
 * epoch seconds, set then): until that passes nobody may delete it, and then DynamoDB's TTL does.
 */
export function complaintKeptReason(
  item: { kind: string; expiresAt?: number | null },
  now: number = Date.now(),
): string | null {
  if (item.kind !== 'COMPLAINT') return null;
  const kept = periodInWords(RETENTION_DAYS.Complaint);
  if (typeof item.expiresAt !== 'number') {
    return `A complaint is kept while it is open and for ${kept} after it is closed, so it cannot be deleted.`;
  }
  return item.expiresAt * 1000 > now
    ? `A complaint is kept for ${kept} after it is closed, so it cannot be deleted before then.`
    : null;
}
