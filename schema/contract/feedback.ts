// The feedback and complaints form's fixed choices and formats, shared by the schema's enums (a
// unit test keeps them equal), the feedback handler and the screens that show them.

import { periodInWords } from './periods';
import { referencePattern } from './references';
import { RETENTION_DAYS } from './retention';

/** What the person is giving (enum FeedbackKind). */
export const FEEDBACK_KIND_LABELS = {
  COMPLIMENT: 'Compliment',
  FEEDBACK: 'Feedback',
  COMPLAINT: 'Complaint',
} as const;

/** A feedback item's reference, which is also its id: `F-` and six characters. */
export const FEEDBACK_REFERENCE_PREFIX = 'F';
export const FEEDBACK_REFERENCE_PATTERN = referencePattern(FEEDBACK_REFERENCE_PREFIX);

/** Where staff read feedback; the staff notice links there with `?reference=`. */
export const FEEDBACK_ADMIN_PATH = '/admin/feedback';

/** The NDIS Quality and Safeguards Commission, where anyone may complain at any time. */
export const NDIS_COMMISSION = {
  name: 'NDIS Quality and Safeguards Commission',
  phone: { display: '1800 035 544' },
  website: 'www.ndiscommission.gov.au',
  url: 'https://www.ndiscommission.gov.au',
} as const;

/** The consent statement the feedback form shows next to its required checkbox. */
export const FEEDBACK_CONSENT_TEXT =
  'I agree to my feedback, and any contact details I give, being used to handle it';

/** Where people find an independent disability advocate. */
export const DISABILITY_ADVOCACY_FINDER = {
  name: 'Disability Advocacy Finder',
  website: 'www.disabilityadvocacyfinder.dss.gov.au',
  url: 'https://www.disabilityadvocacyfinder.dss.gov.au',
} as const;

export type FeedbackKindValue = keyof typeof FEEDBACK_KIND_LABELS;

/** The complaint-handling steps the register shows (enum FeedbackStatus); new items are RECEIVED. */
export const FEEDBACK_STATUS_LABELS = {
  RECEIVED: 'Received',
  ACKNOWLEDGED: 'Acknowledged',
  UNDER_REVIEW: 'Under review',
  RESOLVED: 'Resolved',
  CLOSED: 'Closed',
} as const;

export type FeedbackStatusValue = keyof typeof FEEDBACK_STATUS_LABELS;

export const FEEDBACK_REGISTER_LIMITS = {
  noteText: 2000,
  /** Notes and status changes are appended to the item, which DynamoDB caps at 400 KB. */
  maxNotes: 100,
  maxStatusChanges: 100,
  /** One export reads, audits and returns at most this many items; a filter narrows a larger one. */
  maxExport: 500,
} as const;

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
