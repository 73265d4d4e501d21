// The feedback and complaints form's fixed choices and formats, shared by the schema's enums (a
// unit test keeps them equal), the feedback handler and the screens that show them.

import { referencePattern } from './references';

/** What the person is giving (enum FeedbackKind). */
export const FEEDBACK_KIND_LABELS = {
  COMPLIMENT: 'Compliment',
  FEEDBACK: 'Feedback',
  COMPLAINT: 'Complaint',
} as const;

/** A feedback item's reference, which is also its id: `F-` and six characters. */
export const FEEDBACK_REFERENCE_PREFIX = 'F';
export const FEEDBACK_REFERENCE_PATTERN = referencePattern(FEEDBACK_REFERENCE_PREFIX);

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
