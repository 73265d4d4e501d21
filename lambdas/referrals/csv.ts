// The referral export as CSV: when each arrived, its reference and status, and the form's fields
// its table (schema/contract/referralFields.ts) allows in CSV. The participant's date of birth,
// NDIS number, needs and goals, which the table keeps out of every export, are added only when the
// staff member asks for them (`sensitive`); the export of either kind is audited by the handler.
// Formula cells are neutralised by toCsv (lambdas/shared/csv.ts).

import type { Referral } from '../../schema/generated/types';
import { REFERRAL_FORM, type ReferralFormInput } from '../../schema/contract/referralFields';
import { REFERRAL_STATUS_LABELS } from '../../schema/contract/referrals';
import { type CsvColumn, toCsv } from '../shared/csv';
import { formColumns } from '../shared/fieldColumns';

/** The detail-only fields a ticked "sensitive columns" box adds, labelled as staff read them. */
export const SENSITIVE_FIELDS = [
  'participantDateOfBirth',
  'ndisNumber',
  'supportNeeded',
  'goals',
] as const satisfies readonly (keyof ReferralFormInput)[];

const sensitiveColumns: readonly CsvColumn<Referral>[] = SENSITIVE_FIELDS.map((name) => ({
  header: REFERRAL_FORM.fields[name].staffLabel,
  value: (referral) => referral[name],
}));

const COLUMNS: readonly CsvColumn<Referral>[] = [
  { header: 'Received', value: (referral) => referral.createdAt },
  { header: 'Reference', value: (referral) => referral.id },
  { header: 'Status', value: (referral) => REFERRAL_STATUS_LABELS[referral.status] },
  ...formColumns<ReferralFormInput, Referral>(REFERRAL_FORM),
];

export function referralsCsv(referrals: readonly Referral[], sensitive: boolean): string {
  return toCsv(sensitive ? [...COLUMNS, ...sensitiveColumns] : COLUMNS, referrals);
}
