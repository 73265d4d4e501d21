// The personal details of the items staff handle (the schema's AuditedKind): who a person is, how
// to reach them and what they told us. Any read that returns one of them records a view in each
// returned item's audit trail (lambdas/shared/audit.ts); the admin's lists return none of the
// detail-only ones, which only an item's own view (get*) shows.

import { CONTACT_FORM } from './contactFields';
import { FEEDBACK_FORM } from './feedbackFields';
import { detailOnlyFields, listedPersonalFields } from './fieldTable';
import { JOB_APPLICATION_FORM } from './jobApplicationFields';
import { REFERRAL_FORM } from './referralFields';

export type AuditedKindValue = 'MESSAGE' | 'REFERRAL' | 'FEEDBACK' | 'JOB_APPLICATION';

/** The personal details no list returns: dates of birth, NDIS numbers, needs, texts, files, contact. */
export const DETAIL_ONLY_FIELDS = {
  // The forms' fields their tables keep off lists, and staff's notes.
  MESSAGE: [...detailOnlyFields(CONTACT_FORM.fields), 'notes'],
  REFERRAL: [...detailOnlyFields(REFERRAL_FORM.fields), 'notes'],
  FEEDBACK: [...detailOnlyFields(FEEDBACK_FORM.fields), 'notes'],
  JOB_APPLICATION: [...detailOnlyFields(JOB_APPLICATION_FORM.fields), 'notes'],
} satisfies Record<AuditedKindValue, readonly string[]>;

/** The personal details a list card shows: who the item is from or about. */
const LISTED_PERSONAL_FIELDS = {
  // The sender's name, and the first line of what they wrote (MessageSummary.preview).
  MESSAGE: [...listedPersonalFields(CONTACT_FORM.fields), 'preview'],
  REFERRAL: listedPersonalFields(REFERRAL_FORM.fields),
  FEEDBACK: listedPersonalFields(FEEDBACK_FORM.fields),
  JOB_APPLICATION: listedPersonalFields(JOB_APPLICATION_FORM.fields),
} satisfies Record<AuditedKindValue, readonly string[]>;

/** Every field, of the full item or its list summary, that holds a personal detail. */
export const PERSONAL_FIELDS: Record<AuditedKindValue, readonly string[]> = {
  MESSAGE: [...LISTED_PERSONAL_FIELDS.MESSAGE, ...DETAIL_ONLY_FIELDS.MESSAGE],
  REFERRAL: [...LISTED_PERSONAL_FIELDS.REFERRAL, ...DETAIL_ONLY_FIELDS.REFERRAL],
  FEEDBACK: [...LISTED_PERSONAL_FIELDS.FEEDBACK, ...DETAIL_ONLY_FIELDS.FEEDBACK],
  JOB_APPLICATION: [
    ...LISTED_PERSONAL_FIELDS.JOB_APPLICATION,
    ...DETAIL_ONLY_FIELDS.JOB_APPLICATION,
  ],
};

/** The detail of the VIEWED entry a list read records for each item it returned. */
export const LIST_VIEW_DETAIL = 'In list';

/** Whether a read returning these fields of a kind's items returns personal details. */
export function returnsPersonalDetails(kind: AuditedKindValue, fields: readonly string[]): boolean {
  return fields.some((field) => PERSONAL_FIELDS[kind].includes(field));
}
