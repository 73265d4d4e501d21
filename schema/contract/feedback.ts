// The complaints register's fixed choices and limits, shared by the schema's enums (a unit test
// keeps them equal), the feedback handler and the admin screens that show them.

/** What the person is giving (enum FeedbackKind). */
export const FEEDBACK_KIND_LABELS = {
  COMPLIMENT: 'Compliment',
  FEEDBACK: 'Feedback',
  COMPLAINT: 'Complaint',
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

/** Where staff read the register. */
export const FEEDBACK_ADMIN_PATH = '/admin/feedback';
